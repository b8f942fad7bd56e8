/// <reference types="vite/client" />

/** The package version, injected at build time (sent with bug reports). */
declare const __APP_VERSION__: string;

/**
 * The demo cloud's service-worker script, by content (a hash of public/mockServiceWorker.js, injected at build
 * time): its URL carries it, so a changed script is a new URL (src/emulator/core/worker-updates.ts).
 */
declare const __EMULATOR_WORKER_VERSION__: string;
