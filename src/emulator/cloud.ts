import { setupWorker } from 'msw/browser';

import type { TenantConfig } from '@/config/tenant-schema';

import type { Fault, FaultRegistry } from './core/faults';
import { runJobsHere } from './core/jobs';
import type { EmulatorContext } from './core/types';
import { EMULATOR_WORKER_URL, skipRedundantWorkerUpdates } from './core/worker-updates';
import { createEmulatorContext, createEmulatorHandlers } from './index';

/**
 * Starts the emulated cloud in this page: msw's service worker answers every call to the tenant's cloud from
 * handlers running here, and the state persists in IndexedDB. No React and no MUI: the portal adds the demo panel
 * (browser.ts); the public chatbot's frame needs only the cloud.
 */
export async function startEmulatedCloud(config: TenantConfig): Promise<EmulatorContext> {
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
  return context;
}

/** The window property through which end-to-end tests break the demo cloud (tests/e2e/fixtures.ts). */
const DEMO_FAULT_PORT = 'assistantPortalDemoFaults';

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
