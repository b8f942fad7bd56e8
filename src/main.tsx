import '@fontsource/ubuntu/300.css';
import '@fontsource/ubuntu/400.css';
import '@fontsource/ubuntu/500.css';
import '@fontsource/ubuntu/700.css';

import { type ReactNode, startTransition, StrictMode, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';

import { bootstrapApp } from './app/bootstrap';
import { resolveTenant } from './config/tenant';
import { yieldToMain } from './lib/yield';

/**
 * Pages the emulated cloud serves itself (the demo OAuth provider's consent page, the card network's 3-D Secure
 * page): the prefix public/emulatorServiceWorker.js hands to the emulator. Such an address waits for the emulator,
 * whose page replaces the portal.
 */
const EMULATED_PATH_PREFIX = '/__emulator/';

/** What the emulator adds to the page (the demo panel), once it has started; nothing if it failed to. */
function WhenStarted({ extras }: { extras: Promise<ReactNode> }) {
  return use(extras);
}

/**
 * Resolve the tenant → services, store, router → render. An emulated cloud (the demo) starts in parallel with
 * the first paint (issue 28 §2): the services hold their first request until it runs.
 */
async function start() {
  // A prerendered public page stays on screen until the app shows its own (src/app/prerendered.ts, loaded only
  // then: the page is already painted, and the first download does not carry it).
  const page = document.getElementById('root') as HTMLElement;
  const takeover = page.dataset.prerendered ? (await import('./app/prerendered')).prepareTakeover(page) : null;
  const root = createRoot(takeover?.container ?? page);
  if (takeover) void takeover.takeOver();
  const render = (node: ReactNode) => {
    const element = <StrictMode>{node}</StrictMode>;
    // Behind a prerendered page, which is on screen and takes typing already, the app renders as a transition:
    // React renders it in slices, so the page stays responsive meanwhile, instead of in one long task.
    if (takeover) startTransition(() => root.render(element));
    else root.render(element);
  };

  const resolution = await resolveTenant(window.location);
  if (resolution.kind !== 'ok') {
    // Rare (a wrong address, a broken config): its page is not part of the first download.
    const { TenantProblemPage } = await import('./app/pages/TenantProblemPage');
    render(<TenantProblemPage problem={resolution} />);
    return;
  }
  let extras: ReactNode = null;
  let cloudReady: Promise<unknown> | undefined;
  if (resolution.emulated) {
    // Loaded only for an emulated cloud: a real tenant's page never downloads the emulator or msw.
    const started = import('./emulator/browser').then((emulator) =>
      emulator.startBrowserEmulator(resolution.config),
    );
    if (window.location.pathname.startsWith(EMULATED_PATH_PREFIX)) {
      // A page the emulated cloud serves itself replaces the portal: known only once the emulator runs.
      const { page, extras: panel } = await started;
      if (page) return render(page);
      extras = panel;
    } else {
      // msw's worker must control the page before the first request leaves it, or that request reaches the
      // real network: the services wait for `cloudReady` (services/index.ts), the first paint does not.
      cloudReady = started;
      // Every request then fails with the emulator's error; it is said once here (no unhandled rejection).
      started.catch((error: unknown) => console.error('The demo cloud did not start.', error));
      extras = (
        <Suspense fallback={null}>
          <WhenStarted
            extras={started.then(
              ({ extras: panel }) => panel,
              () => null,
            )}
          />
        </Suspense>
      );
    }
  }
  // Starting the emulator above, the store and sagas here, and the first render are each a task of their own: one
  // long task would leave a prerendered page deaf to typing meanwhile.
  await yieldToMain();
  const app = bootstrapApp({
    tenant: { config: resolution.config, logoUrl: resolution.logoUrl, emulated: resolution.emulated },
    extras,
    ...(cloudReady ? { cloudReady } : {}),
  });
  await yieldToMain();
  render(app.element);
}

void start();
