import { describe, expect, it } from 'vitest';

import { renderApp } from '@tests/render';

describe('route guards', () => {
  it('sends a signed-out visitor of a private page to sign-in, and back after signing in', async () => {
    const { user, screen, router } = await renderApp({ route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    await user.type(screen.getByLabelText(/email/i), 'admin@demo.example');
    await user.type(screen.getByLabelText(/^password/i), 'Demo-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('button', { name: /account menu for alex morgan/i }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
