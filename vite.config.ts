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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first screen needs statically (the shell and the sign-in page, src/app/routes.ts) as one
          // chunk: automatic chunking otherwise cuts it into dozens of small shared chunks, which compress worse.
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
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
    // As Playwright does on CI: one more try for a test that timed out on a starved 2-core runner. A test that
    // fails twice fails the run; locally nothing is retried, so flakiness shows where it is written.
    retry: process.env.CI ? 1 : 0,
    restoreMocks: true,
  },
});
