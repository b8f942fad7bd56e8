/**
 * What the sortables say: the names of their controls, the instructions a screen reader reads with a handle, and
 * the announcements of the live region (WCAG 2.2 SC 2.5.7, SC 4.1.3). Labels are quoted so that an announcement
 * still reads as one sentence when a label is itself a phrase.
 */
import type { MoveRefusal } from '@/lib/tree';

export const quoted = (label: string) => `'${label}'`;

/** Where an item is, for the announcements: a list position, and in a tree the parent's label (`null` at the top). */
export interface SpokenPlace {
  position: number;
  of: number;
  /** In a tree: the parent's label, `null` at the top level; `undefined` in a list. */
  parent?: string | null;
}

/** "position 2 of 3", in a tree followed by "in 'Account'" or "at the top level". */
const placeOf = ({ position, of, parent }: SpokenPlace) => {
  const where = parent === undefined ? '' : parent === null ? ' at the top level' : ` in ${quoted(parent)}`;
  return `position ${position} of ${of}${where}`;
};

/** "to position 2 of 3", in a tree "into 'Account', position 2 of 3" or "to the top level, position 2 of 3". */
const destinationOf = ({ position, of, parent }: SpokenPlace) => {
  const where =
    parent === undefined ? 'to' : parent === null ? 'to the top level,' : `into ${quoted(parent)},`;
  return `${where} position ${position} of ${of}`;
};

export const DND_TEXTS = {
  handle: (label: string) => `Reorder ${label}`,
  menuButton: (label: string) => `Move ${label}…`,
  menu: (label: string) => `Move ${label}`,
  listInstructions:
    'Press Space or Enter to pick the item up. The arrow keys then move it, Home and End to the start or end; ' +
    'Space or Enter drops it, Escape puts it back. The Move menu beside it moves it too.',
  treeInstructions:
    'Press Space or Enter to pick the item up. The up and down arrows then move it among its neighbours, the ' +
    'right arrow puts it into the item above it, the left arrow takes it out of its parent; Space or Enter drops ' +
    'it, Escape puts it back. The Move menu beside it moves it too.',
  liveRegion: (listLabel: string) => `${listLabel}: moves`,
  /** The list of a tree node's children. */
  inside: (label: string) => `Inside ${label}`,

  /** Menu entries. */
  earlier: 'Earlier',
  later: 'Later',
  first: 'To the start',
  last: 'To the end',
  into: (label: string) => `Into ${quoted(label)}`,
  outOf: (label: string) => `Out of ${quoted(label)}`,

  lifted: (label: string, place: SpokenPlace) =>
    `Picked up ${quoted(label)}, ${placeOf(place)}. Arrow keys move it, Space or Enter drops it, Escape cancels.`,
  held: (label: string, place: SpokenPlace) => `${quoted(label)}: ${placeOf(place)}.`,
  moved: (label: string, place: SpokenPlace) => `Moved ${quoted(label)} ${destinationOf(place)}.`,
  droppedInPlace: (label: string, place: SpokenPlace) =>
    `Dropped ${quoted(label)}, still at ${placeOf(place)}.`,
  cancelled: (label: string, place: SpokenPlace) =>
    `Move cancelled: ${quoted(label)} is back at ${placeOf(place)}.`,

  alreadyFirst: (label: string) => `${quoted(label)} is already first.`,
  alreadyLast: (label: string) => `${quoted(label)} is already last.`,
  nothingToGoInto: (label: string) => `${quoted(label)} has no item above it to go into.`,
  alreadyAtTop: (label: string) => `${quoted(label)} is already at the top level.`,
} as const;

/**
 * Why a move of `label` into `target` (a tree's item, `null` for the top level) is refused, as said to the user.
 * `intoItself`: the target is the moved item.
 */
export function refusalText(
  refusal: MoveRefusal,
  { label, target, intoItself = false }: { label: string; target: string | null; intoItself?: boolean },
): string {
  const cannot = `Cannot move ${quoted(label)} ${target === null ? 'to the top level' : `into ${quoted(target)}`}`;
  switch (refusal.reason) {
    case 'into-own-subtree':
      return intoItself || target === null
        ? `Cannot move ${quoted(label)} into itself.`
        : `${cannot}: ${quoted(target)} is inside it.`;
    case 'too-deep':
      return `${cannot}: items nest at most ${refusal.maxDepth} ${refusal.maxDepth === 1 ? 'level' : 'levels'} deep.`;
    case 'not-a-container':
      return `${cannot}: ${target === null ? 'the top level' : quoted(target)} cannot hold other items.`;
    case 'index-out-of-range':
    case 'unknown-node':
    case 'unknown-parent':
      return `${cannot}: that place no longer exists.`;
  }
}
