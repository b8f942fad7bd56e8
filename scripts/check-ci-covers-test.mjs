// The CI workflow runs the README's `npm test` as parallel jobs (.github/workflows/ci.yml) rather than as one
// command. This check keeps the two from drifting: every step of package.json's "test" script must be run by
// the workflow, so a check added to `npm test` (and so to .ci/run) cannot be missing on GitHub.
// Plain Node, no dependencies: the checks job runs it before `npm ci`.
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const { scripts } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const workflow = readFileSync(new URL('.github/workflows/ci.yml', root), 'utf8');

const steps = scripts.test.split('&&').map((step) => step.trim());
const missing = steps.filter((step) => {
  const script = /^npm run ([\w:-]+)$/.exec(step)?.[1];
  if (!script) return true; // Anything but `npm run <script>` needs a deliberate place in the workflow.
  return !new RegExp(`npm run ${script.replace(/[:-]/g, '\\$&')}(\\s|$)`, 'm').test(workflow);
});

if (missing.length) {
  console.error(`.github/workflows/ci.yml does not run these steps of npm test: ${missing.join(', ')}`);
  process.exit(1);
}
console.log(`CI runs every step of npm test: ${steps.join(', ')}.`);
