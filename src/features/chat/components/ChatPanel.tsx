import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';

import { useAppSelector } from '@/lib/redux/hooks';

import { selectActionForm } from '../action-form/slice';
import { selectTyping } from '../selectors';

import { BubbleRow } from './BubbleRow';
import { ChatInput } from './ChatInput';
import { MessageList } from './MessageList';

// An action button's form loads when a reply's button is first pressed, not with the chat.
const ActionFormDialog = lazy(() => import('../action-form/ActionFormDialog'));

/** The chat itself: messages, the typing bar, the bubbles and the input (the window and the Assistant page). */
export function ChatPanel() {
  const typing = useAppSelector(selectTyping);
  const actionForm = useAppSelector(selectActionForm);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}>
      <MessageList />
      <Box sx={{ height: 4 }}>{typing && <LinearProgress aria-label="The assistant is typing" />}</Box>
      <BubbleRow />
      <ChatInput />
      {actionForm.offer && (
        <Suspense fallback={null}>
          <ActionFormDialog />
        </Suspense>
      )}
    </Box>
  );
}
