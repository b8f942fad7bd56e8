import ChatIcon from '@mui/icons-material/Chat';
import Badge from '@mui/material/Badge';
import Fab from '@mui/material/Fab';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { selectCurrentUser } from '@/features/auth';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { launcherFloatsOver } from '../launcher-placement';
import { selectChatOpen, selectUnread } from '../selectors';
import { chatClosed, chatOpened } from '../slice';
import { CHAT_WINDOW, loadWindowProperties, saveWindowProperties } from '../window-properties';

// The window (list, input, sanitiser, react-rnd) is its own chunk: the launcher stays small until opened.
const ChatWindow = lazy(() => import('./ChatWindow'));

/**
 * The docked chat launcher with the unread badge (spec 1 §2), mounted by the signed-in shell. Hidden on the
 * Assistant page (which embeds the chat) and, with the window, on the website-assistant screen.
 */
export default function ChatLauncher() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectChatOpen);
  const unread = useAppSelector(selectUnread);
  const user = useAppSelector(selectCurrentUser);
  const { pathname } = useLocation();
  const username = user?.username;

  // Restore the window's visibility once per user (spec 1 §3 "Local chat properties").
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    if (!username || restoredFor.current === username) return;
    restoredFor.current = username;
    if (loadWindowProperties(username).chatVisible) dispatch(chatOpened());
  }, [dispatch, username]);

  const toggle = () => {
    if (username) saveWindowProperties(username, { ...loadWindowProperties(username), chatVisible: !open });
    dispatch(open ? chatClosed() : chatOpened());
  };

  if (!username || pathname === paths.websiteAssistant.path) return null;
  const onAssistantPage = pathname === paths.assistant.path;
  return (
    <>
      {launcherFloatsOver(pathname) && (
        <Fab
          color="primary"
          aria-label={`${open ? 'Close chat' : 'Open chat'}${unread > 0 ? `, ${unread} unread` : ''}`}
          aria-expanded={open}
          onClick={toggle}
          data-toast-keep-clear=""
          sx={{
            position: 'fixed',
            right: CHAT_WINDOW.margin,
            bottom: CHAT_WINDOW.margin,
            zIndex: CHAT_WINDOW.zIndex,
          }}
        >
          <Badge badgeContent={unread} color="secondary" max={99} data-testid="chat-unread-badge">
            <ChatIcon />
          </Badge>
        </Fab>
      )}
      {open && !onAssistantPage && (
        <Suspense fallback={null}>
          <ChatWindow username={username} onClose={toggle} />
        </Suspense>
      )}
    </>
  );
}
