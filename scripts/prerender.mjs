#!/usr/bin/env node
// Prerenders every tenant's public pages into dist/ after the portal's build (issue 28 §1; docs/adr/0025):
// dist/prerendered/<tenant>/<page>.html, the built index.html with the page's markup in its root and a link to the
// page's stylesheet (dist/assets/prerendered-<hash>.css, hashed, so cached like the other assets and allowed by
// the CSP's `style-src 'self'`). The static host answers /sign-in, /sign-up, /forgot-password and /not-found of a
// tenant's sub-domain with its file (docs/hosting.md; `vite preview` does the same: vite.config.ts).
//
// The page is rendered by src/app/prerender.tsx, built for Node by Vite (its aliases and constants are the
// portal's) into node_modules/.cache/prerender, never into dist/.

import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

import { sharedDefine, sharedResolve } from '../vite.config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, process.env.PRERENDER_DIST ?? 'dist');
const serverOut = path.join(root, 'node_modules/.cache/prerender');

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  mode: 'production',
  plugins: [react()],
  resolve: sharedResolve,
  define: sharedDefine,
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: serverOut,
    emptyOutDir: true,
    // The logos' addresses must be the client build's: same files, same hashes, under /assets.
    assetsDir: 'assets',
    copyPublicDir: false,
  },
});

const { prerenderPublicPages } = await import(pathToFileURL(path.join(serverOut, 'prerender.js')).href);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>'))
  throw new Error('dist/index.html has no empty root to fill.');

/**
 * The markup as the static page carries it. Its fields lose their `name`s (kept as `data-name`): a form sent
 * before the app has taken over would put what was typed, the password included, in the address. The app's
 * takeover (src/app/prerendered.ts) finds the fields by that attribute. A text field without a placeholder gets a
 * blank one, by which CSS tells an empty field from a filled one (src/app/prerender.tsx, staticFieldStyles).
 */
const staticMarkup = (html) =>
  html
    .replace(/(<(?:input|textarea|select)\b[^>]*?)\sname="/g, '$1 data-name="')
    .replace(
      /<(input|textarea)\b(?![^>]*\splaceholder=)(?![^>]*type="(?:checkbox|radio|hidden)")/g,
      '<$1 placeholder=" "',
    );

function writePage(tenantId, pagePath, html) {
  const file = path.join(dist, 'prerendered', tenantId, `${pagePath.slice(1)}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

/**
 * The web fonts of the page's text, preloaded (Ubuntu, Latin): 500, the banner's sentence (the largest text) and
 * the buttons; 400, the rest. Found only once the stylesheet has been read and the page laid out, each would cost
 * a phone a round trip more; and the sentence, painted first in the fallback font, would paint again, larger, when
 * its font arrived, and that second paint would be the page's largest contentful paint. Other weights and scripts
 * swap in when used (`font-display: swap`, @fontsource).
 */
const FIRST_PAINT_FONT = /^ubuntu-latin-(400|500)-normal-[\w-]+\.woff2$/;
const fontPreloads = readdirSync(path.join(dist, 'assets'))
  .filter((file) => FIRST_PAINT_FONT.test(file))
  .map((file) => `    <link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />\n`)
  .join('');

/**
 * The app's scripts, as the built index.html loads them: the entry module and its modulepreloads. A prerendered
 * page does not load them from its head: they would share a phone's bandwidth with the stylesheets and the font
 * that its first paint needs. Its starter (below) loads them once the page has painted.
 */
const APP_SCRIPT = /^[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n/m;
const APP_PRELOAD = /^[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n/gm;
const entryScript = APP_SCRIPT.exec(template)?.[1];
if (!entryScript) throw new Error('dist/index.html loads no module script.');
const preloadedModules = [...template.matchAll(APP_PRELOAD)].map((match) => match[1]);

/**
 * Runs in the prerendered page (a classic script, as the CSP allows no inline one; deferred, so the root is parsed).
 * It holds a submit of the static form. Once the browser reports the page's first contentful paint, it adds the
 * entry module and its preloads as index.html had them; the app then takes the page over (src/app/prerendered.ts).
 * Not on `load`: a fast network loads the page before it paints. A browser that reports no paint (or a hidden tab,
 * which paints nothing) starts the app a moment after `load`. Written with `var` and no arrow: it is copied as it
 * is, not compiled.
 */
function startAppAfterFirstPaint(entry, preloads) {
  var WITHOUT_PAINT_AFTER_LOAD_MS = 500;
  // A submit before the app has taken over (Enter in a field, a click on the button) is held, not sent: the
  // static form would reload the page. The takeover has the app's form send it (src/app/prerendered.ts).
  var root = document.getElementById('root');
  root.addEventListener('submit', function (event) {
    event.preventDefault();
    root.setAttribute('data-submit-asked', '');
  });
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  var observer = window.PerformanceObserver;
  if (observer && (observer.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new observer(function (list, self) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      self.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  }
  function startSoon() {
    setTimeout(start, WITHOUT_PAINT_AFTER_LOAD_MS);
  }
  if (document.readyState === 'complete') startSoon();
  else window.addEventListener('load', startSoon, { once: true });
}
const starterSource = `(${startAppAfterFirstPaint})(${JSON.stringify(entryScript)}, ${JSON.stringify(preloadedModules)});\n`;
const starterFile = `assets/prerendered-start-${createHash('sha256').update(starterSource).digest('hex').slice(0, 10)}.js`;
writeFileSync(path.join(dist, starterFile), starterSource);
const prerenderedTemplate = template
  .replace(APP_SCRIPT, `    <script src="/${starterFile}" defer></script>\n`)
  .replace(APP_PRELOAD, '');

rmSync(path.join(dist, 'prerendered'), { recursive: true, force: true });
const pages = await prerenderPublicPages();
for (const page of pages) {
  const css = `${page.css}\n`;
  const cssFile = `assets/prerendered-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  writeFileSync(path.join(dist, cssFile), css);
  const html = prerenderedTemplate
    .replace('</head>', `${fontPreloads}    <link rel="stylesheet" href="/${cssFile}" data-prerendered-styles />\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${page.path}">${staticMarkup(page.html)}</div>`,
    );
  writePage(page.tenantId, page.path, html);
}
// A public page a tenant does not have (sign-up where it is off) is the plain app, which sends the visitor on:
// every tenant has a file for every prerendered path, so the static host's rule needs no exceptions.
for (const tenantId of new Set(pages.map((page) => page.tenantId))) {
  for (const pagePath of new Set(pages.map((page) => page.path))) {
    if (!pages.some((page) => page.tenantId === tenantId && page.path === pagePath)) {
      writePage(tenantId, pagePath, template);
    }
  }
}
console.log(
  `prerendered ${pages.length} public pages of ${new Set(pages.map((page) => page.tenantId)).size} tenants`,
);
