#!/usr/bin/env node
/**
 * Scaffolds a feature in the house style: `npm run new:feature -- <name> --route <pathKey>`.
 *
 * Writes the feature's folder (index, slice, sagas, api, selectors, types, a page and its integration test),
 * its wire contract (src/contracts/<name>.ts) and its emulator module (state, seed, gateway operations and a
 * test that attacks their rules), then plugs them in with the only two shared edits a feature needs: the page
 * on its route table entry (src/app/routes.ts) and the module in the emulator's registry
 * (src/emulator/core/modules.ts). The templates are in scripts/feature-template; the result is a working page (a
 * list of the organisation's items that administrators add to) for the feature to grow from.
 *
 *   --route <pathKey>  the key in src/config/paths.ts whose route the page serves (the route table already
 *                      lists every route of the spec; the entry must not have a page yet)
 *   --dry-run          print what would be written, write nothing
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const templates = path.join(root, 'scripts/feature-template');

function fail(message) {
  console.error(`new:feature: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { route: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
});
const [name] = positionals;
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  fail('usage: npm run new:feature -- <kebab-case-name> --route <pathKey>');
}
if (!values.route) fail('--route <pathKey> is required (a key of src/config/paths.ts)');

const words = name.split('-');
const camel =
  words[0] +
  words
    .slice(1)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
const pascal = camel[0].toUpperCase() + camel.slice(1);
const constant = words.join('_').toUpperCase();

// ------------------------------------------------------------------------------------- the route table entry
const routesFile = path.join(root, 'src/app/routes.ts');
const routes = readFileSync(routesFile, 'utf8');
const key = values.route;
const pathsSource = readFileSync(path.join(root, 'src/config/paths.ts'), 'utf8');
const pathMatch = new RegExp(`\\b${key}: (?:route\\('([^']+)'\\)|\\{\\s*path: '([^']+)')`).exec(pathsSource);
if (!pathMatch) fail(`src/config/paths.ts has no route '${key}'`);
const routePath = pathMatch[1] ?? pathMatch[2];
if (routePath.includes(':')) fail(`${routePath} has parameters: scaffold on a plain route, then add them`);

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
const pageImport = `page: () => import('@/features/${name}/pages/${pascal}Page'),`;
const newEntry = `${entry.slice(0, -1).replace(/,?\s*$/, ',')} ${pageImport} }`;
const newRoutes = routes.slice(0, start) + newEntry + routes.slice(end + 1);

// ------------------------------------------------------------------------------------- the emulator registry
const modulesFile = path.join(root, 'src/emulator/core/modules.ts');
const modules = readFileSync(modulesFile, 'utf8');
const registryEnd = modules.indexOf('] as const;');
if (registryEnd < 0) fail('src/emulator/core/modules.ts has no `emulatorModules = [ … ] as const` registry');
const lastImport = modules.lastIndexOf('\nimport ');
const afterLastImport = modules.indexOf('\n', lastImport + 1) + 1;
const newModules =
  modules.slice(0, afterLastImport) +
  `import { ${camel}Module } from '../modules/${name}/module';\n` +
  modules.slice(afterLastImport, registryEnd) +
  `  ${camel}Module,\n` +
  modules.slice(registryEnd);

// ------------------------------------------------------------------------------------- the new files
const substitute = (text) =>
  text
    .replaceAll('__CONSTANT__', constant)
    .replaceAll('__Pascal__', pascal)
    .replaceAll('__camel__', camel)
    .replaceAll('__name__', name)
    .replaceAll('__title__', title)
    .replaceAll('__path__', routePath);

const destinations = {
  contracts: 'src/contracts',
  feature: `src/features/${name}`,
  emulator: `src/emulator/modules/${name}`,
};

function templateFiles(folder) {
  return readdirSync(folder).flatMap((entryName) => {
    const full = path.join(folder, entryName);
    return statSync(full).isDirectory() ? templateFiles(full) : [full];
  });
}

const files = templateFiles(templates).map((template) => {
  const [area, ...rest] = path.relative(templates, template).split(path.sep);
  const target = path.join(destinations[area], substitute(rest.join('/')).replace(/\.tpl$/, ''));
  return { target, text: substitute(readFileSync(template, 'utf8')) };
});

for (const { target } of files) {
  if (existsSync(path.join(root, target))) fail(`${target} exists already`);
}

if (values['dry-run']) {
  for (const { target } of files) console.log(`would create ${target}`);
  console.log(`would add to src/app/routes.ts (${routePath}): ${pageImport}`);
  console.log(`would add to src/emulator/core/modules.ts: ${camel}Module`);
  process.exit(0);
}

for (const { target, text } of files) {
  mkdirSync(path.dirname(path.join(root, target)), { recursive: true });
  writeFileSync(path.join(root, target), text);
}
writeFileSync(routesFile, newRoutes);
writeFileSync(modulesFile, newModules);

// The house style: prettier's layout, then the import order lint fixes (the registry's import lands sorted).
const touched = [...files.map(({ target }) => target), 'src/app/routes.ts', 'src/emulator/core/modules.ts'];
const bin = (tool) => path.join(root, 'node_modules/.bin', tool);
execFileSync(bin('prettier'), ['--write', '--log-level', 'warn', ...touched], {
  cwd: root,
  stdio: 'inherit',
});
execFileSync(bin('eslint'), ['--fix', '--rule', '{"simple-import-sort/imports":"error"}', ...touched], {
  cwd: root,
  stdio: 'inherit',
});

console.log(`Feature '${name}' (${title}, ${routePath}):`);
for (const target of files.map(({ target }) => target)) console.log(`  created  ${target}`);
console.log(`  changed  src/app/routes.ts        (${routePath} loads ${pascal}Page)`);
console.log(`  changed  src/emulator/core/modules.ts  (${camel}Module registered)`);
console.log(`Next: npm run test:unit -- src/features/${name} src/emulator/modules/${name}`);
