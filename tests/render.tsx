import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bootstrapApp } from '@/app/bootstrap';
import { loadTenantConfig } from '@/config/tenant';
import { DEMO_ACCOUNTS } from '@/emulator/seed';
import { SPEC_TIMINGS, type Timings } from '@/services';
import { configureIdentity, identity } from '@/services/identity';

import { emulator, startEmulator } from './emulator';
import { trackRootTask } from './running-apps';
import { signInDirectly } from './session';

export interface RenderAppOptions {
  /** The first URL (default /). */
  route?: string;
  /** Signed in before the app starts: tokens the emulated pool issued (tests/session.ts). */
  signedInAs?: keyof typeof DEMO_ACCOUNTS;
  /** The tenant, by folder name (default demo); its cloud is emulated. */
  tenant?: string;
  /** Pass fake timers' advance function when the test uses them. */
  advanceTimers?: (ms: number) => unknown;
  /**
   * The spec's waits (debounces, polls, quiet periods): `fast` (default) waits a twentieth of each, for tests
   * that are not about them; `spec` waits the spec's values, for the tests that prove one (with fake timers).
   */
  timings?: 'fast' | 'spec';
}

/** A twentieth of every spec wait: their order and ratios kept (a 2 s quiet period is still two 1 s polls). */
const FAST_TIMINGS: Timings = { wait: (specMs) => Math.max(1, Math.round(specMs / 20)) };

/**
 * Renders the whole portal (store, sagas, router, services) against the emulated cloud, like a page load.
 * Returns the store, the router and a user-event instance. Its root saga is cancelled when the test ends.
 */
export async function renderApp({
  route = '/',
  signedInAs,
  tenant = 'demo',
  advanceTimers,
  timings = 'fast',
}: RenderAppOptions = {}) {
  if (tenant !== 'demo') await startEmulator(tenant);
  const config = await loadTenantConfig(tenant);
  // Amplify is one per page, and the tests share a page: forget the previous test's session, and the identity
  // it cached in memory (another tenant's identity pool would answer ResourceNotFoundException for it).
  configureIdentity(config);
  await identity.signOut();
  // A session made beforehand, as if the user had signed in and then loaded the page.
  if (signedInAs) await signInDirectly(emulator(), DEMO_ACCOUNTS[signedInAs].email);
  const app = bootstrapApp({
    tenant: { config, logoUrl: null, emulated: true },
    initialEntries: [route],
    timings: timings === 'spec' ? SPEC_TIMINGS : FAST_TIMINGS,
  });
  trackRootTask(app.rootTask);
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(app.element);
  return { ...view, ...app, user, screen, emulator: emulator() };
}

/** What `renderApp` gives a test: the rendered portal, its store, router, services and a user-event instance. */
export type RenderedApp = Awaited<ReturnType<typeof renderApp>>;
