#!/usr/bin/env node
// Fails when a gateway operation's ApiCall or path is written out anywhere but its description in src/contracts
// (docs/adr/0015-operations-described-once.md): the portal, the emulator, fault injection and the tests name an
// operation by its descriptor (`listUsers`, `listUsers.apiCall`), so that renaming or moving one is a one-line
// change that the type checker follows.
//
//   node scripts/check-operation-literals.mjs [--contracts src/contracts] [--root src] [--root tests]
//
// The known operations are read from the contracts' `defineOperation<…>()({ … apiCall: '…', path: '…' })` calls.
// Elsewhere it reports:
// - a string literal equal to a known ApiCall ('ListUsers2', in a request body, a fault, a test's expectation);
// - an object literal with an `apiCall` or `path` key next to a gateway `method` ('GET'/'POST') whose value is
//   a string literal: an operation described outside src/contracts (a known one or a new one);
// - a string or template literal that spells a known path as a URL's: `${base}/users/new`, '/users/new',
//   `${base}/skills/${id}/bubbles` (a template's expression counts as one path segment). A path without a base
//   is not reported ('support/bug-report' is also a notice's key), nor a one-segment path except after a
//   template's expression ('/dashboard' and 'https://x.zendesk.com/dashboard' are pages, not calls).
// Comments and JSX text are prose, and a type's or a property's name is a name: not reported.

import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

function parseArgs(argv) {
  const args = { contracts: path.join(projectRoot, 'src', 'contracts'), roots: [] };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--contracts' && argv[i + 1]) args.contracts = path.resolve(argv[(i += 1)]);
    else if (argv[i] === '--root' && argv[i + 1]) args.roots.push(path.resolve(argv[(i += 1)]));
    else {
      console.error(
        `Unknown argument: ${argv[i]}\nUsage: node scripts/check-operation-literals.mjs [--contracts <dir>] [--root <dir>]…`,
      );
      process.exit(2);
    }
  }
  if (args.roots.length === 0) args.roots = ['src', 'tests'].map((dir) => path.join(projectRoot, dir));
  return args;
}

function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules') files.push(...sourceFiles(full));
    } else if (SOURCE.test(name) && !name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

function parse(file) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, true, kind);
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

const propertyName = (property) =>
  ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined;

/** The string value of an object literal's property, when it is a literal. */
function literalProperty(object, name) {
  for (const property of object.properties) {
    if (propertyName(property) !== name) continue;
    const value = property.initializer;
    return ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) ? value.text : null;
  }
  return undefined;
}

/** `defineOperation<…>()({ … })`: the inner call's first argument, when the outer callee is defineOperation. */
function descriptorOf(node) {
  if (!ts.isCallExpression(node) || !ts.isCallExpression(node.expression)) return undefined;
  const callee = node.expression.expression;
  if (!ts.isIdentifier(callee) || callee.text !== 'defineOperation') return undefined;
  return node.arguments[0] ?? null;
}

const lineOf = (source, node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/**
 * The gateway operations the contracts describe: their ApiCalls and paths. `problems`: descriptors whose ApiCall
 * or path is not a string literal (the check could not see them).
 * @param {string} contractsDir
 */
export function operationCatalogue(contractsDir) {
  const apiCalls = new Set();
  const paths = new Set();
  const problems = [];
  for (const file of sourceFiles(contractsDir)) {
    const source = parse(file);
    walk(source, (node) => {
      const descriptor = descriptorOf(node);
      if (descriptor === undefined) return;
      const apiCall =
        descriptor && ts.isObjectLiteralExpression(descriptor)
          ? literalProperty(descriptor, 'apiCall')
          : null;
      const route =
        descriptor && ts.isObjectLiteralExpression(descriptor) ? literalProperty(descriptor, 'path') : null;
      if (typeof apiCall !== 'string' || typeof route !== 'string') {
        problems.push({
          file,
          line: lineOf(source, node),
          message: 'defineOperation needs an object literal whose apiCall and path are string literals',
        });
        return;
      }
      apiCalls.add(apiCall);
      paths.add(route);
    });
  }
  return { apiCalls, paths, problems };
}

// A template literal's expressions, as one character no path contains.
const HOLE = '\u0000';
const ADDRESS = `https?://[^\\s'"\`]*?`;
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'skills/:skillId/bubbles' → a pattern in which each parameter is one segment (or a template's hole). */
function pathPattern(route) {
  return route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/?#]+' : escape(segment)))
    .join('/');
}

/** The literal's text, template expressions as HOLE; undefined for what is not a string or template literal. */
function literalText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('');
  }
  return undefined;
}

