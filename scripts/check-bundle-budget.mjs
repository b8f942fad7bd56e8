#!/usr/bin/env node
// Checks a production build (`vite build` with `build.manifest: true`) against the performance budgets of
// docs/design.md §8, and that real tenants never download the emulated cloud or msw before the first screen.
//
//   node scripts/check-bundle-budget.mjs [--dist <dir>]
//
// Sizes are gzip level 9 of the emitted JS, in KiB (1024 bytes), which is what a CDN serves and close to
// what a browser downloads. CSS is not counted: the budgets are for JavaScript.
// Plain Node (node:* only) so it runs right after the build with nothing else installed.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

import { publishedFiles } from './deploy-files.mjs';

// ---- Budgets: docs/design.md §8 "Performance (production build)". Change them there first. ---------------
/**
 * The sign-in route: the entry chunk, its static imports and the sign-in page's chunks, together: what the page
 * needs to become interactive. 241 KiB until Amplify left the first download (issue 28 §3, docs/adr/0017): 206.0
 * KiB measured then, plus 2 KiB of margin so that a small change does not fail the build while a regrowth of the
 * same size as Amplify (~35 KiB) does. Raised to 209 when later features and the start-up in short
 * tasks (docs/adr/0025) had used that margin (208.03 KiB). The script before the first paint is the budget below.
 */
const SIGN_IN_ROUTE_BUDGET_KIB = 209;
/**
 * Script before the sign-in page's first paint (issue 28 §1): every tenant's /sign-in is prerendered
 * (scripts/prerender.mjs) and loads only its starter (~1 KiB) before it paints; the starter loads the app after.
 * A tenant without its prerendered page would paint only after the whole sign-in route had run: counted as that,
 * over this budget.
 */
const FIRST_PAINT_JS_BUDGET_KIB = 150;
/** Any other route: its own chunks, i.e. what it adds to what the entry already loaded. */
const ROUTE_BUDGET_KIB = 120;
/** The chat launcher before the chat opens: what it adds to the entry and the signed-in shell. */
const CHAT_LAUNCHER_BUDGET_KIB = 60;
const CHAT_LAUNCHER_SRC = 'src/features/chat/components/ChatLauncher.tsx';
const APP_SHELL_SRC = 'src/app/layout/AppShell.tsx';

const ENTRY_KEY = 'index.html';

/** The public chatbot (issue 26): the loader ≤ 5 KiB, the widget with its chat ≤ 100 KiB. */
const WIDGET_LOADER_BUDGET_KIB = 5;
const WIDGET_BUDGET_KIB = 100;
const WIDGET_LOADER_FILE = 'public-chatbot.js';
const WIDGET_FRAME_KEY = 'public-chatbot/frame.html';
const WIDGET_CHAT_SOURCES = ['src/widget/chat/mount.tsx', 'src/widget/chat/conversation.ts'];
const SIGN_IN_PAGE_SRC = 'src/features/auth/pages/SignInPage.tsx';
/** Route pages are the lazy (dynamic-import) entries matching these source paths. */
const ROUTE_PAGE_PATTERNS = [/^src\/features\/[^/]+\/pages\/[^/]+\.tsx$/, /^src\/app\/pages\/[^/]+\.tsx$/];

