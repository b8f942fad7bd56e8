import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../tests/render';

import { SESSION_EXPIRED_MESSAGE } from './bootstrap';

describe('an expired session', () => {
  it('signs the user out with a notice when the gateway refuses the refreshed token too', async () => {
    const { screen, user, router, store, emulator } = await renderApp({ route: '/faq', signedInAs: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Report a bug' }, { timeout: 10_000 }));
    const form = await screen.findByRole('form', { name: 'Report a Bug' });
    await user.click(within(form).getByRole('textbox', { name: /summary/i }));
    await user.paste('Lost my work');
    await user.click(within(form).getByRole('textbox', { name: /description/i }));
    await user.paste('The page signed me out.');
    emulator.faults.add({ operation: 'ReportBug', status: 401, times: 2 });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(store.getState().auth.status).toBe('unauthenticated');
  });
});
