import { setupServer } from 'msw/node';

import { loadTenantConfig } from '@/config/tenant';
import { createEmulatorContext, createEmulatorHandlers, type EmulatorContext } from '@/emulator';

/**
 * The emulated cloud for vitest: the same handlers as the demo's service worker, through msw/node, with the
 * state in memory. Every test starts from a fresh seed (tests/setup.ts).
 */
export const server = setupServer();

let current: EmulatorContext | undefined;

/** Starts a fresh emulated cloud for the tenant and routes every request of the test to it. */
export async function startEmulator(tenantId = 'demo'): Promise<EmulatorContext> {
  const context = await createEmulatorContext(await loadTenantConfig(tenantId), 'memory');
  server.resetHandlers(...createEmulatorHandlers(context));
  // The previous test's delayed jobs must not run against the next test's cloud.
  current?.jobs.stop();
  current = context;
  return context;
}

/** The emulated cloud of the running test. */
export function emulator(): EmulatorContext {
  if (!current) throw new Error('The emulator has not been started for this test');
  return current;
}
