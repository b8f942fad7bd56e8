import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';

import type { SortableListProps } from './types';

// react-dnd, its backends and the keyboard and menu moves load with the first sortable list shown, not with the
// page that may show one.
const SortableListBody = lazy(() => import('./lazy/SortableListBody'));

/**
 * A list whose items are reordered three ways (WCAG 2.2 SC 2.5.7; docs/interaction-kit.md):
 * - a pointer drag: mouse, pen, or a finger held still for a moment (react-dnd's HTML5 and touch backends), the
 *   dragged item dropped onto another takes its place;
 * - the keyboard, on the item's handle: Space or Enter picks it up, the arrow keys (and Home, End) move it,
 *   Space or Enter drops it, Escape puts it back;
 * - the item's "Move…" menu: earlier, later, to the start, to the end.
 * Every move is announced in a polite live region ("Moved 'Billing' to position 2 of 3.").
 *
 * The list is `role="list"` with one `listitem` per item; each item renders its own content and places the
 * handle and the menu button it is given (`renderItem`). Until the code has loaded, the items show still.
 */
export function SortableList<Item>(props: SortableListProps<Item>) {
  const { items, label, getId, renderItem, sx } = props;
  const still = (
    <Box role="list" aria-label={label} sx={sx}>
      {items.map((item, index) => (
        <Box role="listitem" key={getId(item)}>
          {renderItem(item, index)}
        </Box>
      ))}
    </Box>
  );
  return (
    <Suspense fallback={still}>
      <SortableListBody {...props} />
    </Suspense>
  );
}
