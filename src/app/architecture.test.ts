import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

import { getBubbles } from '@/contracts/chat';
import { createIntent } from '@/contracts/connections';
import { reportBug } from '@/contracts/support';
import { listUsers } from '@/contracts/users';

import { findCycles, importGraph } from '../../scripts/check-cycles.mjs';
import { findOperationLiterals, operationCatalogue } from '../../scripts/check-operation-literals.mjs';
import features from '../../scripts/eslint/feature-boundaries.mjs';

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
    expect(await boundaryErrors('src/app/layout/Example.tsx', "import { usersReducer } from '@/features/users/slice';\n"))
      .toEqual([
        "'@/features/users/slice' reaches into the users feature: import '@/features/users' (its index) instead.",
      ]);
    expect(await boundaryErrors('src/features/chat/example.ts', "export { notify } from '../notifications/slice';\n"))
      .toHaveLength(1);
    expect(await boundaryErrors('src/lib/example.ts', "export * from '@/features/auth/session';\n")).toHaveLength(1);
    expect(
      await boundaryErrors('src/app/layout/Example.tsx', "export const load = () => import('@/features/chat/components/ChatLauncher');\n"),
    ).toHaveLength(1);
  });

  it('allows the index, a feature’s own files, and route modules loaded lazily by the route table', async () => {
    expect(await boundaryErrors('src/app/layout/Example.tsx', "import { usersFeature } from '@/features/users';\n")).toEqual([]);
    expect(await boundaryErrors('src/features/users/components/Example.tsx', "import { usersReducer } from '../slice';\nimport { selectUsers } from '@/features/users/selectors';\n")).toEqual([]);
    expect(await boundaryErrors('src/app/routes.ts', "export const page = () => import('@/features/users/pages/UsersPage');\n")).toEqual([]);
    // Only the route table, only lazily.
    expect(await boundaryErrors('src/app/routes.ts', "import UsersPage from '@/features/users/pages/UsersPage';\n")).toHaveLength(1);
    expect(await boundaryErrors('src/app/router.tsx', "export const page = () => import('@/features/users/pages/UsersPage');\n")).toHaveLength(1);
  });
});

describe('the import cycle check', () => {
  it('reports modules that import each other, type-only imports included, and not lazy imports', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
    writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(path.join(dir, 'b.ts'), "import type { C } from './c';\nexport const b: C = 1;\n");
    writeFileSync(path.join(dir, 'c.ts'), "import type { a } from './a';\nexport type C = number;\nexport type A = typeof a;\n");
    writeFileSync(path.join(dir, 'lazy.ts'), "export const load = () => import('./d');\n");
    writeFileSync(path.join(dir, 'd.ts'), "import { load } from './lazy';\nexport const d = load;\n");
    const cycles = findCycles(importGraph(dir, path.join(projectRoot, 'tsconfig.json')));
    expect(cycles.map((cycle) => cycle.map((file) => path.basename(file)))).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
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
