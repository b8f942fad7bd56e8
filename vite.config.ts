/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import packageJson from './package.json' with { type: 'json' };

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
  },
  build: {
    target: 'es2023',
    manifest: true,
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // Maps for the budget check and error reports, without pointing browsers at files we do not publish.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1024,
  },
  server: { port: 5173 },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // One jsdom for every file: several times faster; tests/setup.ts cleans up between tests.
    isolate: false,
    pool: 'threads',
    testTimeout: 20_000,
    restoreMocks: true,
  },
});
