import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Rnd } from 'react-rnd';

import { useTenant } from '@/config/tenant-context';
import { ListeningIndicator } from '@/features/chat/voice/components/ListeningIndicator';

import {
  CHAT_WINDOW,
  type ChatWindowProperties,
  loadWindowProperties,
  saveWindowProperties,
} from '../window-properties';

import { ChatPanel } from './ChatPanel';

const HEADER_CLASS = 'chat-window-drag-handle';
const TITLE_ID = 'chat-window-title';

function useViewportWidth() {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/**
 * The floating chat window (spec 1 §2): react-rnd, dragged by its header and resized from its edges only when
 * the viewport is wider than the mobile cutoff; size and position survive a reload (per username).
 */
export default function ChatWindow({ username, onClose }: { username: string; onClose(): void }) {
  const { config } = useTenant();
  const [properties, setProperties] = useState<ChatWindowProperties>(() => ({
    ...loadWindowProperties(username),
    chatVisible: true,
  }));
  const viewportWidth = useViewportWidth();
  const mobile = viewportWidth <= CHAT_WINDOW.mobileCutoff;

  const update = (next: ChatWindowProperties) => {
    setProperties(next);
    saveWindowProperties(username, next);
  };

  const header = (
    <Box
      className={HEADER_CLASS}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        cursor: mobile ? 'default' : 'move',
        userSelect: 'none',
      }}
    >
      <Typography
        id={TITLE_ID}
        component="h2"
        variant="subtitle1"
        sx={{ flexGrow: 1, fontWeight: 500 }}
        noWrap
      >
        {config.organisationName}
      </Typography>
      <ListeningIndicator />
      <IconButton aria-label="Close chat window" onClick={onClose} sx={{ color: 'inherit' }} size="small">
        <CloseIcon />
      </IconButton>
    </Box>
  );

  const content = (
    <Paper
      role="region"
      aria-labelledby={TITLE_ID}
      elevation={8}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      data-testid="chat-window"
      // A floating window stays clear of toasts as a whole; one that fills a phone keeps only its composer clear.
      data-toast-keep-clear={mobile ? undefined : ''}
    >
      {header}
      <ChatPanel />
    </Paper>
  );

  if (mobile) {
    return <Box sx={{ position: 'fixed', inset: 0, zIndex: CHAT_WINDOW.zIndex }}>{content}</Box>;
  }

  return (
    <Rnd
      size={properties.size}
      position={properties.position}
      minWidth={CHAT_WINDOW.minWidth}
      minHeight={CHAT_WINDOW.minHeight}
      bounds="window"
      dragHandleClassName={HEADER_CLASS}
      // Its "user-select hack" adds an inline <style> element, which the Content-Security-Policy refuses; the
      // header is user-select: none instead, so a drag starting there selects no text.
      enableUserSelectHack={false}
      style={{ position: 'fixed', zIndex: CHAT_WINDOW.zIndex }}
      onDragStop={(_event, data) => update({ ...properties, position: { x: data.x, y: data.y } })}
      onResizeStop={(_event, _direction, element, _delta, position) =>
        update({
          ...properties,
          size: { width: element.offsetWidth, height: element.offsetHeight },
          position,
        })
      }
    >
      {content}
    </Rnd>
  );
}
