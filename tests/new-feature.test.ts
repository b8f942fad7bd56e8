/**
 * The feature generator (scripts/new-feature.mjs) on a copy of the repository, so that its templates cannot rot
 * while the code around them changes: it scaffolds a plain route as tabs (list + settings form), a route with
 * parameters as a form, and a page added to an existing feature; then the copy is type-checked (once, for all of
 * them), the generated files are linted, and the generated unit, emulator and integration tests are run.
 *
 * Slow by nature (about a minute on two cores: the generator's own prettier and eslint runs, then one tsc and one
 * eslint side by side, then one nested vitest run); everything else in this tier takes seconds.
 */
import { execFile, execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What the project needs to type-check, lint and test: its code, its configuration, the files they read. */
const COPIED = [
  'src',
  'tests',
  'scripts',
  'public',
  'tenants',
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite.widget.config.ts',
  'public-chatbot',
  'eslint.config.js',
  'playwright.config.ts',
  '.prettierrc.json',
  '.prettierignore',
];

let scratch = '';

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** How a child process runs in the copy: without the variables of the vitest run this test is part of. */
function childOptions() {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('VITEST') && !['NODE_OPTIONS', 'FORCE_COLOR'].includes(name),
    ),
  );
  return {
    cwd: scratch,
    env: { ...env, NO_COLOR: '1' },
    encoding: 'utf8' as const,
    maxBuffer: 64 * 1024 * 1024,
  };
}
const bin = (tool: string) => path.join(scratch, 'node_modules/.bin', tool);

/** A failed step: its own output is the test's message. */
function stepFailed(what: string, error: unknown): Error {
  const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
  return new Error(`${what} failed:\n${stdout}\n${stderr}`.slice(0, 20_000), { cause: error });
}

/**
 * Three routes the spec does not have, added to the copy's paths and route table: every route of the spec has its
 * page by now, and the generator scaffolds only a route that has none yet (a plain one for any member; one with a
 * parameter and one more for a page added to its feature, both administrators', whose generated tests read the
 * pages as an administrator).
 */
function addRoutesWithoutPages() {
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(path.join(scratch, file), change(readFileSync(path.join(scratch, file), 'utf8')));
  edit('src/config/paths.ts', (text) =>
    text.replace(
      '} as const;',
      [
        "  generatedPlain: route('/generated-plain'),",
        '  generatedItem: {',
        "    path: '/generated-items/:itemId',",
        '    href: (itemId: string) => `/generated-items/${encodeURIComponent(itemId)}`,',
        '  },',
        "  generatedItemCreate: route('/generated-item-create'),",
        '} as const;',
      ].join('\n'),
    ),
  );
  const entry = (key: string, title: string, access: 'private' | 'admin') =>
    `  { path: paths.${key}.path, access: '${access}', title: '${title}', help: 'general' },`;
  edit('src/app/routes.ts', (text) =>
    text.replace(
      /\n\];/,
      [
        '',
        entry('generatedPlain', 'Generated Plain', 'private'),
        entry('generatedItem', 'Generated Item', 'admin'),
        entry('generatedItemCreate', 'Generated Item', 'admin'),
        '];',
      ].join('\n'),
    ),
  );
}

/** Runs a step and waits for it. */
function step(what: string, command: string, args: string[]) {
  try {
    return execFileSync(command, args, { ...childOptions(), stdio: 'pipe' });
  } catch (error) {
    throw stepFailed(what, error);
  }
}

/** Starts a step beside others (the static checks of the copy are independent: together they keep both cores busy). */
async function stepAlongside(what: string, command: string, args: string[]) {
  try {
    return (await promisify(execFile)(command, args, childOptions())).stdout;
  } catch (error) {
    throw stepFailed(what, error);
  }
}

describe('npm run new:feature', () => {
  it(
    'writes features and pages that type-check, pass the lint and pass their own tests',
    async () => {
      scratch = mkdtempSync(path.join(tmpdir(), 'new-feature-'));
      for (const entry of COPIED) {
        if (existsSync(path.join(repository, entry))) {
          cpSync(path.join(repository, entry), path.join(scratch, entry), { recursive: true });
        }
      }
      symlinkSync(realpathSync(path.join(repository, 'node_modules')), path.join(scratch, 'node_modules'));
      addRoutesWithoutPages();
      const generate = (...args: string[]) =>
        step(`new:feature ${args.join(' ')}`, 'node', ['scripts/new-feature.mjs', ...args]);

      // A plain route, in tabs: the list and the settings form.
      const tabs = generate('generated-tabs', '--route', 'generatedPlain', '--kind', 'tabs');
      expect(tabs).toContain('src/features/generated-tabs/pages/GeneratedTabsPage.tsx');
      // A route with a parameter, as a form.
      generate('generated-form', '--route', 'generatedItem', '--kind', 'form');
      // A page added to that feature: nothing else of it is rewritten.
      const formSaga = readFileSync(path.join(scratch, 'src/features/generated-form/sagas.ts'), 'utf8');
      generate('generated-form', '--page', 'GeneratedCreate', '--route', 'generatedItemCreate');
      expect(readFileSync(path.join(scratch, 'src/features/generated-form/sagas.ts'), 'utf8')).toBe(formSaga);

      const routes = readFileSync(path.join(scratch, 'src/app/routes.ts'), 'utf8');
      expect(routes).toContain("import('@/features/generated-tabs/pages/GeneratedTabsPage')");
      expect(routes).toContain("import('@/features/generated-form/pages/GeneratedFormPage')");
      expect(routes).toContain("import('@/features/generated-form/pages/GeneratedCreatePage')");
      const page = readFileSync(
        path.join(scratch, 'src/features/generated-form/pages/GeneratedFormPage.tsx'),
        'utf8',
      );
      expect(page).toContain('useParams()');
      const spec = readFileSync(path.join(scratch, 'tests/e2e/generated-form.spec.ts'), 'utf8');
      expect(spec).toContain("'/generated-items/example'");
      expect(spec).toContain('simulateFailure(');

      const generated = [
        'src/features/generated-tabs',
        'src/features/generated-form',
        'src/contracts/generated-tabs.ts',
        'src/contracts/generated-form.ts',
        'src/emulator/modules/generated-tabs',
        'src/emulator/modules/generated-form',
        'tests/e2e/generated-tabs.spec.ts',
        'tests/e2e/generated-form.spec.ts',
        'tests/e2e/generated-create.spec.ts',
        'src/app/routes.ts',
        'src/emulator/core/modules.ts',
      ];
      await Promise.all([
        stepAlongside('tsc', bin('tsc'), ['--noEmit', '-p', '.']),
        stepAlongside('eslint', bin('eslint'), ['--max-warnings=0', ...generated]),
        stepAlongside('the operation literals check', 'node', ['scripts/check-operation-literals.mjs']),
      ]);
      // Alone: the generated integration tests wait for the page within Testing Library's timeout.
      const tests = step('the generated tests', bin('vitest'), [
        'run',
        'src/features/generated-tabs',
        'src/features/generated-form',
        'src/emulator/modules/generated-tabs',
        'src/emulator/modules/generated-form',
      ]);
      expect(tests).toMatch(/Test Files\s+5 passed \(5\)/);
    },
    10 * 60_000,
  );
});
