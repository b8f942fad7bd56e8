import Box from '@mui/material/Box';
import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { type DropTargetMonitor, useDrag, useDrop } from 'react-dnd';

import {
  childrenOf,
  hasNode,
  moveNode,
  type NodeId,
  positionOf,
  type Tree,
  type TreePosition,
  validateMove,
} from '@/lib/tree';

import { DragHandle } from '../DragHandle';
import { intentOfKey, type KeyboardMove } from '../keyboard';
import { Instructions, LiveRegion, useAnnouncer } from '../LiveRegion';
import { DND_TEXTS, refusalText, type SpokenPlace } from '../messages';
import { MoveMenu, type MoveOption } from '../MoveMenu';
import type { SortableTreeProps } from '../types';

import DragDropProvider from './DragDropProvider';
import { useFocusAfterRender } from './focus-after-render';

/** Where a pointer drop on a row puts the dragged node: before the row's node, after it, or inside it (last). */
type DropZone = 'before' | 'after' | 'into';

/** What a pointer drag over a row would do. */
interface DropHover {
  targetId: NodeId;
  zone: DropZone;
  /** Why the drop would be refused; `null` when it would be made. */
  refusal: string | null;
}

/** Where a step takes a node, or why it cannot be taken. */
type Step = { to: TreePosition } | { refusal: string };

interface DraggableRowProps {
  dragType: string;
  id: NodeId;
  hover: DropHover | null;
  onDragStart(): void;
  onDragEnd(): void;
  onHover(draggedId: NodeId, targetId: NodeId, zone: DropZone): void;
  onDrop(draggedId: NodeId, targetId: NodeId, zone: DropZone): void;
  canContain(id: NodeId): boolean;
  children: ReactNode;
}

/** The zone of a row under the pointer: its top quarter, its bottom quarter, or the middle (for a container). */
function zoneAt(monitor: DropTargetMonitor, element: HTMLElement | null, container: boolean): DropZone {
  const pointer = monitor.getClientOffset();
  const box = element?.getBoundingClientRect();
  // Where nothing is laid out (jsdom), or without a pointer position, a drop lands on the row itself.
  const share = pointer && box && box.height > 0 ? (pointer.y - box.top) / box.height : 0.5;
  if (!container) return share < 0.5 ? 'before' : 'after';
  return share < 0.25 ? 'before' : share > 0.75 ? 'after' : 'into';
}

