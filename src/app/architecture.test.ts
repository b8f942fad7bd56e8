import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import { getBubbles } from '@/contracts/chat';
import { createIntent } from '@/contracts/connections';
import { reportBug } from '@/contracts/support';
import { listUsers } from '@/contracts/users';

import {
  featureDependencyProblems,
  featureGraph,
  findCycles,
  importGraph,
  layerProblems,
} from '../../scripts/check-cycles.mjs';
import { findOperationLiterals, operationCatalogue } from '../../scripts/check-operation-literals.mjs';
import features from '../../scripts/eslint/feature-boundaries.mjs';
import declaredFeatureDependencies from '../../scripts/feature-dependencies.json';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** The boundary rule alone (no type information needed), on source text as if it were at `filePath`. */
async function boundaryErrors(filePath: string, source: string) {
  const eslint = new ESLint({
    cwd: projectRoot,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { features },
        rules: { 'features/boundaries': 'error' },
      },
    ],
  });
  const [result] = await eslint.lintText(source, { filePath: path.join(projectRoot, filePath) });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('the feature boundary rule', () => {
  it('is on for application code and tests in the project’s ESLint config', async () => {
    const eslint = new ESLint({ cwd: projectRoot });
    for (const file of ['src/app/router.tsx', 'src/features/users/pages/UsersPage.tsx', 'tests/render.tsx']) {
      const config = (await eslint.calculateConfigForFile(path.join(projectRoot, file))) as {
        rules: Record<string, unknown>;
      };
      expect(config.rules['features/boundaries'], file).toEqual([2]);
    }
  });

  it('reports a deep import into another feature, static, re-exported, relative or dynamic', async () => {
    expect(
      await boundaryErrors(
        'src/app/layout/Example.tsx',
        "import { usersReducer } from '@/features/users/slice';\n",
      ),
    ).toEqual([
      "'@/features/users/slice' reaches into the users feature: import '@/features/users' (its index) instead.",
    ]);
    expect(
      await boundaryErrors(
        'src/features/chat/example.ts',
        "export { notify } from '../notifications/slice';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('src/lib/example.ts', "export * from '@/features/auth/session';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/app/layout/Example.tsx',
        "export const load = () => import('@/features/chat/components/ChatLauncher');\n",
      ),
    ).toHaveLength(1);
  });

  it('allows the index, a feature’s own files, and route modules loaded lazily by the route table', async () => {
    expect(
      await boundaryErrors(
        'src/app/layout/Example.tsx',
        "import { usersFeature } from '@/features/users';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/features/users/components/Example.tsx',
        "import { usersReducer } from '../slice';\nimport { selectUsers } from '@/features/users/selectors';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/app/routes.ts',
        "export const page = () => import('@/features/users/pages/UsersPage');\n",
      ),
    ).toEqual([]);
    // Only the route table, only lazily.
    expect(
      await boundaryErrors(
        'src/app/routes.ts',
        "import UsersPage from '@/features/users/pages/UsersPage';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/app/router.tsx',
        "export const page = () => import('@/features/users/pages/UsersPage');\n",
      ),
    ).toHaveLength(1);
  });
});

/** The project's no-restricted-imports for `filePath`, alone (no type information), on source text. */
async function restrictedImportErrors(filePath: string, source: string) {
  const project = new ESLint({ cwd: projectRoot });
  const config = (await project.calculateConfigForFile(path.join(projectRoot, filePath))) as {
    rules: Record<string, unknown>;
  };
  const rule = config.rules['no-restricted-imports'];
  if (rule === undefined) return [];
  const eslint = new ESLint({
    cwd: projectRoot,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        rules: { 'no-restricted-imports': rule as 'error' },
      },
    ],
  });
  const [result] = await eslint.lintText(source, { filePath: path.join(projectRoot, filePath) });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('the emulator’s ESLint zone', () => {
  it('keeps features and the app out of the emulated cloud', async () => {
    for (const source of [
      "import { usersReducer } from '@/features/users';\n",
      "import { routes } from '@/app/routes';\n",
      "import { usersReducer } from '../../../features/users';\n",
    ]) {
      const errors = await restrictedImportErrors('src/emulator/modules/users/operations.ts', source);
      expect(errors, source).toHaveLength(1);
      expect(errors[0]).toContain('The emulated cloud is a stand-in for the real one');
    }
    expect(
      await restrictedImportErrors(
        'src/emulator/modules/users/operations.ts',
        "import { listUsers } from '@/contracts/users';\nimport { sanitizeHtml } from '@/lib/sanitize-html';\n",
      ),
    ).toEqual([]);
    // Its test-support helpers are harness: they sign in through the test session.
    expect(
      await restrictedImportErrors(
        'src/emulator/core/gateway/test-support.ts',
        "import { signInDirectly } from '@tests/session';\n",
      ),
    ).toEqual([]);
  });

  it('keeps the emulated cloud out of features, the app and the shared layers', async () => {
    for (const file of [
      'src/features/users/pages/UsersPage.tsx',
      'src/app/router.tsx',
      'src/services/gateway.ts',
      'src/contracts/users.ts',
    ]) {
      const errors = await restrictedImportErrors(file, "import { DEMO_ACCOUNTS } from '@/emulator/seed';\n");
      expect(errors, file).toHaveLength(1);
    }
  });
});

