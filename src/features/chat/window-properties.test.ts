import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  CHAT_WINDOW,
  defaultWindowProperties,
  fitToViewport,
  isChatWindowProperties,
} from './window-properties';

describe('chat window properties', () => {
  it('starts 370 × 590, or the window height − 100 under 700 high', () => {
    expect(defaultWindowProperties({ width: 1366, height: 900 }).size).toEqual({ width: 370, height: 590 });
    expect(defaultWindowProperties({ width: 1366, height: 699 }).size).toEqual({ width: 370, height: 599 });
    expect(defaultWindowProperties({ width: 1366, height: 420 }).size.height).toBe(CHAT_WINDOW.minHeight);
  });

  it('keeps a saved window inside a smaller viewport (property)', () => {
    const box = fc.record({
      width: fc.integer({ min: 280, max: 3000 }),
      height: fc.integer({ min: 350, max: 3000 }),
    });
    fc.assert(
      fc.property(
        box,
        fc.record({ x: fc.integer({ min: -500, max: 4000 }), y: fc.integer({ min: -500, max: 4000 }) }),
        box,
        (size, position, viewport) => {
          const fitted = fitToViewport({ chatVisible: true, size, position, bounds: viewport }, viewport);
          expect(fitted.position.x).toBeGreaterThanOrEqual(0);
          expect(fitted.position.y).toBeGreaterThanOrEqual(0);
          expect(fitted.position.x + fitted.size.width).toBeLessThanOrEqual(
            Math.max(viewport.width, fitted.size.width),
          );
          expect(fitted.position.y + fitted.size.height).toBeLessThanOrEqual(
            Math.max(viewport.height, fitted.size.height),
          );
          expect(isChatWindowProperties(fitted)).toBe(true);
        },
      ),
    );
  });

  it('rejects malformed saved values', () => {
    expect(isChatWindowProperties({ chatVisible: 'yes' })).toBe(false);
    expect(isChatWindowProperties(null)).toBe(false);
  });
});
