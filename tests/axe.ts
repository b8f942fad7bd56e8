/**
 * axe-core in jsdom, for component tests: the rules that read roles, names and ARIA (the Playwright suite runs
 * axe on the laid-out pages). jsdom lays nothing out, so the rules that need geometry or colour are off.
 */
import axe from 'axe-core';

const NEEDS_LAYOUT = ['color-contrast', 'target-size', 'scrollable-region-focusable'];
/** Rules about a whole page (a main landmark, a first heading), which a component alone does not make. */
const PAGE_LEVEL = ['region', 'landmark-one-main', 'page-has-heading-one'];

/** The violations under `root`, each as "rule: targets", for a readable `toEqual([])`. */
export async function axeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: Object.fromEntries([...NEEDS_LAYOUT, ...PAGE_LEVEL].map((rule) => [rule, { enabled: false }])),
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
