import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';

import { LiveRegion, useAnnouncer } from '@/components/dnd/LiveRegion';
import { LoadError } from '@/components/page/LoadError';
import type { Intent } from '@/contracts/utterance-training';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { checkEntitySelection } from '../entity-selection';
import { UTTERANCE_LABELS, UTTERANCE_TEXTS } from '../messages';
import { commandFor, neighbour } from '../review/keys';
import { selectHasMore, selectReview, selectReviewRow } from '../review/selectors';
import { currentRowChanged, rowMarked } from '../review/slice';

import { KeysDialog } from './KeysDialog';
import { type RowActions, UtteranceRow } from './UtteranceRow';
import { selectionWithin } from './UtteranceText';

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
  const current = useAppSelector((state) => selectReview(state).currentId === id);
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
  const review = useAppSelector(selectReview);
  const hasMore = useAppSelector(selectHasMore);
  const ids = review.rows.ids;
  const virtuoso = useRef<VirtuosoHandle>(null);
  const [focusWanted, setFocusWanted] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const { message, announce } = useAnnouncer();

  const position = (id: string | null) => (id === null ? 0 : ids.indexOf(id) + 1);
  const textOf = (id: string | null) => (id ? (review.rows.entities[id]?.marked.text ?? '') : '');

  const moveTo = (id: string | null) => {
    if (id === null) return;
    dispatch(currentRowChanged(id));
    setFocusWanted(true);
    virtuoso.current?.scrollIntoView({ index: ids.indexOf(id) });
  };

  // Near the end of what is loaded, the keyboard loads more, as scrolling does.
  const currentIndex = review.currentId ? ids.indexOf(review.currentId) : -1;
  useEffect(() => {
    if (currentIndex >= ids.length - 3 && hasMore && !review.loadingMore && !review.moreFailed) onMore();
  }, [currentIndex, ids.length, hasMore, review.loadingMore, review.moreFailed, onMore]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (keyBelongsToField(event.target, event.key)) return;
    const command = commandFor(event);
    const current = review.currentId;
    if (!command || (current === null && command !== 'help')) return;
    event.preventDefault();
    switch (command) {
      case 'next':
      case 'previous': {
        const next = neighbour(ids, current, command === 'next' ? 1 : -1);
        moveTo(next);
        announce(UTTERANCE_TEXTS.rowAnnounced(textOf(next), position(next), review.total));
        break;
      }
      case 'correct':
      case 'incorrect': {
        if (current === null) return;
        dispatch(rowMarked({ id: current, mark: command === 'correct' ? '1' : '0' }));
        const next = neighbour(ids, current, 1);
        moveTo(next);
        announce(
          UTTERANCE_TEXTS.markedAnnounced(
            command === 'correct',
            textOf(current),
            position(next),
            review.total,
          ),
        );
        break;
      }
      case 'bestAnswer':
        if (current) actions.onBestAnswer(current, textOf(current));
        break;
      case 'intent':
        if (current) actions.onIntent(current);
        break;
      case 'entity': {
        const row = current ? review.rows.entities[current] : undefined;
        const container = document.querySelector(
          `[data-row-id="${CSS.escape(current ?? '')}"] [data-utterance-text]`,
        );
        const selection = container ? selectionWithin(container) : null;
        if (!row || !selection) {
          announce(UTTERANCE_TEXTS.selectTextFirst);
          break;
        }
        const check = checkEntitySelection(row.marked, selection.start, selection.end);
        if (check.ok) actions.onSetEntity(row.id, { start: check.start, end: check.end });
        else announce(UTTERANCE_TEXTS.entityInvalid[check.reason]);
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
            {UTTERANCE_LABELS.totalCount}: {review.total}
          </Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {UTTERANCE_TEXTS.keysHint}
        </Typography>
      </Box>
      <Box
        role="table"
        aria-label={UTTERANCE_TEXTS.rowsLabel}
        aria-rowcount={review.total + 1}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
            setFocusWanted(false);
          }
        }}
      >
        <Box
          role="row"
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
          <Box role="columnheader">{UTTERANCE_LABELS.columns.utterance}</Box>
          <Box role="columnheader">{UTTERANCE_LABELS.columns.intent}</Box>
          <Box role="columnheader" sx={{ minWidth: 220 }}>
            {UTTERANCE_LABELS.columns.actions}
          </Box>
        </Box>
        <Virtuoso
          ref={virtuoso}
          style={{ height: 'min(70vh, 900px)' }}
          data={ids}
          computeItemKey={(_index, id) => id}
          endReached={() => {
            if (hasMore && !review.loadingMore && !review.moreFailed) onMore();
          }}
          itemContent={(_index, id) => (
            <Row id={id} intents={intents} focusWanted={focusWanted} {...actions} />
          )}
          components={{
            Footer: () => (
              <Box sx={{ py: 2, display: 'flex', justifyContent: 'center' }}>
                {review.loadingMore ? (
                  <CircularProgress size={24} aria-label={UTTERANCE_TEXTS.loadingMore} />
                ) : review.moreFailed ? (
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
