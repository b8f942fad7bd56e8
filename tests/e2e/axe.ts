import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, fontsReady } from './fixtures';

/** The rules every page and dialog is held to (docs/design.md §8): WCAG 2.2, levels A and AA. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page's WCAG 2.2 A/AA violations as it is now, one readable line each (rule, impact, where, why), once the
 * web font has loaded and the transitions have come to rest (a colour measured mid-fade is not the colour).
 * `include`: only the part of the page this selector picks (a dialog, the chat window).
 *
 * When every frame of the page shares its origin, axe runs in the page itself (`axe.run`, the builder's
 * "legacy" mode): the same rules over the same nodes, at half the cost. Its default mode exists for frames of
 * other origins (runs in each frame, merged in a blank page it opens), which only then is needed.
 */
export async function axeViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  await fontsReady(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners and skeletons run forever; only the finite ones (transitions) come to rest.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const origin = new URL(page.url()).origin;
  // A frame still on its way has no address yet ('').
  const oneOrigin = page
    .frames()
    .every(
      (frame) =>
        !URL.canParse(frame.url()) || frame.url() === 'about:blank' || new URL(frame.url()).origin === origin,
    );
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(oneOrigin);
  if (options.include) builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'no impact'}) at ${node.target.join(' ')}: ` +
        (node.failureSummary ?? violation.help),
    ),
  );
}

/** Fails, naming `where`, when axe finds a WCAG 2.2 A/AA violation on the page (see `axeViolations`). */
export async function expectAxeClean(page: Page, where: string, options: { include?: string } = {}) {
  expect(await axeViolations(page, options), where).toEqual([]);
}
