import DragIndicator from '@mui/icons-material/DragIndicator';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenWith from '@mui/icons-material/OpenWith';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { forwardRef, type KeyboardEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { type ItemProps, type ListProps, Virtuoso } from 'react-virtuoso';

import { intentOfKey } from '@/components/dnd/keyboard';
import { LiveRegion, useAnnouncer } from '@/components/dnd/LiveRegion';
import { TOP_BAR_HEIGHT } from '@/config/constants';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { answersRequested } from '../../answers/slice';
import { type Board, groupCount, movedItems, PLACEHOLDER } from '../../groups/board';
import { selectGroups } from '../../groups/selectors';
import { groupsTrainRequested, selectionToggled, utterancesMoved } from '../../groups/slice';
import { UTTERANCE_LABELS, UTTERANCE_TEXTS } from '../../messages';
import { selectIntents, selectIntentsById } from '../../vocabulary/selectors';
import { BestAnswerDialog } from '../BestAnswerDialog';
import { IntentDialog } from '../IntentDialog';
import { type GroupChoice, MoveToDialog } from '../MoveToDialog';

const UTTERANCE = 'utterance';

// The list's own elements carry the roles: Virtuoso's scroller (focusable, to scroll by keyboard) sits outside.
const GroupList = forwardRef<HTMLDivElement, ListProps & { context?: { label: string } }>(function GroupList(
  { context, ...props },
  ref,
) {
  return <div {...props} ref={ref} role="list" aria-label={context?.label} />;
});
const GroupItem = ({
  context: _context,
  item: _item,
  ...props
}: ItemProps<BoardRow> & { context?: unknown }) => <div {...props} role="listitem" />;

/** A line of the board's list: a group's heading, or one of its utterances. */
type BoardRow = { kind: 'group'; group: string } | { kind: 'item'; key: string };

interface DraggedUtterances {
  keys: string[];
}

/** An utterance held by the keyboard: the group it would drop into. */
interface Held {
  key: string;
  target: number;
}

interface BoardContext {
  board: Board;
  selected: Set<string>;
  nameOf(group: string): string;
  held: Held | null;
  onHandleKey(event: KeyboardEvent<HTMLButtonElement>, key: string): void;
  onHandleBlur(key: string): void;
  onToggle(keys: string[], selected: boolean): void;
  onMove(keys: string[], to: string): void;
  onMoveTo(keys: string[]): void;
  instructionsId: string;
}

function DropZone({
  group,
  onMove,
  children,
  sx,
}: {
  group: string;
  onMove: BoardContext['onMove'];
  children: ReactNode;
  sx?: object;
}) {
  const [{ over }, drop] = useDrop<DraggedUtterances, undefined, { over: boolean }>({
    accept: UTTERANCE,
    drop: (item) => {
      onMove(item.keys, group);
      return undefined;
    },
    collect: (monitor) => ({ over: monitor.isOver() && monitor.canDrop() }),
  });
  return (
    <Box
      ref={(element: HTMLDivElement | null) => {
        drop(element);
      }}
      data-drop-group={group}
      sx={{
        ...sx,
        outline: over ? 2 : 0,
        outlineColor: 'primary.main',
        bgcolor: over ? (theme) => alpha(theme.palette.primary.main, 0.08) : undefined,
      }}
    >
      {children}
    </Box>
  );
}

function UtteranceItem({ itemKey, context }: { itemKey: string; context: BoardContext }) {
  const { board, selected, held } = context;
  const item = board.items[itemKey];
  const [{ dragging }, drag] = useDrag<DraggedUtterances, undefined, { dragging: boolean }>({
    type: UTTERANCE,
    item: () => ({ keys: selected.has(itemKey) ? [...selected] : [itemKey] }),
    collect: (monitor) => ({ dragging: monitor.isDragging() }),
  });
  if (!item) return null;
  const isHeld = held?.key === itemKey;
  return (
    <Box
      ref={(element: HTMLDivElement | null) => {
        drag(element);
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        borderBottom: 1,
        borderColor: 'divider',
        opacity: dragging ? 0.5 : 1,
        bgcolor:
          item.group !== item.initialGroup ? (theme) => alpha(theme.palette.success.main, 0.08) : undefined,
      }}
    >
      <IconButton
        size="small"
        aria-label={UTTERANCE_TEXTS.handle(item.text)}
        aria-pressed={isHeld}
        aria-describedby={context.instructionsId}
        onKeyDown={(event) => context.onHandleKey(event, itemKey)}
        onBlur={() => context.onHandleBlur(itemKey)}
        sx={{ cursor: 'grab' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <Checkbox
        size="small"
        checked={selected.has(itemKey)}
        onChange={(event) => context.onToggle([itemKey], event.target.checked)}
        slotProps={{ input: { 'aria-label': UTTERANCE_TEXTS.selectUtterance(item.text) } }}
      />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {item.text}
      </Typography>
      <Chip size="small" label={item.count} title={UTTERANCE_TEXTS.utteranceCount(item.count)} />
      <IconButton
        size="small"
        aria-label={UTTERANCE_TEXTS.moveOne(item.text)}
        onClick={() => context.onMoveTo([itemKey])}
      >
        <OpenWith fontSize="small" />
      </IconButton>
    </Box>
  );
}

function GroupHeader({
  group,
  context,
  expanded,
  onExpand,
}: {
  group: string;
  context: BoardContext;
  expanded: boolean;
  onExpand(): void;
}) {
  const members = context.board.members[group] ?? [];
  const chosen = members.filter((key) => context.selected.has(key)).length;
  const target = context.held !== null && context.board.groups[context.held.target] === group;
  const name = context.nameOf(group);
  return (
    <DropZone group={group} onMove={context.onMove} sx={{ bgcolor: 'background.paper' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
          ...(target && { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 }),
        }}
      >
        <Checkbox
          size="small"
          checked={members.length > 0 && chosen === members.length}
          indeterminate={chosen > 0 && chosen < members.length}
          disabled={members.length === 0}
          onChange={(event) => context.onToggle(members, event.target.checked)}
          slotProps={{ input: { 'aria-label': UTTERANCE_TEXTS.selectGroup(name) } }}
        />
        <Typography
          component="h3"
          variant="subtitle2"
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        <Chip size="small" variant="outlined" label={groupCount(context.board, group)} />
        <IconButton size="small" aria-expanded={expanded} aria-label={name} onClick={onExpand}>
          {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </IconButton>
      </Box>
    </DropZone>
  );
}

/**
 * The cluster and intent groupings' board (spec 3 §2, §4): the groups on the left, virtualised (thousands of
 * utterances stay quick), and the sticky 'Utterance Placeholder' with Train on the right (stacked on a phone).
 * An utterance moves by a drag (the checked ones together when it is checked), by the checkboxes and a button,
 * by its handle's keyboard scheme, or by "Move to…" with type-ahead over the groups' names; each move is
 * announced.
 */
export default function GroupsBoard() {
  const dispatch = useAppDispatch();
  const { board, grouping, selected: selectedList, saving, chatbot } = useAppSelector(selectGroups);
  const intentsById = useAppSelector(selectIntentsById);
  const intents = useAppSelector(selectIntents);
  const instructionsId = useId();
  const { message, announce } = useAnnouncer();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [held, setHeld] = useState<Held | null>(null);
  const [moving, setMoving] = useState<string[] | null>(null);
  const [settingIntent, setSettingIntent] = useState(false);
  const selected = useMemo(() => new Set(selectedList), [selectedList]);

  if (!board || !grouping) return null;
  const nameOf = (group: string) =>
    group === PLACEHOLDER
      ? UTTERANCE_LABELS.placeholder
      : grouping === 'intent'
        ? (intentsById.get(group)?.name ?? group)
        : group;
  const groups = board.groups.filter((group) => group !== PLACEHOLDER);
  const placeholderItems = board.members[PLACEHOLDER] ?? [];
  const moved = movedItems(board).length;
  const allKeys = groups.flatMap((group) => board.members[group] ?? []);

  const move = (keys: string[], to: string) => {
    const count = keys.filter((key) => board.items[key] && board.items[key].group !== to).length;
    dispatch(utterancesMoved({ keys, to }));
    announce(UTTERANCE_TEXTS.moved(count, nameOf(to)));
  };

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, key: string) => {
    const item = board.items[key];
    if (!item) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (held?.key === key) {
        const to = board.groups[held.target];
        setHeld(null);
        if (to && to !== item.group) move(selected.has(key) ? [...selected] : [key], to);
        else announce(UTTERANCE_TEXTS.moveCancelled(item.text));
      } else {
        setHeld({ key, target: board.groups.indexOf(item.group) });
        announce(UTTERANCE_TEXTS.lifted(item.text, nameOf(item.group)));
      }
      return;
    }
    if (held?.key !== key) return;
    const intent = intentOfKey(event.key, 'list');
    if (!intent) return;
    event.preventDefault();
    if (intent === 'cancel') {
      setHeld(null);
      announce(UTTERANCE_TEXTS.moveCancelled(item.text));
      return;
    }
    const last = board.groups.length - 1;
    const target =
      intent === 'first'
        ? 0
        : intent === 'last'
          ? last
          : Math.min(last, Math.max(0, held.target + (intent === 'earlier' ? -1 : 1)));
    setHeld({ key, target });
    announce(UTTERANCE_TEXTS.over(nameOf(board.groups[target] ?? ''), target + 1, board.groups.length));
  };

  const context: BoardContext = {
    board,
    selected,
    nameOf,
    held,
    onHandleKey,
    onHandleBlur: (key) => {
      if (held?.key !== key) return;
      setHeld(null);
      announce(UTTERANCE_TEXTS.moveCancelled(board.items[key]?.text ?? ''));
    },
    onToggle: (keys, on) => dispatch(selectionToggled({ keys, selected: on })),
    onMove: move,
    onMoveTo: setMoving,
    instructionsId,
  };

  // One flat, virtualised list: each group's heading, then its utterances unless it is collapsed.
  const lines: BoardRow[] = groups.flatMap((group) => [
    { kind: 'group' as const, group },
    ...(collapsed.has(group)
      ? []
      : (board.members[group] ?? []).map((key) => ({ kind: 'item' as const, key }))),
  ]);
  const choices: GroupChoice[] = board.groups.map((key) => ({ key, name: nameOf(key) }));

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box id={instructionsId} sx={visuallyHidden}>
        {UTTERANCE_TEXTS.handleInstructions}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={allKeys.length > 0 && allKeys.every((key) => selected.has(key))}
              indeterminate={selected.size > 0 && !allKeys.every((key) => selected.has(key))}
              onChange={(event) =>
                dispatch(selectionToggled({ keys: allKeys, selected: event.target.checked }))
              }
            />
          }
          label={UTTERANCE_TEXTS.selectAll}
        />
        {grouping === 'cluster' ? (
          <Button
            variant="outlined"
            disabled={selected.size === 0}
            onClick={() => move([...selected], PLACEHOLDER)}
          >
            {UTTERANCE_TEXTS.moveSelectedToPlaceholder}
          </Button>
        ) : (
          <Button variant="outlined" disabled={selected.size === 0} onClick={() => setSettingIntent(true)}>
            {UTTERANCE_LABELS.setIntent}
          </Button>
        )}
        <Button disabled={selected.size === 0} onClick={() => setMoving([...selected])}>
          {UTTERANCE_TEXTS.moveSelected}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ minWidth: 0, order: { xs: 2, md: 1 } }}>
          <Box>
            <Virtuoso
              style={{ height: 'min(70vh, 900px)' }}
              data={lines}
              context={{ label: UTTERANCE_TEXTS.groupsLabel(grouping) }}
              components={{ List: GroupList, Item: GroupItem }}
              computeItemKey={(_index, line) => (line.kind === 'group' ? `group:${line.group}` : line.key)}
              itemContent={(_index, line) =>
                line.kind === 'group' ? (
                  <GroupHeader
                    group={line.group}
                    context={context}
                    expanded={!collapsed.has(line.group)}
                    onExpand={() =>
                      setCollapsed((previous) => {
                        const next = new Set(previous);
                        if (next.has(line.group)) next.delete(line.group);
                        else next.add(line.group);
                        return next;
                      })
                    }
                  />
                ) : (
                  <UtteranceItem itemKey={line.key} context={context} />
                )
              }
            />
          </Box>
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-label={UTTERANCE_LABELS.placeholder}
          sx={{
            minWidth: 0,
            order: { xs: 1, md: 2 },
            position: { md: 'sticky' },
            top: { md: TOP_BAR_HEIGHT + 16 },
          }}
        >
          <DropZone group={PLACEHOLDER} onMove={move}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1.5 }}>
              <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
                {UTTERANCE_LABELS.placeholder}
              </Typography>
              {grouping === 'cluster' && (
                <Button
                  disabled={saving || placeholderItems.length === 0}
                  onClick={() =>
                    dispatch(
                      answersRequested({
                        target: PLACEHOLDER,
                        utterances: placeholderItems.map((key) => board.items[key]?.text ?? ''),
                        chatbot,
                      }),
                    )
                  }
                >
                  {UTTERANCE_LABELS.bestAnswerTitle}
                </Button>
              )}
              <Button
                variant="contained"
                disabled={saving}
                onClick={() => dispatch(groupsTrainRequested({ answer: null }))}
              >
                {UTTERANCE_LABELS.train}
              </Button>
            </Box>
            {moved > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, pb: 1 }}>
                {UTTERANCE_TEXTS.movesPending(moved)}
              </Typography>
            )}
            {placeholderItems.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 1.5 }}>
                {UTTERANCE_TEXTS.placeholderEmpty}
              </Typography>
            ) : (
              <Box
                role="list"
                aria-label={UTTERANCE_LABELS.placeholder}
                sx={{ maxHeight: { md: '60vh' }, overflowY: 'auto' }}
              >
                {placeholderItems.map((key) => (
                  <Box key={key} role="listitem">
                    <UtteranceItem itemKey={key} context={context} />
                  </Box>
                ))}
              </Box>
            )}
          </DropZone>
        </Paper>
      </Box>
      <LiveRegion label={UTTERANCE_TEXTS.announcer} message={message} />
      {moving && (
        <MoveToDialog
          count={moving.length}
          groups={choices}
          onMove={(to) => {
            move(moving, to);
            setMoving(null);
          }}
          onClose={() => setMoving(null)}
        />
      )}
      {settingIntent && (
        <IntentDialog
          title={UTTERANCE_LABELS.setIntent}
          intents={intents}
          current=""
          onSave={(intentId) => {
            move([...selected], intentId);
            setSettingIntent(false);
          }}
          onClose={() => setSettingIntent(false)}
        />
      )}
      <BestAnswerDialog
        confirmLabel={UTTERANCE_LABELS.matchAndSave}
        onMatch={(_target, answer) => dispatch(groupsTrainRequested({ answer }))}
      />
    </Box>
  );
}
