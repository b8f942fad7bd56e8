/// <reference types="vite/client" />

/** The package version, injected at build time (sent with bug reports). */
declare const __APP_VERSION__: string;
