#!/usr/bin/env node
// Fails when modules import each other in a circle (static `import`/`export … from`, type-only ones included:
// a cycle of types is still two modules that cannot be understood apart). Dynamic `import()` does not count:
// it loads later and cannot deadlock module evaluation. Resolves paths through the tsconfig (the @/ alias).
//
// Features are checked as wholes too (docs/adr/0008): which features each feature's code imports must match
// scripts/feature-dependencies.json, whose graph must have no cycle. Two features that import each other through
// different files make no module cycle, yet neither can be understood, tested or removed without the other.
//
//   node scripts/check-cycles.mjs [--root src] [--tsconfig tsconfig.json]
//
// Plain Node + the project's TypeScript (already a dev dependency): nothing native, nothing extra to install.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const args = { root: path.join(projectRoot, 'src'), tsconfig: path.join(projectRoot, 'tsconfig.json') };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--root' && argv[i + 1]) args.root = path.resolve(argv[(i += 1)]);
    else if (argv[i] === '--tsconfig' && argv[i + 1]) args.tsconfig = path.resolve(argv[(i += 1)]);
    else {
      console.error(
        `Unknown argument: ${argv[i]}\nUsage: node scripts/check-cycles.mjs [--root <dir>] [--tsconfig <file>]`,
      );
      process.exit(2);
    }
  }
  return args;
}

function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules') files.push(...sourceFiles(full));
    } else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** The module specifiers a file imports at its top level (static imports and re-exports). */
function staticImports(file) {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(statement) &&
      ts.isExternalModuleReference(statement.moduleReference) &&
      ts.isStringLiteral(statement.moduleReference.expression)
    ) {
      specifiers.push(statement.moduleReference.expression.text);
    }
  }
  return specifiers;
}

/** The import graph of the files under `root`, edges to files under `root` only. */
export function importGraph(root, tsconfigPath) {
  const config = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config ?? {}, ts.sys, path.dirname(tsconfigPath));
  const host = ts.createCompilerHost(options);
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const edges = new Set();
    for (const specifier of staticImports(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (target.startsWith(root + path.sep) && target !== file) edges.add(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Strongly connected components with more than one module (Tarjan), each as one cycle through it. */
export function findCycles(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indexOf.has(node)) visit(node);
  // One concrete circle per component: walk from its first module until a module repeats.
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0];
    const path_ = [start];
    const seen = new Set([start]);
    let current = start;
    for (;;) {
      const next = [...(graph.get(current) ?? [])].sort().find((candidate) => members.has(candidate));
      if (seen.has(next)) return [...path_.slice(path_.indexOf(next)), next];
      path_.push(next);
      seen.add(next);
      current = next;
    }
  });
}

/** A file that only tests use: tests may import any feature. */
const isTestFile = (file) => /\.test\.tsx?$/.test(file) || /(^|[/\\])test-support\.tsx?$/.test(file);

/**
 * The features each feature's code imports, from a module graph: `{ feature: Set<feature> }` for every folder
 * under `featuresRoot` (test files left out).
 */
export function featureGraph(graph, featuresRoot) {
  const featureOf = (file) => {
    const [name, ...rest] = path.relative(featuresRoot, file).split(path.sep);
    return name === '..' || rest.length === 0 ? null : name;
  };
  const features = new Map();
  for (const [file, targets] of graph) {
    const from = featureOf(file);
    if (!from) continue;
    if (!features.has(from)) features.set(from, new Set());
    if (isTestFile(file)) continue;
    for (const target of targets) {
      const to = featureOf(target);
      if (to && to !== from) features.get(from).add(to);
    }
  }
  return features;
}

/** What is wrong between the features' imports and their declared dependencies: one sentence each. */
export function featureDependencyProblems(actual, declared) {
  const problems = [];
  for (const [feature, uses] of [...actual].sort(([a], [b]) => a.localeCompare(b))) {
    const allowed = declared[feature];
    if (!Array.isArray(allowed)) {
      problems.push(`${feature} is not declared in scripts/feature-dependencies.json`);
      continue;
    }
    for (const used of [...uses].sort())
      if (!allowed.includes(used)) problems.push(`${feature} imports ${used}, which it does not declare`);
    for (const unused of allowed)
      if (!uses.has(unused)) problems.push(`${feature} declares ${unused}, which it no longer imports`);
  }
  for (const feature of Object.keys(declared))
    if (!feature.startsWith('$') && !actual.has(feature))
      problems.push(`${feature} is declared but has no folder`);
  const declaredGraph = new Map(
    Object.entries(declared)
      .filter(([feature]) => !feature.startsWith('$'))
      .map(([feature, uses]) => [feature, new Set(uses)]),
  );
  for (const cycle of findCycles(declaredGraph))
    problems.push(`features depend on each other: ${cycle.join(' -> ')}`);
  return problems;
}

