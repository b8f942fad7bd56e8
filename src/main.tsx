import '@fontsource/ubuntu/300.css';
import '@fontsource/ubuntu/400.css';
import '@fontsource/ubuntu/500.css';
import '@fontsource/ubuntu/700.css';

import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { bootstrapApp } from './app/bootstrap';
import { resolveTenant } from './config/tenant';

/** Resolve the tenant → start the emulator if it is an emulated cloud → services, store, router → render. */
async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

  const resolution = await resolveTenant(window.location);
  if (resolution.kind !== 'ok') {
    // Rare (a wrong address, a broken config): its page is not part of the first download.
    const { TenantProblemPage } = await import('./app/pages/TenantProblemPage');
    render(<TenantProblemPage problem={resolution} />);
    return;
  }
  let extras: ReactNode = null;
  if (resolution.emulated) {
    // Loaded only for an emulated cloud: a real tenant's page never downloads the emulator or msw.
    const emulator = await import('./emulator/browser');
    // A page the emulated cloud serves itself (the demo OAuth provider's consent page) replaces the portal.
    const started = await emulator.startBrowserEmulator(resolution.config);
    if (started.page) return render(started.page);
    extras = started.extras;
  }
  const app = bootstrapApp({
    tenant: { config: resolution.config, logoUrl: resolution.logoUrl, emulated: resolution.emulated },
    extras,
  });
  render(app.element);
}

void start();
