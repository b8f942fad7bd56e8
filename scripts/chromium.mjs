// How every browser run of this project starts Debian's Chromium (docs/design.md §5): the Playwright suite
// (playwright.config.ts) and the measuring scripts share these options. Never `npx playwright install`.

/** @type {{ executablePath: string, args: string[] }} */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
