import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Virtuoso } from 'react-virtuoso';

import { LoadError } from '@/components/page/LoadError';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { dayLabel, isInstant, startsNewDay } from '../lib/dates';
import { CHAT_MESSAGES } from '../messages';
import { selectFirstItemIndex, selectHistory, selectMessages } from '../selectors';
import { historyRequested } from '../slice';
import type { ChatMessage } from '../types';

import { MessageItem } from './MessageItem';

function HistoryHeader() {
  const dispatch = useAppDispatch();
  const history = useAppSelector(selectHistory);
  if (history.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
        <CircularProgress size={20} aria-label="Loading earlier messages" />
      </Box>
    );
  }
  if (history.status === 'failed') {
    return (
      <LoadError severity="warning" small sx={{ m: 1 }} onRetry={() => dispatch(historyRequested())}>
        {CHAT_MESSAGES.historyFailed}
      </LoadError>
    );
  }
  return <Box sx={{ height: 8 }} />;
}

/** A line between days: "Today", "Yesterday" or the date. */
function DaySeparator({ label }: { label: string }) {
  return (
    <Box
      role="separator"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 1.5, pb: 0.5 }}
    >
      <Box sx={{ flexGrow: 1, borderTop: 1, borderColor: 'divider' }} />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={{ flexGrow: 1, borderTop: 1, borderColor: 'divider' }} />
    </Box>
  );
}

/** What each row needs to know about its neighbours: the list, where it starts, and today. */
interface ListContext {
  messages: readonly ChatMessage[];
  firstItemIndex: number;
  now: number;
}

/** Now, for the day labels: read once, and again just after each midnight ("Today" becomes "Yesterday"). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const untilMidnight = dayjs(now).add(1, 'day').startOf('day').valueOf() - now;
    const timer = setTimeout(() => setNow(Date.now()), untilMidnight + 1_000);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}

const components = { Header: HistoryHeader };
const itemContent = (index: number, message: ChatMessage, context: ListContext) => {
  // Virtuoso's index counts from firstItemIndex (it shrinks as older history is prepended).
  const previous = context.messages[index - context.firstItemIndex - 1];
  return (
    <>
      {isInstant(message.at) && startsNewDay(message.at, previous?.at) && (
        <DaySeparator label={dayLabel(message.at, context.now)} />
      )}
      <MessageItem message={message} />
    </>
  );
};
const messageKey = (_index: number, message: ChatMessage) => message.id;

/**
 * The virtualised message list (react-virtuoso): older history is prepended through `firstItemIndex`, and
 * reaching the top asks for the next 10 turns (spec 1 §4). New messages keep it at the bottom.
 */
export const MessageList = memo(function MessageList() {
  const dispatch = useAppDispatch();
  const messages = useAppSelector(selectMessages);
  const firstItemIndex = useAppSelector(selectFirstItemIndex);
  const history = useAppSelector(selectHistory);
  const canLoadMore = history.hasMore && history.status === 'succeeded';
  const loadOlder = useCallback(() => {
    if (canLoadMore) dispatch(historyRequested());
  }, [canLoadMore, dispatch]);
  const lastIsMine = messages.at(-1)?.author === 'me';
  // Stay at the bottom as messages arrive, unless the user scrolled up to read; their own message always shows.
  const follow = useCallback((atBottom: boolean) => (atBottom || lastIsMine ? 'auto' : false), [lastIsMine]);
  // The list starts once the first history page has come (or failed), so that it opens at the newest message.
  const [started, setStarted] = useState(false);
  const now = useNow();
  const context = useMemo<ListContext>(
    () => ({ messages, firstItemIndex, now }),
    [messages, firstItemIndex, now],
  );
  if (!started && (history.status === 'succeeded' || history.status === 'failed')) setStarted(true);

  return (
    <Box role="log" aria-label="Chat messages" sx={{ flexGrow: 1, minHeight: 0 }}>
      {started ? (
        <Virtuoso<ChatMessage, ListContext>
          style={{ height: '100%' }}
          data={messages}
          firstItemIndex={firstItemIndex}
          initialTopMostItemIndex={Math.max(0, messages.length - 1)}
          computeItemKey={messageKey}
          itemContent={itemContent}
          context={context}
          components={components}
          startReached={loadOlder}
          followOutput={follow}
          alignToBottom
          increaseViewportBy={200}
        />
      ) : (
        <HistoryHeader />
      )}
    </Box>
  );
});
