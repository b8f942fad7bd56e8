import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { memo, useCallback, useState } from 'react';
import { Virtuoso } from 'react-virtuoso';

import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

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
      <Alert
        severity="warning"
        sx={{ m: 1 }}
        action={
          <Button color="inherit" size="small" onClick={() => dispatch(historyRequested())}>
            Retry
          </Button>
        }
      >
        {CHAT_MESSAGES.historyFailed}
      </Alert>
    );
  }
  return <Box sx={{ height: 8 }} />;
}

const components = { Header: HistoryHeader };
const itemContent = (_index: number, message: ChatMessage) => <MessageItem message={message} />;
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
  if (!started && (history.status === 'succeeded' || history.status === 'failed')) setStarted(true);

  return (
    <Box role="log" aria-label="Chat messages" sx={{ flexGrow: 1, minHeight: 0 }}>
      {started ? (
        <Virtuoso
          style={{ height: '100%' }}
          data={messages}
          firstItemIndex={firstItemIndex}
          initialTopMostItemIndex={Math.max(0, messages.length - 1)}
          computeItemKey={messageKey}
          itemContent={itemContent}
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
