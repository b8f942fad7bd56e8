import Box from '@mui/material/Box';
import { lazy, type ReactNode, Suspense } from 'react';

import { childrenOf, type NodeId } from '@/lib/tree';

import { DND_TEXTS } from './messages';
import type { SortableTreeProps } from './types';

// react-dnd, its backends and the keyboard and menu moves load with the first sortable tree shown.
const SortableTreeBody = lazy(() => import('./lazy/SortableTreeBody'));

/**
 * A tree whose nodes are reordered and re-nested three ways (WCAG 2.2 SC 2.5.7; docs/interaction-kit.md):
 * - a pointer drag (mouse, pen, or a finger held still for a moment): dropped on the top or bottom quarter of a
 *   row the node goes before or after it, on the middle into it (as its last child);
 * - the keyboard, on the node's handle: Space or Enter picks it up; ArrowUp and ArrowDown move it among its
 *   siblings (Home, End to the first or last place), ArrowRight puts it into the node above it, ArrowLeft takes
 *   it out of its parent; Space or Enter drops it, Escape puts it back;
 * - the node's "Move…" menu: earlier, later, into the node above, out of its parent.
 * Moves that `rules` forbid (into its own subtree, past `maxDepth`, into a node that cannot contain others) are
 * refused with the reason, announced; every move is announced ("Moved 'Billing' into 'Account', position 2 of
 * 3.") in a polite live region.
 *
 * Shown as nested lists (a `list` of `listitem`s, each holding its children's `list`), not ARIA's `tree`: every
 * row has buttons of its own (handle, "Move…"), which the tree pattern's single tab stop would hide, and screen
 * readers say the nesting level of lists. Until the code has loaded, the nodes show still.
 */
export function SortableTree(props: SortableTreeProps) {
  const { tree, label, getLabel, renderItem } = props;
  const branch = (ids: readonly NodeId[]): ReactNode =>
    ids.map((id) => {
      const children = childrenOf(tree, id);
      return (
        <Box role="listitem" key={id}>
          <Box sx={{ py: 0.25, pl: 4.5 }}>{renderItem(id)}</Box>
          {children.length > 0 && (
            <Box role="list" aria-label={DND_TEXTS.inside(getLabel(id))} sx={{ pl: 3 }}>
              {branch(children)}
            </Box>
          )}
        </Box>
      );
    });
  const still = (
    <Box role="list" aria-label={label}>
      {branch(tree.rootIds)}
    </Box>
  );
  return (
    <Suspense fallback={still}>
      <SortableTreeBody {...props} />
    </Suspense>
  );
}
