import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

import { useAppSelector } from '@/lib/redux/hooks';

import { selectTyping } from '../selectors';

import { BubbleRow } from './BubbleRow';
import { ChatInput } from './ChatInput';
import { MessageList } from './MessageList';

/** The chat itself: messages, the typing bar, the bubbles and the input (the window and the Assistant page). */
export function ChatPanel() {
  const typing = useAppSelector(selectTyping);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}>
      <MessageList />
      <Box sx={{ height: 4 }}>{typing && <LinearProgress aria-label="The assistant is typing" />}</Box>
      <BubbleRow />
      <ChatInput />
    </Box>
  );
}
