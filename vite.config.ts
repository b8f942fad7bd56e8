/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import packageJson from './package.json' with { type: 'json' };
import { isPrivateBuildFile } from './scripts/deploy-files.mjs';
import { readTenants, securityHeadersForRequest } from './scripts/security-headers.mjs';

/**
 * `vite preview` (which the end-to-end suite runs against) sends production's security headers, Content-Security-
 * Policy included, chosen by the request's host as the CDN of each tenant would (scripts/security-headers.mjs).
 * Not the dev server: its hot-reload preamble is an inline script.
 */
function securityHeadersOnPreview(): Plugin {
  return {
    name: 'assistant-portal:security-headers',
    configurePreviewServer(server) {
      const tenants = readTenants();
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://preview').pathname;
        const headers = securityHeadersForRequest(request.headers.host ?? 'localhost', pathname, tenants);
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}

/**
 * `vite preview` answers a tenant's public pages with their prerendered files, as the static host does: it runs
 * the CDN's own viewer-request function (scripts/cloudfront-viewer-request.mjs; docs/hosting.md), so `/sign-in` on
 * `mkruzic.localhost` is `dist/prerendered/mkruzic/sign-in.html`. Other routes keep vite's own fallback.
 */
function prerenderedPagesOnPreview(): Plugin {
  // The function is CloudFront's plain script, without module syntax: read and run as CloudFront does.
  const source = readFileSync(new URL('./scripts/cloudfront-viewer-request.mjs', import.meta.url), 'utf8');
  const viewerRequest =
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the CDN's script, run unchanged
    (new Function(`${source}\nreturn handler;`) as () => (event: unknown) => { uri: string })();
  return {
    name: 'assistant-portal:prerendered-pages',
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview');
        if (request.method === 'GET') {
          const tenant = url.searchParams.get('tenant');
          const { uri } = viewerRequest({
            request: {
              uri: url.pathname,
              querystring: tenant ? { tenant: { value: tenant } } : {},
              headers: { host: { value: request.headers.host ?? 'localhost' } },
            },
          });
          if (uri.startsWith('/prerendered/')) request.url = `${uri}${url.search}`;
        }
        next();
      });
    },
  };
}

/**
 * `vite preview` caches the build's hashed files as the deploy workflow publishes them (docs/hosting.md,
 * Caching): immutable for a year. Browsers then skip revalidating ~60 chunks on every load and reuse the compiled
 * code they cached for them, as they do in production: the end-to-end suite measured a page load's cost with
 * `no-cache`, which production never sends for /assets/.
 */
function cachingAsDeployedOnPreview(): Plugin {
  return {
    name: 'assistant-portal:caching-as-deployed',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith('/assets/'))
          response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        next();
      });
    },
  };
}

/**
 * `vite preview` serves what production serves: the source maps and the build manifest, which the deploy workflow
 * does not publish (scripts/deploy-files.mjs), are 404 here too.
 */
function privateBuildFilesHiddenOnPreview(): Plugin {
  return {
    name: 'assistant-portal:private-build-files',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://preview').pathname);
        if (!isPrivateBuildFile(pathname)) {
          next();
          return;
        }
        response.statusCode = 404;
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end('Not found');
      });
    },
  };
}

/**
 * MUI X DataGrid renders its theme's CSS variables as the text of a `<style>` element, which the Content-
 * Security-Policy refuses (no inline style, docs/adr/0001-content-security-policy.md): the grid then loses its
 * colours, borders and fonts. The build hands the same CSS to emotion's `<Global>` instead, which inserts it
 * through CSSOM like every other MUI style. Fails the build when the library's code no longer has that shape, so
 * an upgrade cannot silently bring the violation back.
 */
function dataGridVariablesWithoutInlineStyle(): Plugin {
  const file = /[\\/]@mui[\\/]x-data-grid[\\/]utils[\\/]css[\\/]context\.m?js$/;
  const styleTag =
    /_jsx\("style",\s*\{\s*href:\s*`\/\$\{className\}`,\s*nonce:\s*rootProps\.nonce,\s*children:\s*cssString\s*\}\)/;
  return {
    name: 'assistant-portal:data-grid-variables-without-inline-style',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      if (!styleTag.test(code)) {
        throw new Error(
          `${id}: the DataGrid's <style> element changed; update dataGridVariablesWithoutInlineStyle`,
        );
      }
      return {
        code:
          `import { Global as __CspGlobal } from '@emotion/react';\n` +
          code.replace(styleTag, '_jsx(__CspGlobal, { styles: cssString })'),
        map: null,
      };
    },
  };
}