/**
 * Where src/ and tests/ (but not the contracts) write a known operation's ApiCall or path out.
 * @param {string[]} files
 * @param {{ apiCalls: Set<string>, paths: Set<string> }} catalogue
 */
export function findOperationLiterals(files, catalogue) {
  const urls = [...catalogue.paths].map((route) => {
    // What comes before the path in a URL: a template's expression (the API's base URL); or, for a path of more
    // than one segment, an http(s) address ('https://x.zendesk.com/dashboard' is a page, not a call).
    const base = route.includes('/') ? `${HOLE}|${ADDRESS}` : HOLE;
    return {
      route,
      inUrl: new RegExp(`(?:${base})/${pathPattern(route)}(?:[?#]|$)`),
      // As an absolute path; only paths of more than one segment ('/dashboard' is also one of the portal's pages).
      whole: route.includes('/') ? new RegExp(`^/${pathPattern(route)}(?:[?#]|$)`) : null,
    };
  });
  const findings = [];
  for (const file of files) {
    const source = parse(file);
    const report = (node, message) => findings.push({ file, line: lineOf(source, node), message });
    walk(source, (node) => {
      if (ts.isObjectLiteralExpression(node)) {
        // An operation described here: a literal ApiCall and path, or either with a gateway method. Varying a
        // described one is not (`{ ...op, apiCall: 'Nope' }`: a test's unknown ApiCall; `{ ...op, api: 'es' }`).
        const apiCall = literalProperty(node, 'apiCall');
        const route = literalProperty(node, 'path');
        const method = literalProperty(node, 'method');
        const literals = [apiCall, route].filter((value) => typeof value === 'string');
        const gatewayMethod = method === 'GET' || method === 'POST';
        if (literals.length === 2 || (gatewayMethod && literals.length === 1)) {
          report(
            node,
            `an operation described outside src/contracts ('${literals.join("', '")}'): describe it there`,
          );
        }
        return;
      }
      const text = literalText(node);
      // A type's or a property's name that happens to equal an ApiCall (hasExternalChatbot is both) is no call.
      if (
        text === undefined ||
        ts.isLiteralTypeNode(node.parent) ||
        ts.isElementAccessExpression(node.parent)
      )
        return;
      if (catalogue.apiCalls.has(text)) {
        report(node, `ApiCall '${text}' written out: use its descriptor's apiCall (src/contracts)`);
        return;
      }
      const spelled = urls.find(({ inUrl, whole }) => inUrl.test(text) || whole?.test(text));
      if (spelled) {
        report(
          node,
          `the path of an operation ('${spelled.route}') written out: use its descriptor (src/contracts)`,
        );
      }
    });
  }
  return findings;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const catalogue = operationCatalogue(args.contracts);
  const files = args.roots
    .flatMap((root) => sourceFiles(root))
    .filter((file) => !file.startsWith(args.contracts + path.sep));
  const findings = [...catalogue.problems, ...findOperationLiterals(files, catalogue)];
  if (findings.length === 0) {
    console.log(`No operation literals outside src/contracts (${catalogue.apiCalls.size} operations known).`);
    return;
  }
  for (const { file, line, message } of findings) {
    console.error(`${path.relative(process.cwd(), file)}:${line}: ${message}`);
  }
  console.error(
    `\n${findings.length} operation literal(s) outside src/contracts (docs/adr/0015-operations-described-once.md).`,
  );
  process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
