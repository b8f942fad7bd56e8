import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

import { type PublicChatbotConfig, WIDGET_PREVIEW_PATH } from '@/contracts/website-assistant';
import { type PreviewMessage, WIDGET_MESSAGE_SOURCE } from '@/contracts/widget-messages';

import { WEBSITE_ASSISTANT_TEXTS as TEXTS } from '../messages';

/** Spec 3 §9: the preview frame is 640 × 500 px, the small (closed) one 120 px wide. */
export const PREVIEW_FRAME = { width: 640, height: 500, smallWidth: 120, smallHeight: 140 } as const;

const addressOf = (mode: 'closed' | 'open', config: PublicChatbotConfig) =>
  `${WIDGET_PREVIEW_PATH}?mode=${mode}&settings=${encodeURIComponent(JSON.stringify(config))}`;

/**
 * The two live previews (spec 3 §2: closed, small; opened, large) of the public chatbot as a visitor sees it: the
 * widget's own preview page (not a look-alike), loaded once with the settings in its query string (spec 3 §7) and
 * then sent every edit by postMessage, so it follows each keystroke without reloading (issue 26: within 100 ms).
 */
export function WidgetPreview({ config }: { config: PublicChatbotConfig }) {
  // The first settings only: later ones go by message, and a new address would reload the frame.
  const [addresses] = useState(() => ({
    closed: addressOf('closed', config),
    open: addressOf('open', config),
  }));
  const frames = useRef<(HTMLIFrameElement | null)[]>([]);
  const latest = useRef(config);
  const send = (frame: HTMLIFrameElement | null) => {
    const message: PreviewMessage = {
      source: WIDGET_MESSAGE_SOURCE,
      type: 'settings',
      config: latest.current,
    };
    frame?.contentWindow?.postMessage(message, window.location.origin);
  };
  useEffect(() => {
    latest.current = config;
    for (const frame of frames.current) send(frame);
  }, [config]);
  return (
    <Box
      component="section"
      aria-labelledby="widget-preview-title"
      sx={{ display: 'grid', gap: 1, minWidth: 0 }}
    >
      <Typography id="widget-preview-title" variant="h6" component="h3">
        {TEXTS.previewTitle}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', minWidth: 0 }}>
        {(['closed', 'open'] as const).map((mode, index) => (
          <Box
            key={mode}
            component="iframe"
            ref={(frame: HTMLIFrameElement | null) => {
              frames.current[index] = frame;
            }}
            // An edit made while the frame was loading reaches it once it has.
            onLoad={(event: React.SyntheticEvent<HTMLIFrameElement>) => send(event.currentTarget)}
            src={addresses[mode]}
            title={mode === 'closed' ? TEXTS.previewClosed : TEXTS.previewOpen}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              maxWidth: '100%',
              width: mode === 'closed' ? PREVIEW_FRAME.smallWidth : PREVIEW_FRAME.width,
              height: mode === 'closed' ? PREVIEW_FRAME.smallHeight : PREVIEW_FRAME.height,
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
