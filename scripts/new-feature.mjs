#!/usr/bin/env node
/**
 * Scaffolds a feature in the house style: `npm run new:feature -- <name> --route <pathKey> [--kind list|form|tabs]`.
 *
 * Writes the feature's folder (index, slice, sagas, api, selectors, types, messages, its sections, a page and its
 * integration test), its wire contract (src/contracts/<name>.ts), its emulator module (state, seed, gateway
 * operations and a test that attacks their rules) and a Playwright spec (tests/e2e/<name>.spec.ts: the success
 * path and a load failure), then plugs them in with the only two shared edits a feature needs: the page on its
 * route table entry (src/app/routes.ts) and the module in the emulator's registry (src/emulator/core/modules.ts).
 * The page uses the page kit (PageHeader, LoadError, TabbedPage); every text is in the feature's messages.ts.
 *
 *   --route <pathKey>  the key in src/config/paths.ts whose route the page serves (the route table already
 *                      lists every route of the spec; the entry must not have a page yet). A route with
 *                      parameters (`/action-buttons/:actionId`) is fine: the page reads them with useParams and
 *                      every call sends them; the seed, the tests and the e2e spec use the value 'example'.
 *   --kind list        (default) the organisation's items, which administrators add to
 *   --kind form        a Formik + yup form that loads and saves a settings object
 *   --kind tabs        a TabbedPage (the open tab in the address): the list, then the settings form
 *   --page <Name>      with the name of an existing feature: add only a page (<Name>Page, its test, an e2e spec
 *                      and its route table entry) to that feature, leaving its other files as they are but for
 *                      one more table appended to its messages.ts (created if it has none)
 *   --dry-run          print what would be written, write nothing
 *
 * The templates are in scripts/feature-template: plain files with `__tokens__`, and `// @if <flags>` … `// @end`
 * lines around what only some kinds have (flags: list, settings, tabs, list-only, form-only, params, admin — an
 * administrators' route; `a,b` is either, `!a` is not). A template that comes out empty is not written. tests/new-feature.test.ts runs the
 * generator on a copy of the repository and type-checks, lints and tests what it writes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const templates = path.join(path.dirname(fileURLToPath(import.meta.url)), 'feature-template');

/** The value a route's parameters take in the seed, the tests and the e2e spec. */
const SEED_PARAMETER = 'example';
const KINDS = ['list', 'form', 'tabs'];

