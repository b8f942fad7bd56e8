import Box from '@mui/material/Box';
import { type KeyboardEvent, type ReactNode, useCallback, useId, useState } from 'react';
import { useDrag, useDrop } from 'react-dnd';

import { DragHandle } from '../DragHandle';
import { intentOfKey } from '../keyboard';
import { indexAfter, reordered } from '../list-order';
import { Instructions, LiveRegion, useAnnouncer } from '../LiveRegion';
import { DND_TEXTS } from '../messages';
import { MoveMenu, type MoveOption } from '../MoveMenu';
import type { ListMoveDirection, SortableItem, SortableListProps } from '../types';

import DragDropProvider from './DragDropProvider';
import { useFocusAfterRender } from './focus-after-render';

const MENU_DIRECTIONS: readonly ListMoveDirection[] = ['earlier', 'later', 'first', 'last'];

interface PointerDnd {
  dragRef(node: HTMLElement | null): void;
  isDragging: boolean;
  isDropTarget: boolean;
}

interface DraggableRowProps {
  dragType: string;
  id: string;
  onDragStart(): void;
  onDrop(draggedId: string, targetId: string): void;
  children(pointer: PointerDnd): ReactNode;
}

/** One item as a pointer sees it: dragged from its element, and a place to drop another on. */
function DraggableRow({ dragType, id, onDragStart, onDrop, children }: DraggableRowProps) {
  const [{ isDragging }, drag] = useDrag(
    () => ({
      type: dragType,
      item: () => {
        onDragStart();
        return { id };
      },
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [dragType, id, onDragStart],
  );
  const [{ isDropTarget }, drop] = useDrop(
    () => ({
      accept: dragType,
      drop: (dragged: { id: string }) => onDrop(dragged.id, id),
      collect: (monitor) => ({
        isDropTarget: monitor.isOver() && monitor.getItem<{ id: string }>().id !== id,
      }),
    }),
    [dragType, id, onDrop],
  );
  // A callback ref: react-dnd's connectors are functions, which React 19's ref types do not accept directly.
  const dragRef = useCallback(
    (node: HTMLElement | null) => {
      drag(drop(node));
    },
    [drag, drop],
  );
  return children({ dragRef, isDragging, isDropTarget });
}

/** Where focus goes after the next render: an item's handle or its "Move…" button may be a new element by then. */

/** The sortable list once react-dnd has loaded (see `SortableList`). */
function SortableListInScope<Item>({
  items,
  label,
  getId,
  getLabel,
  onMove,
  renderItem,
  sx,
}: SortableListProps<Item>) {
  const dragType = useId();
  const instructionsId = useId();
  const { message, announce } = useAnnouncer();
  /** The item the keyboard holds, and the index it would be dropped at. */
  const [held, setHeld] = useState<{ id: string; index: number } | null>(null);
  const { focusAfterRender, refOf } = useFocusAfterRender<string>();

  const ids = items.map(getId);
  const count = items.length;
  const heldFrom = held ? ids.indexOf(held.id) : -1;
  // An item that left the list while held (another tab's change) is no longer held.
  const holding = held && heldFrom >= 0 ? held : null;
  const shown = holding ? reordered(items, heldFrom, holding.index) : items;
  const place = (index: number) => ({ position: index + 1, of: count });

  const commit = (from: number, to: number) => {
    const item = items[from];
    if (item === undefined) return;
    const id = ids[from] ?? '';
    if (from === to) {
      announce(DND_TEXTS.droppedInPlace(getLabel(item), place(from)));
      return;
    }
    onMove({ item, id, fromIndex: from, toIndex: to });
    announce(DND_TEXTS.moved(getLabel(item), place(to)));
  };

  const toggle = (id: string) => {
    const from = ids.indexOf(id);
    const item = items[from];
    if (item === undefined) return;
    // Dropping may move the handle's element in the page, which takes focus from it.
    focusAfterRender({ id, on: 'handle' });
    if (holding?.id === id) {
      setHeld(null);
      commit(from, holding.index);
    } else {
      setHeld({ id, index: from });
      announce(DND_TEXTS.lifted(getLabel(item), place(from)));
    }
  };

  const letGo = () => {
    if (!holding) return;
    const item = items[heldFrom];
    setHeld(null);
    if (item !== undefined) announce(DND_TEXTS.cancelled(getLabel(item), place(heldFrom)));
  };

  const onHandleKey = (id: string, event: KeyboardEvent<HTMLButtonElement>) => {
    if (holding?.id !== id) return;
    const intent = intentOfKey(event.key, 'list');
    if (intent === null || intent === 'into' || intent === 'outOf') return;
    event.preventDefault();
    focusAfterRender({ id, on: 'handle' });
    if (intent === 'cancel') {
      letGo();
      return;
    }
    const item = items[heldFrom];
    if (item === undefined) return;
    const to = indexAfter(intent, holding.index, count);
    if (to === null) {
      announce(
        intent === 'earlier' || intent === 'first'
          ? DND_TEXTS.alreadyFirst(getLabel(item))
          : DND_TEXTS.alreadyLast(getLabel(item)),
      );
      return;
    }
    setHeld({ id, index: to });
    announce(DND_TEXTS.held(getLabel(item), place(to)));
  };

  const moveBy = (id: string, direction: ListMoveDirection) => {
    const from = ids.indexOf(id);
    const to = indexAfter(direction, from, count);
    if (to === null) return;
    setHeld(null);
    commit(from, to);
  };

  const onPointerDrop = (draggedId: string, targetId: string) => {
    const from = ids.indexOf(draggedId);
    const to = ids.indexOf(targetId);
    if (from >= 0 && to >= 0 && from !== to) commit(from, to);
  };

  const menuOptions = (index: number): MoveOption[] =>
    MENU_DIRECTIONS.map((direction) => ({
      key: direction,
      text: DND_TEXTS[direction],
      disabled: indexAfter(direction, index, count) === null,
    }));

  return (
    <>
      <Box role="list" aria-label={label} sx={sx}>
        {shown.map((item, index) => {
          const id = getId(item);
          const itemLabel = getLabel(item);
          const isLifted = holding?.id === id;
          // The steps a held item would take start from where it is held; the others from where they are shown.
          const originalIndex = ids.indexOf(id);
          return (
            <Box role="listitem" key={id}>
              <DraggableRow dragType={dragType} id={id} onDragStart={letGo} onDrop={onPointerDrop}>
                {(pointer) => {
                  const sortable: SortableItem = {
                    ...pointer,
                    isLifted,
                    handle: (
                      <DragHandle
                        label={itemLabel}
                        lifted={isLifted}
                        instructionsId={instructionsId}
                        onToggle={() => toggle(id)}
                        onKeyDown={(event) => onHandleKey(id, event)}
                        onLeave={letGo}
                        buttonRef={refOf('handle', id)}
                      />
                    ),
                    moveMenu: (
                      <MoveMenu
                        label={itemLabel}
                        options={menuOptions(originalIndex)}
                        onChoose={(key) => {
                          focusAfterRender({ id, on: 'menu' });
                          moveBy(id, key as ListMoveDirection);
                        }}
                        buttonRef={refOf('menu', id)}
                      />
                    ),
                    canMove: (direction) => indexAfter(direction, originalIndex, count) !== null,
                    move: (direction) => moveBy(id, direction),
                  };
                  return renderItem(item, index, sortable);
                }}
              </DraggableRow>
            </Box>
          );
        })}
      </Box>
      <Instructions id={instructionsId} text={DND_TEXTS.listInstructions} />
      <LiveRegion label={DND_TEXTS.liveRegion(label)} message={message} />
    </>
  );
}

/** Loaded by `SortableList` (a lazy chunk: react-dnd and its backends come with it). */
export default function SortableListBody<Item>(props: SortableListProps<Item>) {
  return (
    <DragDropProvider>
      <SortableListInScope {...props} />
    </DragDropProvider>
  );
}
