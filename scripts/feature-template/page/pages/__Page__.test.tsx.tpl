import { describe, expect, it } from 'vitest';

import { renderApp } from '@tests/render';

import { __PAGE_CONSTANT___MESSAGES } from '../messages';

describe('__path__', () => {
  it('shows its heading and its text', async () => {
    const { screen } = await renderApp({ route: '__seedPath__', signedInAs: 'administrator' });
    expect(await screen.findByRole('heading', { level: 1, name: '__title__' })).toBeInTheDocument();
    expect(screen.getByText(__PAGE_CONSTANT___MESSAGES.intro)).toBeInTheDocument();
  });
});
