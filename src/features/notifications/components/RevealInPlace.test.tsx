import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RevealInPlace } from './RevealInPlace';

/** notistack's own durations, which it passes to its transition. */
const TIMEOUT = { enter: 225, exit: 195 };
/** The toast and its shadow; nothing (the clip's top edge below the toast's bottom edge and its shadow). */
const SHOWN = 'inset(-24px)';
const HIDDEN = 'inset(calc(100% + 24px) -24px -24px)';

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RevealInPlace (the toasts’ transition)', () => {
  it('shows a toast where it stands and hides it there, telling notistack when each is done', async () => {
    // Each callback with the toast's node and its clip at that moment.
    const calls: string[] = [];
    const record = (name: string) => (node: HTMLElement) =>
      calls.push(`${name} ${node.textContent ?? ''} ${node.style.clipPath}`);
    const handlers = {
      onEnter: record('enter'),
      onEntered: record('entered'),
      onExit: record('exit'),
      onExited: record('exited'),
    };
    const toast = (shown: boolean) => (
      <RevealInPlace in={shown} appear timeout={TIMEOUT} {...handlers}>
        <div role="alert" style={{ color: 'white' }}>
          Saved.
        </div>
      </RevealInPlace>
    );
    const { rerender } = render(toast(true));
    const element = screen.getByRole('alert');
    // It starts hidden (so the clip has something to open from), then opens.
    expect(calls).toEqual([`enter Saved. ${HIDDEN}`]);
    expect(element.style.clipPath).toBe(SHOWN);
    // Clipped, never moved, faded or scaled: it covers only its own place in the stack, from its first frame.
    expect(element.style.transform).toBe('');
    expect(element.style.opacity).toBe('');
    expect(element.style.color).toBe('white');
    expect(element.style.transition).toContain('clip-path 225ms');

    await advance(TIMEOUT.enter);
    expect(calls).toEqual([`enter Saved. ${HIDDEN}`, `entered Saved. ${SHOWN}`]);
    expect(element).toBeVisible();

    rerender(toast(false));
    expect(calls.at(-1)).toBe(`exit Saved. ${SHOWN}`);
    expect(element.style.clipPath).toBe(HIDDEN);
    expect(element.style.transition).toContain('clip-path 195ms');
    expect(element.style.transform).toBe('');
    await advance(TIMEOUT.exit);
    expect(calls.at(-1)).toBe(`exited Saved. ${HIDDEN}`);
    // Gone for assistive technology too while notistack closes its row.
    expect(element).not.toBeVisible();
  });
});
