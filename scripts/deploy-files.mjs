#!/usr/bin/env node
// What of a production build is published, and what stays private (docs/hosting.md). The build emits source maps
// "hidden" (vite.config.ts: no `//# sourceMappingURL` in the code) for the bundle-budget check and for error
// reports; they and the build manifest (`.vite/`, which lists every source path) are never served. One rule,
// used by the deploy workflow (`prune`, before the upload), the preview server (vite.config.ts: 404) and the
// bundle-budget check (scripts/check-bundle-budget.mjs).
//
//   node scripts/deploy-files.mjs prune <dir>   removes what is not published from a build folder
//   node scripts/deploy-files.mjs list <dir>    prints the files that would be published
//
// Plain Node (node:* only): the publish job runs it with the runner's Node, without npm ci.

import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Whether a path of the build (relative, `/`-separated, with or without a leading `/`) stays private: a source
 * map anywhere, or anything under the build manifest's folder.
 */
export function isPrivateBuildFile(relativePath) {
  const normalised = relativePath.replaceAll('\\', '/').replace(/^\/+/, '');
  return normalised.endsWith('.map') || normalised === '.vite' || normalised.startsWith('.vite/');
}

/** Every file of `dir`, as `/`-separated paths relative to it. */
function filesOf(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesOf(path.join(dir, entry.name), relative) : [relative];
  });
}

/** The files of the build folder `dir` that are published. */
export function publishedFiles(dir) {
  return filesOf(dir).filter((file) => !isPrivateBuildFile(file));
}

/** Removes from `dir` what is not published; returns what it removed. */
export function prunePrivateFiles(dir) {
  const removed = filesOf(dir).filter(isPrivateBuildFile);
  for (const file of removed) rmSync(path.join(dir, file));
  rmSync(path.join(dir, '.vite'), { recursive: true, force: true });
  return removed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, dir] = process.argv.slice(2);
  if (!dir || (command !== 'prune' && command !== 'list')) {
    console.error('Usage: node scripts/deploy-files.mjs prune|list <build dir>');
    process.exit(1);
  }
  if (command === 'list') {
    for (const file of publishedFiles(dir)) console.log(file);
  } else {
    const removed = prunePrivateFiles(dir);
    console.log(`Not published: ${removed.length} files (source maps, build manifest) removed from ${dir}.`);
  }
}
