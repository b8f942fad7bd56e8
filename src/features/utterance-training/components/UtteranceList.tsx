import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { forwardRef, type KeyboardEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { type ItemProps, type ListProps, Virtuoso, type VirtuosoHandle } from 'react-virtuoso';

import { LiveRegion, useAnnouncer } from '@/components/dnd/LiveRegion';
import { LoadError } from '@/components/page/LoadError';
import type { Intent } from '@/contracts/utterance-training';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { checkEntitySelection } from '../entity-selection';
import { UTTERANCE_LABELS, UTTERANCE_TEXTS } from '../messages';
import { commandFor, type FlowCommand, isFlowCommand, runKeys } from '../review/keys';
import {
  selectCurrentRowId,
  selectHasMore,
  selectLoadingMore,
  selectMoreFailed,
  selectReviewRow,
  selectReviewRowIds,
  selectReviewTotal,
} from '../review/selectors';
import { currentRowChanged, type ReviewState, rowMarked } from '../review/slice';

import { KeysDialog } from './KeysDialog';
import { type RowActions, UtteranceRow } from './UtteranceRow';
import { selectionWithin } from './UtteranceText';

/** Rows the keyboard may be from the end of what is loaded before the next page is asked for. */
const PREFETCH_ROWS = 10;

// The list's own elements carry the roles: Virtuoso's scroller (focusable, to scroll by keyboard) sits outside.
const RowList = forwardRef<HTMLDivElement, ListProps & { context?: ListContext }>(function RowList(
  { context, ...props },
  ref,
) {
  return <div {...props} ref={ref} role="list" aria-label={context?.label} />;
});
function RowItem({ context, item: _item, ...props }: ItemProps<string> & { context?: ListContext }) {
  const index = props['data-index'];
  return <div {...props} role="listitem" aria-setsize={context?.total} aria-posinset={index + 1} />;
}
interface ListContext {
  label: string;
  total: number;
}

interface UtteranceListProps extends RowActions {
  intents: Map<string, Intent>;
  onMore(): void;
}

interface RowProps extends RowActions {
  id: string;
  intents: Map<string, Intent>;
  /** The keyboard moved here: take the focus once drawn. */
  focusWanted: boolean;
}

function Row({ id, intents, focusWanted, ...actions }: RowProps) {
  const row = useAppSelector((state) => selectReviewRow(state, id));
  const current = useAppSelector((state) => selectCurrentRowId(state) === id);
  if (!row) return null;
  return (
    <UtteranceRow
      row={row}
      intent={intents.get(row.intentId)}
      current={current}
      focusWanted={current && focusWanted}
      {...actions}
    />
  );
}

/** Whether a key pressed in `target` is the field's own (typing, a radio's arrows) rather than the review's. */
function keyBelongsToField(target: EventTarget, key: string) {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLTextAreaElement || target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) {
    if (target.type !== 'radio' && target.type !== 'checkbox') return true;
    return key.startsWith('Arrow');
  }
  return false;
}

/**
 * The utterance grouping's results (spec 3 §2): the count, the column headings and a virtualised list that loads
 * the next page when scrolled to its end ('Scroll to load more utterances', then 'No more utterances').
 *
 * The keyboard-first review (review/keys.ts): j/k move, 1/0 mark and move on, b, e, i, s open a row's tools, ?
 * lists the keys. The current row keeps the focus and stays in view; every move and mark is announced.
 */