/**
 * The layers of src/, lowest first (docs/design.md §2: shared → features → app): a module imports its own layer
 * and the ones below, never one above. lib/redux, the store's glue, sits above the services whose clients its
 * effects call. The emulated cloud stands apart: it uses the shared layers below the store, and nothing imports
 * it statically (the demo loads it with `import()`). Test files and test-support modules may import anything.
 */
export const LAYERS = [
  ['config', 'contracts', 'data'],
  ['lib'],
  ['services'],
  ['lib/redux', 'components'],
  ['features'],
  // The public chatbot (src/widget) is an app of its own beside the portal's.
  ['app', 'widget'],
  ['main.tsx'],
];
const EMULATOR = 'emulator';
const EMULATOR_USES = new Set(['config', 'contracts', 'data', 'lib', 'services']);

/** The layer of a file under `srcRoot`: its first folder (lib/redux apart), or the file itself at the top. */
export function layerOf(file, srcRoot) {
  const parts = path.relative(srcRoot, file).split(path.sep);
  return parts[0] === 'lib' && parts[1] === 'redux' && parts.length > 2 ? 'lib/redux' : parts[0];
}

/** Every static import that goes up a layer, into the emulator, or from the emulator into the app's layers. */
export function layerProblems(graph, srcRoot) {
  const rank = new Map(LAYERS.flatMap((names, index) => names.map((name) => [name, index])));
  const show = (file) => path.relative(srcRoot, file).split(path.sep).join('/');
  const problems = [];
  for (const [file, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    if (isTestFile(file)) continue;
    const from = layerOf(file, srcRoot);
    for (const target of [...targets].sort()) {
      const to = layerOf(target, srcRoot);
      if (to === from) continue;
      const refused =
        from === EMULATOR
          ? !EMULATOR_USES.has(to)
          : to === EMULATOR || (rank.has(from) && rank.has(to) && rank.get(to) > rank.get(from));
      if (refused) problems.push(`${show(file)} (${from}) imports ${show(target)} (${to})`);
    }
  }
  return problems;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { root, tsconfig } = parseArgs(process.argv.slice(2));
  const graph = importGraph(root, tsconfig);
  const cycles = findCycles(graph);
  const show = (file) => path.relative(projectRoot, file);
  if (cycles.length === 0) {
    console.log(`Import cycles: none in ${show(root) || '.'} (${graph.size} modules).`);
  } else {
    console.error(`Import cycles: ${cycles.length} in ${show(root) || '.'}:`);
    for (const cycle of cycles) console.error(`  ${cycle.map(show).join(' -> ')}`);
    process.exitCode = 1;
  }
  const layering = layerProblems(graph, root);
  if (layering.length === 0) {
    console.log('Layers: every import goes down (shared → features → app), none into the emulator.');
  } else {
    console.error(`Layers: ${layering.length} import(s) going the wrong way:`);
    for (const problem of layering) console.error(`  ${problem}`);
    process.exitCode = 1;
  }
  const featuresRoot = path.join(root, 'features');
  if (statSync(featuresRoot, { throwIfNoEntry: false })?.isDirectory()) {
    const declared = JSON.parse(
      readFileSync(path.join(projectRoot, 'scripts/feature-dependencies.json'), 'utf8'),
    );
    const features = featureGraph(graph, featuresRoot);
    const problems = featureDependencyProblems(features, declared);
    if (problems.length === 0) {
      console.log(`Feature dependencies: as declared, no cycle (${features.size} features).`);
    } else {
      console.error(`Feature dependencies: ${problems.length} problem(s):`);
      for (const problem of problems) console.error(`  ${problem}`);
      process.exitCode = 1;
    }
  }
}
