// ESLint rule `features/boundaries`: code outside a feature reaches it only through its public index
// (`@/features/users`), never its other files (`@/features/users/slice`, `../users/slice`). The one exception
// is the route table (src/app/routes.ts), which loads a feature's route modules (`pages/*Page.tsx`) with a
// dynamic `import()`, so that each route stays its own chunk. A feature's own files, its tests included, import
// one another freely. Local rule, plain JavaScript: nothing to install, nothing native.
import path from 'node:path';

const FEATURE_FILE = /^src\/features\/([^/]+)\/(.*)$/;
const INDEX = /^(index(\.tsx?)?)?$/;
const ROUTE_MODULE = /^pages\/[^/]+Page(\.tsx)?$/;
const ROUTE_TABLE = 'src/app/routes.ts';

/** `@/x` and relative specifiers as a path from the project root; null for packages. */
function projectPath(specifier, fromFile, root) {
  if (specifier.startsWith('@/')) return path.posix.join('src', specifier.slice(2));
  if (specifier.startsWith('.')) {
    const absolute = path.resolve(path.dirname(fromFile), specifier);
    return path.relative(root, absolute).split(path.sep).join('/');
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import a feature through its index only (routes may lazy-load its pages).' },
    schema: [],
    messages: {
      deep: "'{{specifier}}' reaches into the {{feature}} feature: import '@/features/{{feature}}' (its index) instead.",
    },
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const own = FEATURE_FILE.exec(file)?.[1];
    const check = (node, source, dynamic) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = projectPath(source.value, context.filename, root);
      const match = target && FEATURE_FILE.exec(target);
      if (!match) return;
      const [, feature, rest] = match;
      if (feature === own || INDEX.test(rest)) return;
      if (dynamic && file === ROUTE_TABLE && ROUTE_MODULE.test(rest)) return;
      context.report({ node: source, messageId: 'deep', data: { specifier: source.value, feature } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source, false),
      ExportNamedDeclaration: (node) => check(node, node.source, false),
      ExportAllDeclaration: (node) => check(node, node.source, false),
      ImportExpression: (node) => check(node, node.source, true),
    };
  },
};

export default { rules: { boundaries } };
