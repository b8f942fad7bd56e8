import { setupWorker } from 'msw/browser';
import { createElement, type ReactNode } from 'react';

import type { TenantConfig } from '@/config/tenant-schema';

import type { Fault, FaultRegistry } from './core/faults';
import { runJobsHere } from './core/jobs';
import { DemoPanel } from './core/ui/DemoPanel';
import { EMULATOR_WORKER_URL, skipRedundantWorkerUpdates } from './core/worker-updates';
import { createEmulatorContext, createEmulatorHandlers } from './index';
import { CONSENT_PATH } from './modules/connections/oauth';

/**
 * Starts the emulated cloud in the browser: msw's service worker answers every call to the tenant's cloud
 * from handlers running in this page, and the state persists in IndexedDB. Returns the demo panel (outbox,
 * simulated failures, reset) for the app to render, and `page` when the address is one the emulated cloud serves
 * itself (the demo OAuth provider's consent page), which then replaces the portal.
 */
export async function startBrowserEmulator(
  config: TenantConfig,
): Promise<{ extras: ReactNode; page: ReactNode | null }> {
  const context = await createEmulatorContext(config, 'indexeddb', { runJobs: false });
  // One window of the demo runs the jobs (the account-link pop-up runs its own emulator over the same storage):
  // the one holding the lock, i.e. the first opened; when it closes, another takes over the stored jobs.
  const locks = typeof navigator === 'object' ? navigator.locks : undefined;
  if (locks) {
    void locks.request(`assistant-portal-emulator-${config.id}-jobs`, () => {
      runJobsHere(context);
      return new Promise<never>(() => undefined);
    });
  } else {
    runJobsHere(context);
  }
  const worker = setupWorker(...createEmulatorHandlers(context));
  // Before start: msw asks an existing registration to update there, needlessly (see worker-updates.ts).
  skipRedundantWorkerUpdates(EMULATOR_WORKER_URL);
  await worker.start({
    // Everything else (the app's own files, fonts) goes to the network as usual.
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: EMULATOR_WORKER_URL },
  });
  exposeFaultPort(context.faults);
  return { extras: createElement(DemoPanel, { context }), page: await emulatorPage(window.location) };
}

/** The window property through which end-to-end tests break the demo cloud (tests/e2e/fixtures.ts). */
export const DEMO_FAULT_PORT = 'assistantPortalDemoFaults';

/**
 * What the Demo panel's "Simulate failures" tab does, as a small window API for end-to-end tests, which would
 * otherwise click through the panel before every failure path (the panel's own test still clicks). Only the
 * demo on a developer's machine has it: this module is the emulated cloud's, which no real tenant loads, and
 * the port is only added on localhost.
 */
function exposeFaultPort(faults: FaultRegistry) {
  if (!['localhost', '127.0.0.1'].includes(window.location.hostname)) return;
  Object.defineProperty(window, DEMO_FAULT_PORT, {
    configurable: true,
    value: Object.freeze({
      simulateFailure: (fault: Fault) => faults.add(fault),
      clearFailures: () => faults.clear(),
    }),
  });
}

/**
 * A page the emulated cloud itself serves in the demo, instead of the portal: the demo OAuth provider's consent
 * page (account linking). Null for every other address.
 */
async function emulatorPage(location: Location): Promise<ReactNode | null> {
  if (location.pathname !== CONSENT_PATH) return null;
  const { ConsentPage } = await import('./modules/connections/ConsentPage');
  return createElement(ConsentPage, { search: location.search });
}