function fail(message) {
  console.error(`new:feature: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    route: { type: 'string' },
    kind: { type: 'string', default: 'list' },
    page: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const [name] = positionals;
const usage =
  'usage: npm run new:feature -- <kebab-case-name> --route <pathKey> [--kind list|form|tabs] [--page <Name>]';
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) fail(usage);
if (!values.route) fail('--route <pathKey> is required (a key of src/config/paths.ts)');
if (!KINDS.includes(values.kind)) fail(`--kind is one of ${KINDS.join(', ')}`);

const words = name.split('-');
const camel =
  words[0] +
  words
    .slice(1)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
const pascal = camel[0].toUpperCase() + camel.slice(1);
const constant = words.join('_').toUpperCase();
const featureDir = `src/features/${name}`;

// ------------------------------------------------------------------------------------- the route
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const routes = read('src/app/routes.ts');
const key = values.route;
const pathMatch = new RegExp(`\\b${key}: (?:route\\('([^']+)'\\)|\\{\\s*path: '([^']+)')`).exec(
  read('src/config/paths.ts'),
);
if (!pathMatch) fail(`src/config/paths.ts has no route '${key}'`);
const routePath = pathMatch[1] ?? pathMatch[2];
const params = [...routePath.matchAll(/:(\w+)/g)].map((match) => match[1]);
const seedPath = routePath.replace(/:\w+/g, SEED_PARAMETER);

// The entry is the object literal holding `path: paths.<key>.path`, on one line or several.
const marker = `path: paths.${key}.path,`;
const at = routes.indexOf(marker);
if (at < 0) fail(`src/app/routes.ts has no entry for paths.${key}`);
const start = routes.lastIndexOf('{', at);
const end = routes.indexOf('}', at);
const entry = routes.slice(start, end + 1);
if (/\bpage:/.test(entry)) fail(`the route ${routePath} already has a page`);
const title = /title: '((?:[^'\\]|\\.)*)'/.exec(entry)?.[1].replace(/\\'/g, "'");
if (!title) fail(`the route entry of ${routePath} has no title`);

// ------------------------------------------------------------------------------------- what is generated
const addingPage = values.page !== undefined;
const pageName = addingPage ? values.page.replace(/Page$/, '') + 'Page' : `${pascal}Page`;
if (!/^[A-Z][A-Za-z0-9]*Page$/.test(pageName))
  fail('--page takes a PascalCase name (e.g. --page SlotValues)');
const pageKebab = pageName
  .replace(/Page$/, '')
  .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
  .toLowerCase();
const pageConstant = pageKebab.replaceAll('-', '_').toUpperCase();
const pageImport = `page: () => import('@/features/${name}/pages/${pageName}'),`;
const newRoutes = `${routes.slice(0, start)}${entry.slice(0, -1).replace(/,?\s*$/, ',')} ${pageImport} }${routes.slice(end + 1)}`;

let featureExport = `${camel}Feature`;
if (addingPage) {
  if (!existsSync(path.join(root, featureDir, 'index.ts')))
    fail(`${featureDir} is not a feature (no index.ts)`);
  const declared = /export const (\w+Feature) = defineFeature/.exec(read(`${featureDir}/index.ts`));
  if (!declared)
    fail(`${featureDir}/index.ts declares no feature (export const xFeature = defineFeature(…))`);
  featureExport = declared[1];
} else if (existsSync(path.join(root, featureDir))) {
  fail(`${featureDir} exists already: add a page to it with --page <Name>`);
}

const kind = values.kind;
// An administrators' route: an ordinary user never sees the page, so its tests read it as an administrator.
const adminRoute = /\baccess: 'admin'/.test(entry);
const flags = new Set([
  kind,
  `${kind}-only`,
  ...(kind === 'list' || kind === 'tabs' ? ['list'] : []),
  ...(kind === 'form' || kind === 'tabs' ? ['settings'] : []),
  ...(params.length ? ['params'] : []),
  ...(adminRoute ? ['admin'] : []),
]);

/** Keeps the lines whose `// @if` conditions hold and drops the condition lines. */
function preprocess(text) {
  const holds = (condition) =>
    condition.split(',').some((term) => (term.startsWith('!') ? !flags.has(term.slice(1)) : flags.has(term)));
  const open = [];
  const kept = [];
  for (const line of text.split('\n')) {
    const directive = /^\s*\/\/ @(if|end)\b\s*(.*)$/.exec(line);
    if (directive?.[1] === 'if') open.push(holds(directive[2].trim()));
    else if (directive) open.pop();
    else if (open.every(Boolean)) kept.push(line);
  }
  return kept.join('\n');
}

const quoted = (text) => text.replaceAll('\\', '\\\\').replaceAll("'", "\\'");
const messagesNow =
  kind === 'form'
    ? { loadFailed: 'The settings could not be loaded. Please try again.' }
    : {
        loadFailed: `The ${title} could not be loaded. Please try again.`,
      };
const tokens = {
  __ParamsType__: params.length ? `{ ${params.map((param) => `${param}: string`).join('; ')} }` : 'object',
  __emptyParams__: params.length ? `{ ${params.map((param) => `${param}: ''`).join(', ')} }` : '{}',
  __paramsFromFields__: params
    .map((param) => `${param}: stringField(fields, '${param}', { required: true })`)
    .join(', '),
  __seedParams__: params.map((param) => `${param}: '${SEED_PARAMETER}',`).join(' '),
  __useParamsImport__: params.length ? "import { useParams } from 'react-router';" : '',
  __paramsRead__: params.length
    ? `const { ${params.map((param) => `${param} = ''`).join(', ')} } = useParams();`
    : '',
  __paramsObject__: `{ ${params.join(', ')} }`,
  __paramsDeps__: params.map((param) => `${param}, `).join(''),
  __subtitle__: params.length ? `subtitle={${params.join(' + " / " + ')}}` : '',
  __loadOperation__: kind === 'form' ? `get${pascal}Settings` : `list${pascal}Items`,
  __loadFailedText__: quoted(messagesNow.loadFailed),
  __seededCheck__:
    kind === 'form'
      ? "await expect(page.getByRole('textbox', { name: /^Label/ })).toHaveValue('Example label');"
      : "await expect(page.getByText('First example')).toBeVisible();",
  __readerAccount__: adminRoute ? 'administrator' : 'user',
  __featureExport__: featureExport,
  __PAGE_CONSTANT__: pageConstant,
  __pageKebab__: pageKebab,
  __Page__: pageName,
  __CONSTANT__: constant,
  __Pascal__: pascal,
  __camel__: camel,
  __name__: name,
  __title__: quoted(title),
  __seedPath__: seedPath,
  __path__: routePath,
};
const substitute = (text) =>
  Object.entries(tokens).reduce((result, [token, value]) => result.replaceAll(token, value), text);

function templateFiles(folder) {
  return readdirSync(folder).flatMap((entryName) => {
    const full = path.join(folder, entryName);
    return statSync(full).isDirectory() ? templateFiles(full) : [full];
  });
}

const destinations = addingPage
  ? { page: featureDir, 'page-e2e': 'tests/e2e' }
  : {
      contracts: 'src/contracts',
      feature: featureDir,
      emulator: `src/emulator/modules/${name}`,
      e2e: 'tests/e2e',
    };
const files = templateFiles(templates).flatMap((template) => {
  const [area, ...rest] = path.relative(templates, template).split(path.sep);
  const destination = destinations[area === 'page' && rest[0] === 'e2e' ? 'page-e2e' : area];
  if (!destination) return [];
  const relative = area === 'page' && rest[0] === 'e2e' ? rest.slice(1) : rest;
  const text = substitute(preprocess(readFileSync(template, 'utf8')));
  if (!text.trim()) return [];
  return [{ target: path.join(destination, substitute(relative.join('/')).replace(/\.tpl$/, '')), text }];
});

// --page: the messages table is appended to the feature's messages.ts, not written over it.
const appended = files.filter(({ target }) => target === path.join(featureDir, 'messages.ts') && addingPage);
const created = files.filter((file) => !appended.includes(file));
for (const { target } of created) {
  if (existsSync(path.join(root, target))) fail(`${target} exists already`);
}

// ------------------------------------------------------------------------------------- the emulator registry
const modulesFile = 'src/emulator/core/modules.ts';
let newModules;
if (!addingPage) {
  const modules = read(modulesFile);
  const registryEnd = modules.indexOf('] as const;');
  if (registryEnd < 0) fail(`${modulesFile} has no \`emulatorModules = [ … ] as const\` registry`);
  const lastImport = modules.lastIndexOf('\nimport ');
  const afterLastImport = modules.indexOf('\n', lastImport + 1) + 1;
  newModules =
    modules.slice(0, afterLastImport) +
    `import { ${camel}Module } from '../modules/${name}/module';\n` +
    modules.slice(afterLastImport, registryEnd) +
    `  ${camel}Module,\n` +
    modules.slice(registryEnd);
}

// ------------------------------------------------------------------------------------- the phone test
// The 360 px test checks every route; it lists them itself only if it has a literal list to add to.
const phoneSpec = 'tests/e2e/phone.spec.ts';
const phoneNote = !existsSync(path.join(root, phoneSpec))
  ? `${phoneSpec} not found: check the page at 360 × 740 by hand`
  : /Object\.values\(paths\)/.test(read(phoneSpec))
    ? `${phoneSpec} visits every route of src/config/paths.ts (parameters as 'sample'): nothing to add`
    : `${phoneSpec} has no route list the generator knows: add ${routePath} to it by hand`;

const summary = [
  ...created.map(({ target }) => `  created  ${target}`),
  ...appended.map(({ target }) => `  appended ${target}  (${pageConstant}_MESSAGES)`),
  `  changed  src/app/routes.ts  (${routePath} loads ${pageName})`,
  ...(addingPage ? [] : [`  changed  ${modulesFile}  (${camel}Module registered)`]),
  `  phone    ${phoneNote}`,
];
const heading = addingPage
  ? `Page ${pageName} of '${name}' (${title}, ${routePath})`
  : `Feature '${name}' (--kind ${kind}; ${title}, ${routePath})`;

if (values['dry-run']) {
  console.log(`${heading}, dry run: nothing written.`);
  console.log(
    summary
      .join('\n')
      .replaceAll('  created ', '  would create')
      .replaceAll('  changed ', '  would change')
      .replaceAll('  appended', '  would append'),
  );
  process.exit(0);
}

for (const { target, text } of created) {
  mkdirSync(path.dirname(path.join(root, target)), { recursive: true });
  writeFileSync(path.join(root, target), text);
}
for (const { target, text } of appended) {
  const file = path.join(root, target);
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, before ? `${before.trimEnd()}\n${text}` : text.trimStart());
}
writeFileSync(path.join(root, 'src/app/routes.ts'), newRoutes);
if (newModules) writeFileSync(path.join(root, modulesFile), newModules);

// The house style: prettier's layout, then the lint's fixes (the import order, merged imports).
const touched = [
  ...files.map(({ target }) => target),
  'src/app/routes.ts',
  ...(addingPage ? [] : [modulesFile]),
];
const bin = (tool) => path.join(root, 'node_modules/.bin', tool);
execFileSync(bin('prettier'), ['--write', '--log-level', 'warn', ...touched], {
  cwd: root,
  stdio: 'inherit',
});
await applyLintFixes(touched);

console.log(`${heading}:`);
console.log(summary.join('\n'));
const tests = addingPage
  ? `${featureDir}/pages/${pageName}.test.tsx`
  : `${featureDir} src/emulator/modules/${name}`;
console.log(
  `Next: npx vitest run ${tests}; npx playwright test tests/e2e/${addingPage ? pageKebab : name}.spec.ts`,
);

/**
 * The lint's fixes (the import order, merged imports) and its other syntactic rules, without type information:
 * building the whole program for the type-aware rules took about 20 s of the generator's 25, and they fix
 * nothing a template writes. `npm run lint` (and tests/new-feature.test.ts) still runs every rule on the result.
 */
async function applyLintFixes(files) {
  const [{ ESLint }, { default: tseslint }] = await Promise.all([
    import('eslint'),
    import('typescript-eslint'),
  ]);
  const typeAware = new Set(
    Object.entries(tseslint.plugin.rules)
      .filter(([, rule]) => rule.meta?.docs?.requiresTypeChecking)
      .map(([name]) => `@typescript-eslint/${name}`),
  );
  const eslint = new ESLint({
    cwd: root,
    fix: true,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => !typeAware.has(ruleId),
  });
  const results = await eslint.lintFiles(files);
  await ESLint.outputFixes(results);
  if (results.some((result) => result.errorCount + result.warningCount > 0)) {
    const formatter = await eslint.loadFormatter('stylish');
    console.error(await formatter.format(results));
    fail('the files are written, but the lint found the problems above (a template to fix?)');
  }
}
