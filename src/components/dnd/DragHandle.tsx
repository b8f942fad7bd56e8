import DragIndicator from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import type { KeyboardEvent } from 'react';

import { DND_TEXTS } from './messages';

export interface DragHandleProps {
  label: string;
  /** The item is held by the keyboard: the toggle is pressed. */
  lifted: boolean;
  /** The element holding the keyboard instructions. */
  instructionsId: string;
  /** Space or Enter (the button's click), or a click: picks the item up, or drops it. */
  onToggle(): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  /** Focus leaves for another element (`null` when the element was only moved in the page). */
  onLeave(): void;
  buttonRef(node: HTMLButtonElement | null): void;
}

/**
 * An item's handle: a toggle button that picks the item up and drops it (the keyboard's way to drag, docs/
 * interaction-kit.md), and the grip a pointer recognises. `aria-pressed` is the held state: ARIA's own
 * `aria-grabbed` is deprecated and no screen reader reads it.
 */
export function DragHandle({
  label,
  lifted,
  instructionsId,
  onToggle,
  onKeyDown,
  onLeave,
  buttonRef,
}: DragHandleProps) {
  return (
    <IconButton
      ref={buttonRef}
      size="small"
      aria-label={DND_TEXTS.handle(label)}
      aria-pressed={lifted}
      aria-describedby={instructionsId}
      onClick={onToggle}
      onKeyDown={onKeyDown}
      // A blur without a next element is React moving the element in the page (a held item changing places),
      // which keeps the item held; focus on another element lets go of it.
      onBlur={(event) => {
        if (lifted && event.relatedTarget !== null) onLeave();
      }}
      sx={{ cursor: 'grab', color: lifted ? 'primary.main' : 'action.active' }}
    >
      <DragIndicator fontSize="small" />
    </IconButton>
  );
}