// ---- What must stay out of the first download (entry + its static imports + the sign-in page) -------------
// Module paths as they appear in a manifest `src` or a source map's `sources`.
const FORBIDDEN_SOURCES = [
  { pattern: /(^|\/)src\/emulator\//, what: 'the emulator' },
  { pattern: /(^|\/)node_modules\/(msw|@mswjs\/[^/]+)\//, what: 'msw' },
  // The identity service loads Amplify on submit, or for a stored session (src/services/identity.ts).
  { pattern: /(^|\/)node_modules\/(aws-amplify|@aws-amplify\/[^/]+)\//, what: 'Amplify' },
];
// Strings that betray the code even without a source map. `alsoIn` lists sources that legitimately contain
// the same string: Amplify's own SRP client derives its key with the same HKDF label as the emulated Cognito.
const TELL_TALES = [
  { text: '[MSW]', what: 'msw' },
  { text: 'emulatorServiceWorker', what: "the demo cloud's service worker (script URL)" },
  { text: 'assistant-portal-emulator-', what: 'the emulator (its IndexedDB name)' },
  { text: 'assistantPortalDemoFaults', what: "the demo's fault port for end-to-end tests" },
  { text: 'Caldera Derived Key', what: 'the emulator (SRP)', alsoIn: [/(^|\/)node_modules\/@aws-amplify\//] },
];

// ---------------------------------------------------------------------------------------------------------------

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const args = { dist: path.join(projectRoot, 'dist') };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--dist' && argv[i + 1]) args.dist = path.resolve(argv[(i += 1)]);
    else if (argv[i] === '--help' || argv[i] === '-h') {
      console.log('Usage: node scripts/check-bundle-budget.mjs [--dist <dir>]');
      process.exit(0);
    } else {
      console.error(`Unknown argument: ${argv[i]}`);
      process.exit(1);
    }
  }
  return args;
}

const { dist } = parseArgs(process.argv.slice(2));
const manifestPath = path.join(dist, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error(
    `Bundle budget: ${path.relative(process.cwd(), manifestPath) || manifestPath} not found.\n` +
      'Run the production build first (`npm run build`), with `build.manifest: true` in vite.config.ts.',
  );
  process.exit(1);
}

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const isJs = (file) => /\.m?js$/.test(file);

/** The manifest keys of `roots` and everything they import statically, transitively. */
function staticClosure(roots, chunks = manifest) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = chunks[key];
    if (!chunk) throw new Error(`The manifest refers to "${key}", which it does not contain.`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

const textCache = new Map();
function chunkText(file) {
  if (!textCache.has(file)) textCache.set(file, readFileSync(path.join(dist, file)));
  return textCache.get(file);
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(chunkText(file), { level: constants.Z_BEST_COMPRESSION }).length);
  }
  return gzipCache.get(file);
}

/** Gzipped size of the JS files of `keys`, each file counted once. */
function sizeKiB(keys, chunks = manifest) {
  const files = new Set([...keys].map((key) => chunks[key].file).filter(isJs));
  let bytes = 0;
  for (const file of files) bytes += gzipBytes(file);
  return { kib: bytes / 1024, files: files.size };
}

function readSourceMap(file) {
  const mapPath = path.join(dist, `${file}.map`);
  if (!existsSync(mapPath)) return undefined;
  try {
    const map = JSON.parse(readFileSync(mapPath, 'utf8'));
    const sources = (map.sources ?? []).map((source) => String(source).replaceAll('\\', '/'));
    return { sources, contents: map.sourcesContent ?? [] };
  } catch {
    return undefined;
  }
}

// ---- Budgets ----------------------------------------------------------------------------------------------------

const rows = [];
const failures = [];
const warnings = [];

const entry = manifest[ENTRY_KEY];
if (!entry?.isEntry) {
  console.error(`Bundle budget: the manifest has no entry for ${ENTRY_KEY}; is this a Vite app build?`);
  process.exit(1);
}

const entryKeys = staticClosure([ENTRY_KEY]);
const entrySize = sizeKiB(entryKeys);
rows.push({ check: 'entry', module: `${ENTRY_KEY} + static imports`, ...entrySize, budget: undefined });

/**
 * The manifest key of the chunk holding `src`: its own chunk, or else the chunk whose source map lists it (a
 * module captured by a code-splitting group, vite.config.ts, has no manifest entry of its own).
 */
function chunkKeyOf(src) {
  const own = Object.keys(manifest).find((key) => manifest[key].src === src);
  if (own) return own;
  return Object.keys(manifest).find((key) =>
    readSourceMap(manifest[key].file)?.sources.some((source) => source.endsWith(src)),
  );
}

const signInKey = chunkKeyOf(SIGN_IN_PAGE_SRC);
if (!signInKey) {
  warnings.push(
    `${SIGN_IN_PAGE_SRC} has no chunk of its own (not lazy, or not written yet): the sign-in route is the entry alone.`,
  );
}
const signInRouteKeys = staticClosure(signInKey ? [ENTRY_KEY, signInKey] : [ENTRY_KEY]);
const signInRouteSize = sizeKiB(signInRouteKeys);
rows.push({
  check: 'sign-in route',
  module: 'entry + SignInPage + static imports',
  ...signInRouteSize,
  budget: SIGN_IN_ROUTE_BUDGET_KIB,
});

/**
 * The script a tenant's /sign-in loads before it paints, in KiB gzip: a prerendered page that draws its form in the
 * root and links the stylesheet it was rendered with loads only its starter there (the app follows its first
 * paint, scripts/prerender.mjs). Null for a page that does not paint without the app, or that loads the app's
 * modules from its head.
 */
function scriptBeforeFirstPaintKiB(tenantId) {
  const file = path.join(dist, 'prerendered', tenantId, 'sign-in.html');
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const stylesheet = /<link rel="stylesheet" href="\/(assets\/prerendered-[^"]+\.css)"/.exec(html)?.[1];
  const paints =
    /<div id="root" data-prerendered="\/sign-in">[^]*?<form\b/.test(html) &&
    stylesheet !== undefined &&
    existsSync(path.join(dist, stylesheet));
  if (!paints || /<script type="module"|rel="modulepreload"/.test(html)) return null;
  const scripts = [...html.matchAll(/<script\b[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]);
  return scripts.reduce((kib, script) => kib + gzipBytes(script) / 1024, 0);
}
const tenantIds = readdirSync(path.join(projectRoot, 'tenants'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
for (const tenantId of tenantIds) {
  const kib = scriptBeforeFirstPaintKiB(tenantId);
  rows.push({
    check: 'sign-in paint',
    module: `${tenantId}: ${kib === null ? 'NOT prerendered, or loads the app first' : 'prerendered, its starter only'}`,
    kib: kib ?? signInRouteSize.kib,
    files: kib === null ? signInRouteSize.files : 1,
    budget: FIRST_PAINT_JS_BUDGET_KIB,
  });
}

const routeKeys = Object.keys(manifest)
  .filter((key) => {
    const { src, isDynamicEntry } = manifest[key];
    return isDynamicEntry && src && ROUTE_PAGE_PATTERNS.some((pattern) => pattern.test(src));
  })
  .sort((a, b) => manifest[a].src.localeCompare(manifest[b].src));

if (routeKeys.length === 0) {
  warnings.push(
    'No lazy route pages found (src/features/*/pages/*.tsx, src/app/pages/*.tsx): are routes lazy?',
  );
}
for (const key of routeKeys) {
  const own = new Set([...staticClosure([key])].filter((k) => !entryKeys.has(k)));
  rows.push({
    check: 'route',
    module: manifest[key].src.replace(/^src\//, ''),
    ...sizeKiB(own),
    budget: ROUTE_BUDGET_KIB,
  });
}

const launcherKey = chunkKeyOf(CHAT_LAUNCHER_SRC);
const shellKey = chunkKeyOf(APP_SHELL_SRC);
if (launcherKey && shellKey) {
  const before = staticClosure([ENTRY_KEY, shellKey]);
  const own = new Set([...staticClosure([launcherKey])].filter((k) => !before.has(k)));
  rows.push({
    check: 'chat launcher',
    module: 'beyond entry + shell',
    ...sizeKiB(own),
    budget: CHAT_LAUNCHER_BUDGET_KIB,
  });
} else {
  warnings.push(
    `${CHAT_LAUNCHER_SRC} or ${APP_SHELL_SRC} has no chunk of its own: the launcher budget is unchecked.`,
  );
}

// ---- The public chatbot (docs/adr/0022-public-chatbot.md; scripts/build-widget.mjs) --------------------------
// The loader every page of a customer's site downloads; the widget (its frame, and the chat loaded on first open or
// on a cue), without the demo's emulated cloud, which only the demo's frame imports. Neither may hold the emulator,
// msw, Amplify or React (the chat is Preact).
const widgetManifestPath = path.join(dist, '.vite', 'widget-manifest.json');
const loaderPath = path.join(dist, WIDGET_LOADER_FILE);
if (!existsSync(widgetManifestPath) || !existsSync(loaderPath)) {
  failures.push(
    `The public chatbot is not built (${WIDGET_LOADER_FILE}, .vite/widget-manifest.json): run \`npm run build\`.`,
  );
} else {
  const widgetManifest = JSON.parse(readFileSync(widgetManifestPath, 'utf8'));
  const loaderText = readFileSync(loaderPath);
  rows.push({
    check: 'widget loader',
    module: WIDGET_LOADER_FILE,
    files: 1,
    kib: gzipSync(loaderText, { level: constants.Z_BEST_COMPRESSION }).length / 1024,
    budget: WIDGET_LOADER_BUDGET_KIB,
  });
  // A classic script: a module keyword would make customers' pages fail to run it.
  if (/\bimport\s*\(|^\s*(import|export)\s/m.test(loaderText.toString('utf8'))) {
    failures.push(
      `${WIDGET_LOADER_FILE} has module syntax (import/export): the snippet loads it as a classic script.`,
    );
  }
  const lazyKeys = Object.keys(widgetManifest).filter((key) => widgetManifest[key].isDynamicEntry);
  const chatKeys = lazyKeys.filter((key) => WIDGET_CHAT_SOURCES.includes(widgetManifest[key].src));
  if (chatKeys.length !== WIDGET_CHAT_SOURCES.length) {
    failures.push(
      `The widget's chat (${WIDGET_CHAT_SOURCES.join(', ')}) is not lazy: it must load on open or on a cue.`,
    );
  }
  // Everything the chat may load later (voice, the speaker) counts too; the demo's emulated cloud and the tenant
  // configs (each page loads its own) do not.
  const onDemandKeys = lazyKeys.filter((key) =>
    /^src\/(widget|services|lib)\//.test(widgetManifest[key].src ?? ''),
  );
  const frameStart = staticClosure([WIDGET_FRAME_KEY], widgetManifest);
  rows.push({
    check: 'widget',
    module: 'frame at page load',
    ...sizeKiB(frameStart, widgetManifest),
    budget: undefined,
  });
  const widgetKeys = staticClosure([WIDGET_FRAME_KEY, ...onDemandKeys], widgetManifest);
  rows.push({
    check: 'widget',
    module: 'frame + chat, voice (on demand)',
    ...sizeKiB(widgetKeys, widgetManifest),
    budget: WIDGET_BUDGET_KIB,
  });
  for (const key of widgetKeys) {
    const { file } = widgetManifest[key];
    const sources = readSourceMap(file)?.sources ?? [];
    for (const { pattern, what } of [
      ...FORBIDDEN_SOURCES,
      { pattern: /(^|\/)node_modules\/react(-dom)?\//, what: 'React' },
    ]) {
      if (sources.some((source) => pattern.test(source)))
        failures.push(`The widget's ${file} bundles ${what}.`);
    }
  }
}

for (const row of rows) {
  row.status = row.budget === undefined ? 'info' : row.kib <= row.budget ? 'OK' : 'OVER';
  if (row.status === 'OVER') {
    failures.push(`${row.check} ${row.module}: ${row.kib.toFixed(1)} KiB gzipped, budget ${row.budget} KiB.`);
  }
}

// ---- Payments load on the purchase page only ------------------------------------------------------------------
// Stripe.js and the payments service are dynamic imports of the subscriptions feature: no route's static
// imports (nor the entry's) may hold them, and only the subscriptions feature may import them.
const PAYMENT_SOURCES = [/(^|\/)node_modules\/@stripe\//, /^src\/services\/payments\.ts$/];
const isPayments = (key) => PAYMENT_SOURCES.some((pattern) => pattern.test(manifest[key]?.src ?? key));
for (const key of [ENTRY_KEY, ...routeKeys]) {
  for (const held of staticClosure([key])) {
    if (isPayments(held))
      failures.push(`${manifest[key].src ?? key} loads ${held} with the page, not on demand.`);
  }
}
for (const [key, chunk] of Object.entries(manifest)) {
  for (const imported of chunk.dynamicImports ?? []) {
    if (!isPayments(imported) || isPayments(key)) continue;
    // A shared chunk has no src of its own: its source map says which modules it holds.
    const sources = chunk.src ? [chunk.src] : (readSourceMap(chunk.file)?.sources ?? [key]);
    if (!sources.some((source) => /(^|\/)src\/features\/subscriptions\//.test(source))) {
      failures.push(`${chunk.src ?? chunk.file} imports ${imported}: payments are the purchase page's.`);
    }
  }
}

// ---- Emulator and msw stay out of the first download ---------------------------------------------------------

for (const key of signInRouteKeys) {
  const chunk = manifest[key];
  const where = `${chunk.file}${chunk.src ? ` (${chunk.src})` : ''}`;
  for (const { pattern, what } of FORBIDDEN_SOURCES) {
    if (chunk.src && pattern.test(chunk.src)) failures.push(`${where} is ${what}, loaded before sign-in.`);
  }
  if (!isJs(chunk.file)) continue;

  const map = readSourceMap(chunk.file);
  if (map) {
    for (const { pattern, what } of FORBIDDEN_SOURCES) {
      const offenders = map.sources.filter((source) => pattern.test(source));
      if (offenders.length > 0) {
        failures.push(
          `${where} bundles ${what}: ${offenders.slice(0, 3).join(', ')}${offenders.length > 3 ? ', …' : ''}`,
        );
      }
    }
  }

  const text = chunkText(chunk.file).toString('utf8');
  for (const { text: needle, what, alsoIn = [] } of TELL_TALES) {
    if (!text.includes(needle)) continue;
    // Which original modules carry the string: allowed ones are fine, anything else is an offence.
    const carriers = map ? map.sources.filter((_, i) => map.contents[i]?.includes(needle)) : [];
    const unexpected = carriers.filter((source) => !alsoIn.some((pattern) => pattern.test(source)));
    if (unexpected.length > 0) {
      failures.push(`${where} contains "${needle}" (${what}) from ${unexpected.join(', ')}.`);
    } else if (carriers.length === 0) {
      const message = `${where} contains "${needle}" (${what}) and no source map attributes it.`;
      if (alsoIn.length > 0)
        warnings.push(`${message} It may be legitimate; build with source maps to tell.`);
      else failures.push(message);
    }
  }
}

// ---- Source maps stay private (docs/hosting.md) ---------------------------------------------------------------------
// The maps are emitted hidden, for this check and error reports, and are not published (scripts/deploy-files.mjs,
// with which the deploy workflow prunes the build): no published file may point a browser at one.
const MAP_REFERENCE = /[#@]\s*sourceMappingURL\s*=/;
for (const file of publishedFiles(dist)) {
  if (/\.(m?js|css|html)$/.test(file) && MAP_REFERENCE.test(readFileSync(path.join(dist, file), 'utf8'))) {
    failures.push(`${file} points at a source map (sourceMappingURL): build with sourcemap 'hidden'.`);
  }
}
if (!Object.values(manifest).some((chunk) => isJs(chunk.file) && readSourceMap(chunk.file))) {
  warnings.push('The build has no source maps: error reports cannot be read, and the checks above see less.');
}

// ---- Report -----------------------------------------------------------------------------------------------------

const table = [
  ['Check', 'Route / module', 'Files', 'KiB gz', 'Budget', 'Status'],
  ...rows.map((row) => [
    row.check,
    row.module,
    String(row.files),
    row.kib.toFixed(1),
    row.budget === undefined ? '-' : String(row.budget),
    row.status,
  ]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
const numeric = new Set([2, 3, 4]);
const format = (line) =>
  line
    .map((cell, column) =>
      numeric.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
    )
    .join('  ');

console.log(`Bundle budget (gzip -9, ${path.relative(process.cwd(), dist) || '.'}):\n`);
console.log(format(table[0]));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const line of table.slice(1)) console.log(format(line));
console.log('');

// Where the first download's weight goes, to start from when it is over budget.
if (rows.some((row) => row.check === 'sign-in route' && row.status === 'OVER')) {
  const files = [...new Set([...signInRouteKeys].map((key) => manifest[key].file).filter(isJs))];
  console.log('Sign-in route files:');
  for (const file of files.sort((a, b) => gzipBytes(b) - gzipBytes(a))) {
    console.log(`  ${(gzipBytes(file) / 1024).toFixed(1).padStart(7)} KiB  ${file}`);
  }
  console.log('');
}

for (const warning of warnings) console.warn(`warning: ${warning}`);
if (failures.length > 0) {
  console.error(`\nBundle budget FAILED (${failures.length}):`);
  for (const failure of failures) console.error(`  - ${failure}`);
  process.exit(1);
}
console.log(
  "Bundle budget OK: within docs/design.md §8, every tenant's sign-in page painted before any script, " +
    'no emulator, msw or Amplify before sign-in, payments on the purchase page only, ' +
    'the public chatbot within its budgets and free of the emulator and React, ' +
    'no source map published or referenced.',
);
