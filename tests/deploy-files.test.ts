import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { isPrivateBuildFile, prunePrivateFiles, publishedFiles } from '../scripts/deploy-files.mjs';

/** Source maps stay private (docs/hosting.md): emitted for error reports, never published nor served. */

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A build folder shaped like `vite build`'s output. */
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-files-'));
  folders.push(dir);
  const files = {
    'index.html': '<script type="module" src="/assets/a1.js"></script>',
    'mockServiceWorker.js': '',
    'favicon.svg': '<svg/>',
    'assets/a1.js': 'console.log(1)',
    'assets/a1.js.map': '{}',
    'assets/b2.css': 'a{}',
    '.vite/manifest.json': '{}',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('what a build publishes (scripts/deploy-files.mjs)', () => {
  it('keeps source maps and the build manifest private, wherever they are asked for', () => {
    for (const file of [
      'assets/a1.js.map',
      '/assets/a1.js.map',
      'x.css.map',
      '.vite/manifest.json',
      '/.vite/',
    ])
      expect(isPrivateBuildFile(file), file).toBe(true);
    for (const file of ['assets/a1.js', '/index.html', 'mockServiceWorker.js', 'assets/map.js', '/sitemap'])
      expect(isPrivateBuildFile(file), file).toBe(false);
  });

  it('lists what is published, and prunes the rest from the folder', () => {
    const dir = fakeBuild();
    const published = ['assets/a1.js', 'assets/b2.css', 'favicon.svg', 'index.html', 'mockServiceWorker.js'];
    expect(publishedFiles(dir).toSorted()).toEqual(published);
    expect(prunePrivateFiles(dir).toSorted()).toEqual(['.vite/manifest.json', 'assets/a1.js.map']);
    expect(publishedFiles(dir).toSorted()).toEqual(published);
    expect(() => readFileSync(path.join(dir, 'assets/a1.js.map'))).toThrow();
  });

  it('the deploy workflow prunes the build before it uploads anything, and the uploads exclude maps', () => {
    const workflow = readFileSync(path.join(import.meta.dirname, '../.github/workflows/deploy.yml'), 'utf8');
    const prune = workflow.indexOf('node source/scripts/deploy-files.mjs prune dist');
    const uploads = [...workflow.matchAll(/aws s3 (?:cp|sync) dist\/[\s\S]*?--no-progress/g)];
    expect(prune).toBeGreaterThan(0);
    expect(uploads).toHaveLength(2);
    for (const upload of uploads) {
      expect(upload.index).toBeGreaterThan(prune);
      expect(upload[0]).toContain("--exclude '*.map'");
    }
  });
});
