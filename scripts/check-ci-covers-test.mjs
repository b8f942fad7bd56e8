// The CI workflow runs the README's `npm test` as parallel jobs (.github/workflows/ci.yml) rather than as one
// command. This check keeps the two from drifting: every script package.json's "test" script runs must be run
// by the workflow, so a check added to `npm test` (and so to .ci/run) cannot be missing on GitHub.
// Plain Node, no dependencies: the checks job runs it before `npm ci`.
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const { scripts } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const workflow = readFileSync(new URL('.github/workflows/ci.yml', root), 'utf8');

/**
 * The scripts one step of `npm test` runs: `npm run x` runs x, unless x only runs other scripts side by side
 * (`run-p a b c`, npm-run-all2), in which case those. Null for a step of any other shape, which needs a
 * deliberate place in the workflow.
 */
function scriptsOfStep(step) {
  const script = /^npm run ([\w:-]+)$/.exec(step)?.[1];
  if (!script) return null;
  const parallel = /^run-p(?:\s+--[\w-]+)*((?:\s+[\w:-]+)+)$/.exec(scripts[script] ?? '');
  return parallel ? parallel[1].trim().split(/\s+/) : [script];
}

const steps = scripts.test.split('&&').map((step) => step.trim());
const missing = steps.flatMap((step) => {
  const run = scriptsOfStep(step);
  if (!run) return [step];
  return run.filter(
    (script) => !new RegExp(`npm run ${script.replace(/[:-]/g, '\\$&')}(\\s|$)`, 'm').test(workflow),
  );
});

if (missing.length) {
  console.error(`.github/workflows/ci.yml does not run these steps of npm test: ${missing.join(', ')}`);
  process.exit(1);
}
console.log(
  `CI runs every step of npm test: ${steps.flatMap((step) => scriptsOfStep(step) ?? []).join(', ')}.`,
);