/**
 * react-colorful (the colour field's picker) puts its stylesheet in a `<style>` element's text on first render,
 * which the Content-Security-Policy refuses (docs/adr/0001-content-security-policy.md): the picker then has no
 * size and no gradients. The build hands the same CSS to a constructed stylesheet of the same document or shadow
 * root (CSSOM, which CSP does not govern); the element stays, empty, which the policy allows. Fails the build
 * when the library's code no longer has that shape, so an upgrade cannot silently bring the violation back.
 */
function colourPickerWithoutInlineStyle(): Plugin {
  const file = /[\\/]react-colorful[\\/]dist[\\/][^\\/]+\.m?js$/;
  // if(!cache.has(root)){var parent=…,element=(…).createElement("style");element.innerHTML='<the css>';
  const styleText =
    /(if\(![\w$]+\.has\(([\w$]+)\)\)\{var [\w$]+="head"in \2\?\2\.head:\2,([\w$]+)=\([\w$]+\.ownerDocument\|\|document\)\.createElement\("style"\);)\3\.innerHTML=('\.react-colorful(?:[^'\\]|\\.)*');/;
  return {
    name: 'assistant-portal:colour-picker-without-inline-style',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      if (!styleText.test(code)) {
        throw new Error(
          `${id}: react-colorful's <style> element changed; update colourPickerWithoutInlineStyle`,
        );
      }
      return {
        code: code.replace(
          styleText,
          (_match, start: string, root: string, element: string, css: string) =>
            `${start}(function(r,c,e){if(typeof CSSStyleSheet==="function"&&"adoptedStyleSheets"in r){` +
            `var s=new CSSStyleSheet();s.replaceSync(c);r.adoptedStyleSheets=[...r.adoptedStyleSheets,s]}` +
            `else e.innerHTML=c})(${root},${css},${element});`,
        ),
        map: null,
      };
    },
  };
}

/**
 * The dev server serves the public chatbot's loader from source at its production address (LOADER_PATH), built on
 * each request as the widget build makes it (one classic script: the snippet loads it with a plain script tag),
 * and the demo's sample website at its folder's address, as a static host does (the dev server would answer the
 * portal's index.html). The frame and preview pages need nothing: it serves public-chatbot/*.html from source.
 */
function publicChatbotOnDevServer(): Plugin {
  return {
    name: 'assistant-portal:public-chatbot',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://dev');
        if (pathname === '/embed-demo/') {
          request.url = '/embed-demo/index.html';
          next();
          return;
        }
        if (pathname !== '/public-chatbot.js') {
          next();
          return;
        }
        void (async () => {
          const { build } = await import('vite');
          const { loaderConfig } = await import('./vite.widget.config.ts');
          const built = await build({ ...loaderConfig, build: { ...loaderConfig.build, write: false } });
          const [output] = Array.isArray(built) ? built : [built];
          const chunk = output && 'output' in output ? output.output[0] : undefined;
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.end(chunk?.code ?? '');
        })().catch(next);
      });
    },
  };
}

/**
 * The test tiers. `unit`: pure logic in Node (no emulated cloud; a file that needs a DOM says so with a
 * `@vitest-environment jsdom` comment). `emulator`: the emulated cloud's operations, protocols and rights, and
 * the service clients that call it, without the app. `integration`: the real app
 * rendered in jsdom against the emulator. A file's tier follows from where it lives and what it renders; the
 * few plain `.test.ts` files that need a DOM or the emulator are named here.
 */
const NEEDS_EMULATOR = [
  'src/emulator/**/*.test.ts',
  'src/services/**/*.test.ts',
  // The widget's clients against the emulated cloud.
  'src/widget/chat/conversation.test.ts',
];
const NEEDS_DOM = ['src/**/*.test.tsx', 'tests/**/*.test.tsx'];
const TEST_TIERS = [
  {
    name: 'unit',
    environment: 'node',
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: [...NEEDS_EMULATOR],
    setupFiles: ['./tests/setup/base.ts'],
  },
  {
    name: 'emulator',
    // A browser's APIs, as the demo's emulated cloud has them (DOMParser for the FAQ's HTML, web storage for the
    // real Amplify client these tests drive); no React, no Testing Library.
    environment: 'jsdom',
    include: NEEDS_EMULATOR,
    setupFiles: ['./tests/setup/base.ts', './tests/setup/emulator.ts'],
  },
  {
    name: 'integration',
    environment: 'jsdom',
    include: NEEDS_DOM,
    setupFiles: ['./tests/setup/base.ts', './tests/setup/emulator.ts', './tests/setup/dom.ts'],
  },
];

