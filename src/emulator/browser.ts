import { createElement, type ReactNode } from 'react';

import type { TenantConfig } from '@/config/tenant-schema';

import { startEmulatedCloud } from './cloud';
import { DemoPanel } from './core/ui/DemoPanel';
import { CONSENT_PATH } from './modules/connections/oauth';

/**
 * Starts the emulated cloud for the portal (cloud.ts) and returns the demo panel (outbox, simulated failures,
 * reset) for the app to render, and `page` when the address is one the emulated cloud serves itself (the demo
 * OAuth provider's consent page), which then replaces the portal.
 */
export async function startBrowserEmulator(
  config: TenantConfig,
): Promise<{ extras: ReactNode; page: ReactNode | null }> {
  const context = await startEmulatedCloud(config);
  return { extras: createElement(DemoPanel, { context }), page: await emulatorPage(window.location) };
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
