import { describe, expect, it } from 'vitest';

import { renderApp } from '@tests/render';

import { ACTION_BUTTON_MESSAGES } from '../messages';

describe('/action-buttons/:actionId', () => {
  it('shows its heading and its text', async () => {
    const { screen } = await renderApp({ route: '/action-buttons/example', signedInAs: 'administrator' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Action Button Settings' }),
    ).toBeInTheDocument();
    expect(screen.getByText(ACTION_BUTTON_MESSAGES.intro)).toBeInTheDocument();
  });
});