/** The file name of the demo emulator's chunk (src/emulator/browser.ts), loaded only by an emulated tenant. */
const EMULATOR_CHUNK_PREFIX = 'assets/emulator-';

/** The aliases and constants of every build: the portal's, the widget's (vite.widget.config.ts) and the tests'. */
export const sharedResolve = {
  alias: {
    '@': fileURLToPath(new URL('./src', import.meta.url)),
    // The test harness (renderApp, the emulator's server, the clock), for tests anywhere in src/.
    '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
  },
};

export const sharedDefine = {
  __APP_VERSION__: JSON.stringify(packageJson.version),
  __EMULATOR_WORKER_VERSION__: JSON.stringify(
    ['emulatorServiceWorker.js', 'mockServiceWorker.js']
      .reduce(
        (hash, script) => hash.update(readFileSync(new URL(`./public/${script}`, import.meta.url))),
        createHash('sha256'),
      )
      .digest('hex')
      .slice(0, 16),
  ),
};

export default defineConfig({
  plugins: [
    // The public chatbot's chat is Preact (src/widget): no React refresh there.
    react({ exclude: /[\\/]src[\\/]widget[\\/]/ }),
    publicChatbotOnDevServer(),
    securityHeadersOnPreview(),
    prerenderedPagesOnPreview(),
    cachingAsDeployedOnPreview(),
    privateBuildFilesHiddenOnPreview(),
    dataGridVariablesWithoutInlineStyle(),
    colourPickerWithoutInlineStyle(),
  ],
  resolve: sharedResolve,
  define: sharedDefine,
  build: {
    target: 'es2023',
    // Every browser of the es2023 target supports <link rel="modulepreload">: the polyfill would be dead weight
    // in the sign-in budget.
    modulePreload: {
      polyfill: false,
      // The demo's emulator is imported without preload links: Vite's helper adds one per dependency (~50) in a
      // single task, the longest of the demo's start on a phone (150 ms at 4x CPU) beside a painted sign-in page.
      // Its chunk imports them itself, at the cost of one round trip before they load.
      resolveDependencies: (file, deps) => (file.startsWith(EMULATOR_CHUNK_PREFIX) ? [] : deps),
    },
    manifest: true,
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // Maps for the budget check and error reports, without pointing browsers at files we do not publish.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: the entry lists every lazy chunk's file for its preload map, and
        // readable names there cost about a kilobyte of the sign-in budget (the source maps keep the names).
        // The emulator's own chunk is named, for `resolveDependencies` above.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.endsWith('/src/emulator/browser.ts')
            ? `${EMULATOR_CHUNK_PREFIX}[hash].js`
            : 'assets/[hash].js',
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
    globals: false,
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // One environment per worker for every file: several times faster; the setup files clean up between tests.
    isolate: false,
    pool: 'threads',
    // Vitest's default is one worker per core less one: a single worker on CI's 2 cores. Most of the
    // integration tests' time is waiting (debounces, polls) rather than computing, so two halve the run.
    maxWorkers: 2,
    // Integration tests render the whole app against the emulator; two workers on two cores slow the busiest
    // ones past 20 s (seen on a fresh-clone run).
    testTimeout: 30_000,
    // As Playwright does on CI: one more try for a test that timed out on a starved 2-core runner. A test that
    // fails twice fails the run; locally nothing is retried, so flakiness shows where it is written.
    retry: process.env.CI ? 1 : 0,
    restoreMocks: true,
    // Three tiers (README "Tests", docs/adr/0014): each pays only for what its tests use.
    // The Node tier first, then the jsdom tiers: a worker is reused across files (`isolate: false`), and React
    // work a jsdom test left scheduled must never run in a file whose environment has no window.
    projects: TEST_TIERS.map(({ name, environment, include, exclude = [], setupFiles }) => ({
      extends: true,
      test: {
        name,
        environment,
        include,
        exclude: ['tests/e2e/**', 'node_modules/**', ...exclude],
        setupFiles,
        sequence: { groupOrder: environment === 'node' ? 0 : 1 },
      },
    })),
  },
});
