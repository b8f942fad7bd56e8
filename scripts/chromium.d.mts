/** Types of scripts/chromium.mjs, for playwright.config.ts and the e2e specs. */
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
