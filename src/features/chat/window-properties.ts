import { userStorage } from '@/lib/user-storage';

import { LAUNCHER_CLEARANCE_PX } from './launcher-placement';

/**
 * The chat window's local properties (spec 1 §3 "Local chat properties"), stored per username, encoded:
 * visible, size, position and the viewport bounds they were saved in (a smaller viewport pulls the window
 * back inside).
 */
export interface ChatWindowProperties {
  chatVisible: boolean;
  size: { width: number; height: number };
  position: { x: number; y: number };
  bounds: { width: number; height: number };
}

export const CHAT_WINDOW_KEY = 'chat.window';

/** Spec 1 §9 and §2: 370 × 590, or the window height − 100 below 700; minimum 280 × 350; mobile ≤ 450. */
export const CHAT_WINDOW = {
  width: 370,
  height: 590,
  shortViewport: 700,
  shortViewportMargin: 100,
  minWidth: 280,
  minHeight: 350,
  mobileCutoff: 450,
  zIndex: 2100,
  /** Gap to the viewport's edges, and room left for the launcher below the window. */
  margin: 16,
  launcherRoom: LAUNCHER_CLEARANCE_PX,
} as const;

const isBox = (value: unknown, a: string, b: string): boolean =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>)[a] === 'number' &&
  typeof (value as Record<string, unknown>)[b] === 'number';

export const isChatWindowProperties = (value: unknown): value is ChatWindowProperties =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChatWindowProperties).chatVisible === 'boolean' &&
  isBox((value as ChatWindowProperties).size, 'width', 'height') &&
  isBox((value as ChatWindowProperties).position, 'x', 'y') &&
  isBox((value as ChatWindowProperties).bounds, 'width', 'height');

export function defaultWindowProperties(viewport: { width: number; height: number }): ChatWindowProperties {
  const height =
    viewport.height < CHAT_WINDOW.shortViewport
      ? viewport.height - CHAT_WINDOW.shortViewportMargin
      : CHAT_WINDOW.height;
  const size = { width: CHAT_WINDOW.width, height: Math.max(CHAT_WINDOW.minHeight, height) };
  return {
    chatVisible: false,
    size,
    position: {
      x: Math.max(0, viewport.width - size.width - CHAT_WINDOW.margin),
      y: Math.max(0, viewport.height - size.height - CHAT_WINDOW.launcherRoom),
    },
    bounds: viewport,
  };
}

/** A saved window kept inside the current viewport. */
export function fitToViewport(
  properties: ChatWindowProperties,
  viewport: { width: number; height: number },
): ChatWindowProperties {
  const width = Math.min(properties.size.width, viewport.width);
  const height = Math.min(properties.size.height, viewport.height);
  return {
    ...properties,
    size: { width, height },
    position: {
      x: Math.min(Math.max(0, properties.position.x), Math.max(0, viewport.width - width)),
      y: Math.min(Math.max(0, properties.position.y), Math.max(0, viewport.height - height)),
    },
    bounds: viewport,
  };
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

export function loadWindowProperties(username: string): ChatWindowProperties {
  const saved = userStorage(username).get(CHAT_WINDOW_KEY, isChatWindowProperties);
  return saved ? fitToViewport(saved, viewport()) : defaultWindowProperties(viewport());
}

export function saveWindowProperties(username: string, properties: ChatWindowProperties) {
  userStorage(username).set(CHAT_WINDOW_KEY, { ...properties, bounds: viewport() });
}