export function UtteranceList({ intents, onMore, ...actions }: UtteranceListProps) {
  const dispatch = useAppDispatch();
  const store = useStore<{ utteranceReview: ReviewState }>();
  // Narrow selections: a mark changes one row, and only that row (and the Train button) repaints.
  const ids = useAppSelector(selectReviewRowIds);
  const total = useAppSelector(selectReviewTotal);
  const currentId = useAppSelector(selectCurrentRowId);
  const loadingMore = useAppSelector(selectLoadingMore);
  const moreFailed = useAppSelector(selectMoreFailed);
  const hasMore = useAppSelector(selectHasMore);
  const virtuoso = useRef<VirtuosoHandle>(null);
  const [focusWanted, setFocusWanted] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const { message, announce } = useAnnouncer();
  /** Keys pressed past the last loaded row, run when the next page is in (review/keys.ts). */
  const waiting = useRef<FlowCommand[]>([]);

  const position = (id: string | null) => (id === null ? 0 : ids.indexOf(id) + 1);
  const rowOf = (id: string | null) => (id ? store.getState().utteranceReview.rows.entities[id] : undefined);
  const textOf = (id: string | null) => rowOf(id)?.marked.text ?? '';

  const moveTo = (id: string | null) => {
    if (id === null) return;
    dispatch(currentRowChanged(id));
    setFocusWanted(true);
    virtuoso.current?.scrollIntoView({ index: ids.indexOf(id) });
  };

  /** Applies a run of marking and moving keys, and announces where it left the reviewer. */
  const runFlow = (commands: FlowCommand[], from: string | null) => {
    const run = runKeys(ids, from, commands, hasMore);
    waiting.current = run.waiting;
    for (const mark of run.marks) dispatch(rowMarked(mark));
    if (run.current !== from) moveTo(run.current);
    const last = run.marks.at(-1);
    announce(
      last
        ? UTTERANCE_TEXTS.markedAnnounced(last.mark === '1', textOf(last.id), position(run.current), total)
        : UTTERANCE_TEXTS.rowAnnounced(textOf(run.current), position(run.current), total),
    );
  };

  // Near the end of what is loaded, the keyboard loads more, as scrolling does; keys that waited for it run.
  const currentIndex = currentId ? ids.indexOf(currentId) : -1;
  useEffect(() => {
    if (currentIndex >= ids.length - PREFETCH_ROWS && hasMore && !loadingMore && !moreFailed) onMore();
  }, [currentIndex, ids.length, hasMore, loadingMore, moreFailed, onMore]);
  // Only a new page (or the end of loading) runs what waited; the run itself reads the latest rows and row.
  const runWaiting = useEffectEvent(() => {
    if (waiting.current.length > 0 && !loadingMore) runFlow(waiting.current, currentId);
  });
  useEffect(() => runWaiting(), [ids.length, loadingMore]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (keyBelongsToField(event.target, event.key)) return;
    const command = commandFor(event);
    const current = currentId;
    if (!command || (current === null && command !== 'help')) return;
    event.preventDefault();
    if (isFlowCommand(command)) {
      if (waiting.current.length > 0) waiting.current.push(command);
      else runFlow([command], current);
      return;
    }
    switch (command) {
      case 'bestAnswer':
        if (current) actions.onBestAnswer(current, textOf(current));
        break;
      case 'intent':
        if (current) actions.onIntent(current);
        break;
      case 'conversation':
        if (current) actions.onConversation(current);
        break;
      case 'entity': {
        // A selection in the row's text is tagged; without one, the dialog offers the words to pick by keyboard.
        const row = rowOf(current);
        if (!row) break;
        const container = document.querySelector(
          `[data-row-id="${CSS.escape(row.id)}"] [data-utterance-text]`,
        );
        const selection = container ? selectionWithin(container) : null;
        const check = selection && checkEntitySelection(row.marked, selection.start, selection.end);
        if (check && !check.ok && check.reason === 'several-entities') {
          announce(UTTERANCE_TEXTS.entityInvalid[check.reason]);
          break;
        }
        actions.onSetEntity(row.id, check?.ok ? { start: check.start, end: check.end } : null);
        break;
      }
      case 'stars': {
        const radio = document.querySelector<HTMLInputElement>(
          `[data-row-id="${CSS.escape(current ?? '')}"] input[type="radio"]:checked, [data-row-id="${CSS.escape(current ?? '')}"] input[type="radio"]`,
        );
        radio?.focus();
        break;
      }
      case 'help':
        setHelpOpen(true);
        break;
      default:
        break;
    }
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {UTTERANCE_LABELS.results}{' '}
          <Typography component="span" color="text.secondary">
            {UTTERANCE_LABELS.totalCount}: {total}
          </Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {UTTERANCE_TEXTS.keysHint}
        </Typography>
      </Box>
      <Box
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
            setFocusWanted(false);
          }
        }}
      >
        {/* The columns' headings for the eye; each row's cells say what they are. */}
        <Box
          aria-hidden
          sx={{
            display: { xs: 'none', md: 'grid' },
            gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1.2fr) auto',
            gap: 2,
            px: 1.5,
            py: 1,
            borderBottom: 2,
            borderColor: 'divider',
            fontWeight: 'bold',
          }}
        >
          <Box>{UTTERANCE_LABELS.columns.utterance}</Box>
          <Box>{UTTERANCE_LABELS.columns.intent}</Box>
          <Box sx={{ minWidth: 220 }}>{UTTERANCE_LABELS.columns.actions}</Box>
        </Box>
        <Virtuoso
          ref={virtuoso}
          style={{ height: 'min(70vh, 900px)' }}
          data={ids}
          context={{ label: UTTERANCE_TEXTS.rowsLabel, total: total }}
          computeItemKey={(_index, id) => id}
          endReached={() => {
            if (hasMore && !loadingMore && !moreFailed) onMore();
          }}
          itemContent={(_index, id) => (
            <Row id={id} intents={intents} focusWanted={focusWanted} {...actions} />
          )}
          components={{
            List: RowList,
            Item: RowItem,
            Footer: () => (
              <Box sx={{ py: 2, display: 'flex', justifyContent: 'center' }}>
                {loadingMore ? (
                  <CircularProgress size={24} aria-label={UTTERANCE_TEXTS.loadingMore} />
                ) : moreFailed ? (
                  <LoadError small onRetry={onMore}>
                    {UTTERANCE_TEXTS.moreFailed}
                  </LoadError>
                ) : (
                  <Typography color="text.secondary">
                    {hasMore ? UTTERANCE_LABELS.scrollForMore : UTTERANCE_LABELS.noMore}
                  </Typography>
                )}
              </Box>
            ),
          }}
        />
      </Box>
      <LiveRegion label={UTTERANCE_TEXTS.announcer} message={message} />
      {helpOpen && <KeysDialog onClose={() => setHelpOpen(false)} />}
    </Box>
  );
}
