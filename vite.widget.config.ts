/**
 * The public chatbot's build (scripts/build-widget.mjs runs it after the portal's, into the same dist/):
 * - the default mode: the frame and the preview pages (public-chatbot/*.html), as small ES-module apps of their own,
 *   with no chunk shared with the portal (a visitor's browser downloads only the widget);
 * - mode `loader`: the loader, one classic script at a fixed address (LOADER_PATH), which customers' pages load
 *   from the snippet: no module syntax, no chunks, nothing it could import at run time.
 * The portal's dev server serves both from source (vite.config.ts).
 */
import { defineConfig, type InlineConfig } from 'vite';

import { sharedDefine, sharedResolve } from './vite.config.ts';

export const WIDGET_LOADER_ENTRY = 'src/widget/loader/main.ts';
export const WIDGET_MANIFEST = '.vite/widget-manifest.json';

const common: InlineConfig = {
  configFile: false,
  resolve: sharedResolve,
  define: sharedDefine,
  publicDir: false,
  logLevel: 'warn',
};

export const loaderConfig: InlineConfig = {
  ...common,
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: false,
    minify: 'terser',
    sourcemap: 'hidden',
    lib: {
      entry: WIDGET_LOADER_ENTRY,
      formats: ['iife'],
      // The entry exports nothing, so no global of this name is made: the page gets only the documented API.
      name: 'AssistantPortalChatbotLoader',
      fileName: () => 'public-chatbot.js',
    },
  },
};

export const frameConfig: InlineConfig = {
  ...common,
  build: {
    target: 'es2023',
    outDir: 'dist',
    emptyOutDir: false,
    manifest: WIDGET_MANIFEST,
    minify: 'terser',
    sourcemap: 'hidden',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { frame: 'public-chatbot/frame.html', preview: 'public-chatbot/preview.html' },
      output: { chunkFileNames: 'assets/[hash].js', entryFileNames: 'assets/[hash].js' },
    },
  },
};

export default defineConfig(({ mode }) => (mode === 'loader' ? loaderConfig : frameConfig));
