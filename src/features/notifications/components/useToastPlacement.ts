import { useEffect } from 'react';

import { placeToasts, type Rect } from '../placement';

/**
 * What toasts keep clear of: anything marked `data-toast-keep-clear` (the chat's composer, a floating chat window,
 * the chat launcher, a drawer's submit row) and every open dialog's action row.
 */
export const KEEP_CLEAR_SELECTOR = '[data-toast-keep-clear], .MuiDialog-root .MuiDialogActions-root';

/** The gap left between the toasts and what they move away from, and from the bottom edge. */
const GAP_PX = 8;

function visibleRect(element: Element): Rect | null {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  if (box.bottom <= 0 || box.top >= window.innerHeight) return null;
  return { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
}

/**
 * Keeps notistack's stack (inside `region`) where `placeToasts` says: it sets the region's `--toast-bottom` and
 * `--toast-centre`, which the theme applies to the stack (src/components/theme/theme.ts). Measured again when the
 * page changes (a dialog opens, the chat window moves) or the window is resized, once a frame at most, and only
 * while a toast is on screen.
 */
export function useToastPlacement(region: HTMLElement | null, margin: number) {
  useEffect(() => {
    if (!region) return undefined;
    let frame = 0;
    const written = new Map<string, string>();
    const write = (name: string, value: string) => {
      // Only changes: a write is itself a change of the page, which would measure again, and again.
      if (written.get(name) === value) return;
      written.set(name, value);
      region.style.setProperty(name, value);
    };
    const update = () => {
      frame = 0;
      const stack = region.querySelector('.notistack-SnackbarContainer');
      if (!stack || stack.childElementCount === 0) return;
      const box = stack.getBoundingClientRect();
      const bar = document.querySelector('header.MuiAppBar-root');
      const placement = placeToasts({
        viewport: { width: window.innerWidth, height: window.innerHeight },
        stack: { width: box.width, height: box.height },
        keepClear: [...document.querySelectorAll(KEEP_CLEAR_SELECTOR)]
          .map(visibleRect)
          .filter((rect) => rect !== null),
        top: (bar?.getBoundingClientRect().bottom ?? 0) + GAP_PX,
        margin,
        gap: GAP_PX,
      });
      write('--toast-bottom', `${Math.round(placement.bottom)}px`);
      write('--toast-centre', `${Math.round(placement.centre)}px`);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'class'],
    });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [region, margin]);
}
