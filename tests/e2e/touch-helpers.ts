import type { Page } from '@playwright/test';

/** A point in the viewport, in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

/** The centre of a box (a locator's `boundingBox()`), rounded to whole pixels. */
export const centreOf = (box: { x: number; y: number; width: number; height: number }): Point => ({
  x: Math.round(box.x + box.width / 2),
  y: Math.round(box.y + box.height / 2),
});

/**
 * Drags a finger from `start` to `end`: pressed, held still, moved in ten steps, lifted. Playwright's touchscreen
 * only taps, so these are the browser's own touch events, sent through CDP (Chromium only). The kit's touch
 * backend (src/components/dnd/lazy/backend.ts) picks an item up only after a finger has rested 200 ms — a finger
 * that moves at once scrolls — and nothing on the page shows that moment, so the hold is a wait of twice that.
 */
export async function touchDrag(page: Page, start: Point, end: Point) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  await page.waitForTimeout(400);
  for (let step = 1; step <= 10; step += 1) {
    const point = {
      x: Math.round(start.x + ((end.x - start.x) * step) / 10),
      y: Math.round(start.y + ((end.y - start.y) * step) / 10),
    };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