/** A node's own row (not its children): dragged by a pointer, and a place to drop another before, after or in. */
function DraggableRow(props: DraggableRowProps) {
  const { dragType, id, hover, onDragStart, onDragEnd, onHover, onDrop, canContain, children } = props;
  const element = useRef<HTMLElement | null>(null);
  const [{ isDragging }, drag] = useDrag(
    () => ({
      type: dragType,
      item: () => {
        onDragStart();
        return { id };
      },
      end: onDragEnd,
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [dragType, id, onDragStart, onDragEnd],
  );
  const [{ isOver }, drop] = useDrop(
    () => ({
      accept: dragType,
      hover: (dragged: { id: NodeId }, monitor) =>
        onHover(dragged.id, id, zoneAt(monitor, element.current, canContain(id))),
      drop: (dragged: { id: NodeId }, monitor) =>
        onDrop(dragged.id, id, zoneAt(monitor, element.current, canContain(id))),
      collect: (monitor) => ({ isOver: monitor.isOver() }),
    }),
    [dragType, id, onHover, onDrop, canContain],
  );
  // A callback ref: react-dnd's connectors are functions, which React 19's ref types do not accept directly.
  const dragRef = useCallback(
    (node: HTMLElement | null) => {
      element.current = node;
      drag(drop(node));
    },
    [drag, drop],
  );
  const shown = isOver && hover?.targetId === id ? hover : null;
  const colour = shown?.refusal ? 'error.main' : 'primary.main';
  return (
    <Box
      ref={dragRef}
      sx={(theme) => {
        const line = shown?.refusal ? theme.palette.error.main : theme.palette.primary.main;
        return {
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          py: 0.25,
          borderRadius: 1,
          opacity: isDragging ? 0.5 : 1,
          cursor: shown?.refusal ? 'no-drop' : undefined,
          boxShadow:
            shown?.zone === 'before'
              ? `inset 0 3px 0 ${line}`
              : shown?.zone === 'after'
                ? `inset 0 -3px 0 ${line}`
                : undefined,
          outline: shown?.zone === 'into' ? '2px dashed' : undefined,
          outlineColor: colour,
        };
      }}
    >
      {children}
    </Box>
  );
}

/** The sortable tree once react-dnd has loaded (see `SortableTree`). */
function SortableTreeInScope({ tree, label, getLabel, rules = {}, onMove, renderItem }: SortableTreeProps) {
  const dragType = useId();
  const instructionsId = useId();
  const { message, announce } = useAnnouncer();
  /** The node the keyboard holds, and where it would be dropped. */
  const [held, setHeld] = useState<{ id: NodeId; to: TreePosition } | null>(null);
  const [hover, setHover] = useState<DropHover | null>(null);
  const { focusAfterRender, refOf } = useFocusAfterRender<NodeId>();

  // A hold the tree no longer allows (the node or its place removed meanwhile) is let go.
  const holding =
    held && hasNode(tree, held.id) && validateMove(tree, held.id, held.to, rules).ok ? held : null;
  const shown = holding ? moveNode(tree, holding.id, holding.to) : tree;

  const placeIn = (where: Tree, id: NodeId): SpokenPlace => {
    const { parentId, index } = positionOf(where, id);
    return {
      position: index + 1,
      of: childrenOf(where, parentId).length,
      parent: parentId === null ? null : getLabel(parentId),
    };
  };
  const canContain = useCallback((id: NodeId) => rules.canContain?.(id) ?? true, [rules]);

  /** Where a step takes `id` from where it is in `where`, checked against the rules. */
  const stepFrom = (where: Tree, id: NodeId, move: KeyboardMove): Step => {
    const itemLabel = getLabel(id);
    const { parentId, index } = positionOf(where, id);
    const siblings = childrenOf(where, parentId);
    let to: TreePosition;
    switch (move) {
      case 'earlier':
      case 'first':
        if (index === 0) return { refusal: DND_TEXTS.alreadyFirst(itemLabel) };
        to = { parentId, index: move === 'first' ? 0 : index - 1 };
        break;
      case 'later':
      case 'last':
        if (index === siblings.length - 1) return { refusal: DND_TEXTS.alreadyLast(itemLabel) };
        to = { parentId, index: move === 'last' ? siblings.length - 1 : index + 1 };
        break;
      case 'into': {
        const above = siblings[index - 1];
        if (above === undefined) return { refusal: DND_TEXTS.nothingToGoInto(itemLabel) };
        to = { parentId: above, index: childrenOf(where, above).length };
        break;
      }
      case 'outOf': {
        if (parentId === null) return { refusal: DND_TEXTS.alreadyAtTop(itemLabel) };
        const parentPlace = positionOf(where, parentId);
        to = { parentId: parentPlace.parentId, index: parentPlace.index + 1 };
        break;
      }
    }
    // Positions count the node's new siblings without it, so one found in the preview holds for the tree too.
    const check = validateMove(tree, id, to, rules);
    if (!check.ok) {
      return {
        refusal: refusalText(check, {
          label: itemLabel,
          target: to.parentId === null ? null : getLabel(to.parentId),
          intoItself: to.parentId === id,
        }),
      };
    }
    return { to };
  };

  const commit = (id: NodeId, to: TreePosition) => {
    const from = positionOf(tree, id);
    if (from.parentId === to.parentId && from.index === to.index) {
      announce(DND_TEXTS.droppedInPlace(getLabel(id), placeIn(tree, id)));
      return;
    }
    onMove({ id, from, to });
    announce(DND_TEXTS.moved(getLabel(id), placeIn(moveNode(tree, id, to), id)));
  };

  const toggle = (id: NodeId) => {
    // Dropping may put the handle in another list of the page: a new element, which needs focus back.
    focusAfterRender({ id, on: 'handle' });
    if (holding?.id === id) {
      setHeld(null);
      commit(id, holding.to);
    } else {
      setHeld({ id, to: positionOf(tree, id) });
      announce(DND_TEXTS.lifted(getLabel(id), placeIn(tree, id)));
    }
  };

  const letGo = () => {
    if (!holding) return;
    setHeld(null);
    announce(DND_TEXTS.cancelled(getLabel(holding.id), placeIn(tree, holding.id)));
  };

  const onHandleKey = (id: NodeId, event: KeyboardEvent<HTMLButtonElement>) => {
    if (holding?.id !== id) return;
    const intent = intentOfKey(event.key, 'tree');
    if (intent === null) return;
    event.preventDefault();
    focusAfterRender({ id, on: 'handle' });
    if (intent === 'cancel') {
      letGo();
      return;
    }
    const step = stepFrom(shown, id, intent);
    if ('refusal' in step) {
      announce(step.refusal);
      return;
    }
    setHeld({ id, to: step.to });
    announce(DND_TEXTS.held(getLabel(id), placeIn(moveNode(tree, id, step.to), id)));
  };

  const menuOptions = (id: NodeId): MoveOption[] => {
    const { parentId, index } = positionOf(tree, id);
    const options: MoveOption[] = [
      { key: 'earlier', text: DND_TEXTS.earlier, disabled: index === 0 },
      { key: 'later', text: DND_TEXTS.later, disabled: index === childrenOf(tree, parentId).length - 1 },
    ];
    const above = childrenOf(tree, parentId)[index - 1];
    if (above !== undefined) {
      const step = stepFrom(tree, id, 'into');
      const refusal = 'refusal' in step ? step.refusal : undefined;
      options.push({ key: 'into', text: DND_TEXTS.into(getLabel(above)), refusal });
    }
    if (parentId !== null) options.push({ key: 'outOf', text: DND_TEXTS.outOf(getLabel(parentId)) });
    return options;
  };

  const onMenu = (id: NodeId, move: KeyboardMove) => {
    focusAfterRender({ id, on: 'menu' });
    setHeld(null);
    const step = stepFrom(tree, id, move);
    if ('refusal' in step) announce(step.refusal);
    else commit(id, step.to);
  };

  /** Where a pointer drop in `zone` of `targetId`'s row puts `draggedId`, or why it cannot go there. */
  const pointerStep = (draggedId: NodeId, targetId: NodeId, zone: DropZone): Step | null => {
    if (!hasNode(tree, draggedId) || !hasNode(tree, targetId)) return null;
    if (draggedId === targetId && zone !== 'into') return null;
    const parentId = zone === 'into' ? targetId : (tree.nodes[targetId]?.parentId ?? null);
    const others = childrenOf(tree, parentId).filter((sibling) => sibling !== draggedId);
    const index = zone === 'into' ? others.length : others.indexOf(targetId) + (zone === 'after' ? 1 : 0);
    const to = { parentId, index };
    const check = validateMove(tree, draggedId, to, rules);
    if (check.ok) return { to };
    return {
      refusal: refusalText(check, {
        label: getLabel(draggedId),
        target: parentId === null ? null : getLabel(parentId),
        intoItself: parentId === draggedId,
      }),
    };
  };

  const onHover = (draggedId: NodeId, targetId: NodeId, zone: DropZone) => {
    const step = pointerStep(draggedId, targetId, zone);
    const next = step && { targetId, zone, refusal: 'refusal' in step ? step.refusal : null };
    setHover((previous) =>
      previous?.targetId === next?.targetId &&
      previous?.zone === next?.zone &&
      previous?.refusal === next?.refusal
        ? previous
        : next,
    );
  };

  const onPointerDrop = (draggedId: NodeId, targetId: NodeId, zone: DropZone) => {
    setHover(null);
    const step = pointerStep(draggedId, targetId, zone);
    if (step === null) return;
    if ('refusal' in step) announce(step.refusal);
    else commit(draggedId, step.to);
  };

  const branch = (ids: readonly NodeId[]): ReactNode =>
    ids.map((id) => {
      const itemLabel = getLabel(id);
      const children = childrenOf(shown, id);
      return (
        <Box role="listitem" key={id}>
          <DraggableRow
            dragType={dragType}
            id={id}
            hover={hover}
            onDragStart={letGo}
            onDragEnd={() => setHover(null)}
            onHover={onHover}
            onDrop={onPointerDrop}
            canContain={canContain}
          >
            <DragHandle
              label={itemLabel}
              lifted={holding?.id === id}
              instructionsId={instructionsId}
              onToggle={() => toggle(id)}
              onKeyDown={(event) => onHandleKey(id, event)}
              onLeave={letGo}
              buttonRef={refOf('handle', id)}
            />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>{renderItem(id)}</Box>
            <MoveMenu
              label={itemLabel}
              options={menuOptions(id)}
              onChoose={(key) => onMenu(id, key as KeyboardMove)}
              buttonRef={refOf('menu', id)}
            />
          </DraggableRow>
          {children.length > 0 && (
            <Box role="list" aria-label={DND_TEXTS.inside(itemLabel)} sx={{ pl: 3 }}>
              {branch(children)}
            </Box>
          )}
        </Box>
      );
    });

  return (
    <>
      <Box role="list" aria-label={label}>
        {branch(shown.rootIds)}
      </Box>
      <Instructions id={instructionsId} text={DND_TEXTS.treeInstructions} />
      <LiveRegion label={DND_TEXTS.liveRegion(label)} message={message} />
    </>
  );
}

/** Loaded by `SortableTree` (a lazy chunk: react-dnd and its backends come with it). */
export default function SortableTreeBody(props: SortableTreeProps) {
  return (
    <DragDropProvider>
      <SortableTreeInScope {...props} />
    </DragDropProvider>
  );
}