describe('the import cycle check', () => {
  it('reports modules that import each other, type-only imports included, and not lazy imports', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
    writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(path.join(dir, 'b.ts'), "import type { C } from './c';\nexport const b: C = 1;\n");
    writeFileSync(
      path.join(dir, 'c.ts'),
      "import type { a } from './a';\nexport type C = number;\nexport type A = typeof a;\n",
    );
    writeFileSync(path.join(dir, 'lazy.ts'), "export const load = () => import('./d');\n");
    writeFileSync(path.join(dir, 'd.ts'), "import { load } from './lazy';\nexport const d = load;\n");
    const cycles = findCycles(importGraph(dir, path.join(projectRoot, 'tsconfig.json')));
    expect(cycles.map((cycle) => cycle.map((file) => path.basename(file)))).toEqual([
      ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
    ]);
  });

  it('fails on features that import each other through different files (no module cycle), declared or not', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'feature-cycles-'));
    for (const feature of ['alpha', 'beta'])
      mkdirSync(path.join(dir, 'features', feature), { recursive: true });
    const write = (file: string, text: string) => writeFileSync(path.join(dir, 'features', file), text);
    write('alpha/index.ts', 'export const alpha = 1;\n');
    write('alpha/page.ts', "import { beta } from '../beta';\nexport const page = beta;\n");
    write('beta/index.ts', 'export const beta = 2;\n');
    write('beta/saga.ts', "import { alpha } from '../alpha';\nexport const saga = alpha;\n");
    // A test may import anything: it adds no dependency.
    write('beta/saga.test.ts', "import { page } from '../alpha/page';\nexport const seen = page;\n");
    const graph = importGraph(dir, path.join(projectRoot, 'tsconfig.json'));
    expect(findCycles(graph)).toEqual([]);
    const features = featureGraph(graph, path.join(dir, 'features'));
    expect(featureDependencyProblems(features, { alpha: ['beta'], beta: ['alpha'] })).toEqual([
      'features depend on each other: alpha -> beta -> alpha',
    ]);
    expect(featureDependencyProblems(features, { alpha: ['beta'], beta: [] })).toEqual([
      'beta imports alpha, which it does not declare',
    ]);
    expect(featureDependencyProblems(features, { alpha: ['beta'], beta: ['alpha'], gamma: [] })).toContain(
      'gamma is declared but has no folder',
    );
  });

  it('finds the features’ imports as declared in scripts/feature-dependencies.json, without a cycle', () => {
    const root = path.join(projectRoot, 'src');
    const features = featureGraph(
      importGraph(root, path.join(projectRoot, 'tsconfig.json')),
      path.join(root, 'features'),
    );
    expect(featureDependencyProblems(features, declaredFeatureDependencies)).toEqual([]);
  });

  it('fails on an import that goes up a layer, into the emulator, or from the emulator into the app', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
    for (const folder of ['lib/redux', 'services', 'features/alpha', 'emulator', 'app'])
      mkdirSync(path.join(dir, folder), { recursive: true });
    const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
    write('services/client.ts', "import { glue } from '../lib/redux/glue';\nexport const client = glue;\n");
    write(
      'lib/redux/glue.ts',
      "import type { Client } from '../../services/types';\nexport const glue: Client = 1;\n",
    );
    write('services/types.ts', 'export type Client = number;\n');
    write(
      'features/alpha/index.ts',
      "import { cloud } from '../../emulator/cloud';\nexport const alpha = cloud;\n",
    );
    write('emulator/cloud.ts', "import { shell } from '../app/shell';\nexport const cloud = shell;\n");
    write('app/shell.ts', "export const shell = () => import('../emulator/cloud');\n");
    write(
      'services/client.test.ts',
      "import { alpha } from '../features/alpha';\nexport const seen = alpha;\n",
    );
    expect(layerProblems(importGraph(dir, path.join(projectRoot, 'tsconfig.json')), dir)).toEqual([
      'emulator/cloud.ts (emulator) imports app/shell.ts (app)',
      'features/alpha/index.ts (features) imports emulator/cloud.ts (emulator)',
      'services/client.ts (services) imports lib/redux/glue.ts (lib/redux)',
    ]);
  });

  it('finds every import of src/ going down its layers', () => {
    const root = path.join(projectRoot, 'src');
    expect(layerProblems(importGraph(root, path.join(projectRoot, 'tsconfig.json')), root)).toEqual([]);
  });

  it('finds none in the application code (src/app, src/features, src/lib, src/services, src/contracts)', () => {
    for (const folder of ['app', 'features', 'lib', 'services', 'contracts', 'components', 'config']) {
      const root = path.join(projectRoot, 'src', folder);
      expect(findCycles(importGraph(root, path.join(projectRoot, 'tsconfig.json'))), folder).toEqual([]);
    }
  });
});

