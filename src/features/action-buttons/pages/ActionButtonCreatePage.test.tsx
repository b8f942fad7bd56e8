import { describe, expect, it } from 'vitest';

import { renderApp } from '@tests/render';

import { ACTION_BUTTON_CREATE_MESSAGES } from '../messages';

describe('/action-button-create', () => {
  it('shows its heading and its text', async () => {
    const { screen } = await renderApp({ route: '/action-button-create', signedInAs: 'administrator' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create New Button' })).toBeInTheDocument();
    expect(screen.getByText(ACTION_BUTTON_CREATE_MESSAGES.intro)).toBeInTheDocument();
  });
});
