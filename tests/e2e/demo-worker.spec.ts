import { expect, openSignIn, test } from './fixtures';

/**
 * The demo cloud's service worker starts quietly (src/emulator/core/worker-updates.ts): msw's update of the worker on
 * every start never reaches the browser when the registered script is the current one (its URL names its
 * content), so nothing fails and nothing is logged, on the first start, a reload or a second tab.
 */
test('the demo’s service worker starts without a redundant update or a warning', async ({
  page,
  context,
}) => {
  const browserUpdates: string[] = [];
  const warnings: string[] = [];
  // Counts the updates that reach the browser: this runs before the app, which wraps update() again.
  await context.exposeBinding('__e2eWorkerUpdate', (_source, scriptUrl: string) => {
    browserUpdates.push(scriptUrl);
  });
  await context.addInitScript(() => {
    if (typeof ServiceWorkerRegistration === 'undefined') return;
    const native = ServiceWorkerRegistration.prototype.update;
    ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
      const report = (window as unknown as { __e2eWorkerUpdate(url: string): void }).__e2eWorkerUpdate;
      report((this.installing ?? this.waiting ?? this.active)?.scriptURL ?? '');
      return native.call(this);
    };
  });
  context.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });

  await openSignIn(page);
  const scriptUrl = () =>
    page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  expect(await scriptUrl()).toMatch(/\/emulatorServiceWorker\.js\?v=[0-9a-f]{16}$/);

  // A fresh start with the worker registered: the page reloaded, and a second tab.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const second = await context.newPage();
  await openSignIn(second);
  await expect(page.getByRole('button', { name: 'Demo outbox' })).toBeVisible();

  expect(await scriptUrl()).toMatch(/\/emulatorServiceWorker\.js\?v=[0-9a-f]{16}$/);
  expect(browserUpdates).toEqual([]);
  expect(warnings.filter((text) => /service ?worker|MSW/i.test(text))).toEqual([]);
});