describe('the operation literal check', () => {
  const contracts = path.join(projectRoot, 'src', 'contracts');

  it('knows every operation the contracts describe, each readable', () => {
    const catalogue = operationCatalogue(contracts);
    expect(catalogue.problems).toEqual([]);
    expect(catalogue.apiCalls).toContain(listUsers.apiCall);
    expect(catalogue.paths).toContain(getBubbles.path);
  });

  it('reports an ApiCall, a path or a whole operation written out, and not what names them by descriptor', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'operation-literals-'));
    // Built from the descriptors, so that this test's own source names none of them.
    const violating = [
      `export const fault = { operation: '${listUsers.apiCall}', status: 500 };`,
      `export const body = JSON.stringify({ ApiCall: '${createIntent.apiCall}' });`,
      `export const url = (base: string) => \`\${base}/${reportBug.path}?x=1\`;`,
      `export const bubbles = (base: string, id: string) => \`\${base}/skills/\${id}/bubbles\`;`,
      "export const undescribed = { method: 'POST', path: 'things/new', apiCall: 'ListThings' };",
    ];
    writeFileSync(path.join(dir, 'violating.ts'), `${violating.join('\n')}\n`);
    const clean = [
      "import { listUsers } from '@/contracts/users';",
      'export const fault = { operation: listUsers.apiCall, status: 500 };',
      "export const unknownCall = { ...listUsers, apiCall: 'NoSuchCall' };",
      "export const page = '/dashboard';",
      "export const noticeKey = 'support/bug-report';",
      "export type Local = Omit<{ hasExternalChatbot: boolean }, 'hasExternalChatbot'>;",
    ];
    writeFileSync(path.join(dir, 'clean.ts'), `${clean.join('\n')}\n`);
    const findings = findOperationLiterals(
      [path.join(dir, 'violating.ts'), path.join(dir, 'clean.ts')],
      operationCatalogue(contracts),
    );
    expect(findings.map(({ file, line }) => `${path.basename(file)}:${line}`)).toEqual([
      'violating.ts:1',
      'violating.ts:2',
      'violating.ts:3',
      'violating.ts:4',
      'violating.ts:5',
    ]);
    expect(findings[0]?.message).toContain(listUsers.apiCall);
  });

  it('refuses a descriptor whose ApiCall or path it cannot read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'operation-contracts-'));
    writeFileSync(
      path.join(dir, 'area.ts'),
      [
        "import { defineOperation } from './operation';",
        "const name = 'Computed';",
        "export const computed = defineOperation<object, unknown>()({ api: 'portal', method: 'GET', path: 'x', apiCall: name });",
        '',
      ].join('\n'),
    );
    expect(operationCatalogue(dir).problems).toMatchObject([{ line: 3 }]);
  });
});
