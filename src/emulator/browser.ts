import { setupWorker } from 'msw/browser';
import { createElement, type ReactNode } from 'react';

import type { TenantConfig } from '@/config/tenant-schema';

import { createEmulatorContext, createEmulatorHandlers } from './index';
import { DemoPanel } from './ui/DemoPanel';
import { warnOnFailedWorkerUpdates } from './worker-updates';

/**
 * Starts the emulated cloud in the browser: msw's service worker answers every call to the tenant's cloud
 * from handlers running in this page, and the state persists in IndexedDB. Returns the demo panel (outbox,
 * simulated failures, reset) for the app to render.
 */
export async function startBrowserEmulator(config: TenantConfig): Promise<ReactNode> {
  const context = await createEmulatorContext(config, 'indexeddb');
  const worker = setupWorker(...createEmulatorHandlers(context));
  // Before start: msw updates an existing registration there and drops the promise (see worker-updates.ts).
  warnOnFailedWorkerUpdates();
  await worker.start({
    // Everything else (the app's own files, fonts) goes to the network as usual.
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return createElement(DemoPanel, { context });
}
