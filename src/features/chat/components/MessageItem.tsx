import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useMemo } from 'react';

import type { ActionButtonOffer as ActionButtonOfferType } from '@/contracts/action-buttons';
import { useAppDispatch } from '@/lib/redux/hooks';
import { sanitizeHtml } from '@/lib/sanitize-html';

import { actionFormOpened } from '../action-form/slice';
import { fullDateTime, isInstant, timeOfDay } from '../lib/dates';
import { ACTION_FORM_TEXTS } from '../messages';
import type { ChatMessage } from '../types';

/** The types the list can show; spec 1 §8: any other is logged, not shown. */
const SHOWN_TYPES: readonly ChatMessage['type'][] = ['text', 'emoji', 'transcript', 'file'];

/** Only web links are followed from a file message (never javascript: or data: URLs). */
const isWebUrl = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/** Plain text as HTML text: nothing in it is markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The HTML of a bot reply: its own HTML, or its plain text escaped. Either way it goes through the 'bot'
 * profile, which links URLs written as text (spec 1 §5: every bot reply, not only those with HTML).
 */
export function botReplyHtml(message: Pick<ChatMessage, 'author' | 'type' | 'data'>): string | null {
  if (message.data.html) return message.data.html;
  if (message.author !== 'other' || message.type !== 'text' || !message.data.text) return null;
  return escapeHtml(message.data.text);
}

/** A reply's action button (docs/adr/0023-action-buttons.md): it opens the button's form. */
function ActionButtonOffer({ offer }: { offer: ActionButtonOfferType }) {
  const dispatch = useAppDispatch();
  return (
    <Button
      variant="outlined"
      size="small"
      sx={{ mt: 0.5 }}
      aria-label={ACTION_FORM_TEXTS.open(offer.title)}
      onClick={() => dispatch(actionFormOpened(offer))}
    >
      {offer.title}
    </Button>
  );
}

/** One message: the user's on the right, the bot's on the left; bot HTML is sanitised (the 'bot' profile). */
export const MessageItem = memo(function MessageItem({ message }: { message: ChatMessage }) {
  const supported = SHOWN_TYPES.includes(message.type);
  useEffect(() => {
    if (!supported) console.warn(`Unsupported chat message type: ${message.type}`);
  }, [supported, message.type]);
  const mine = message.author === 'me';
  const html = botReplyHtml(message);
  const safeHtml = useMemo(() => (html ? sanitizeHtml(html, 'bot') : null), [html]);
  // Plain text keeps its line breaks; a reply's own HTML breaks lines with its markup.
  const preformatted = !message.data.html;
  const text = message.data.emoji ?? message.data.text ?? '';
  if (!supported) return null;
  const full = isInstant(message.at) ? fullDateTime(message.at) : null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        px: 1.5,
        py: 0.5,
      }}
    >
      <Box
        data-author={message.author}
        sx={{
          maxWidth: '80%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
          whiteSpace: preformatted ? 'pre-wrap' : 'normal',
          overflowWrap: 'anywhere',
          fontSize: message.type === 'emoji' ? '1.75rem' : '0.95rem',
          '& a': { color: mine ? 'inherit' : 'primary.main' },
          '& p': { m: 0 },
        }}
      >
        {message.type === 'file' && isWebUrl(message.data.url) ? (
          <Link href={message.data.url} target="_blank" rel="noopener noreferrer">
            {message.data.fileName ?? message.data.url}
          </Link>
        ) : safeHtml ? (
          // Sanitised above under the 'bot' allow-list: text tags and links (new tab, noopener), no images.
          <div dangerouslySetInnerHTML={{ __html: safeHtml }} />
        ) : (
          text
        )}
      </Box>
      {message.data.actionButton && <ActionButtonOffer offer={message.data.actionButton} />}
      {full && (
        <Typography
          component="time"
          variant="caption"
          dateTime={message.at}
          title={full}
          aria-label={full}
          sx={{ color: 'text.secondary', px: 0.5 }}
        >
          {timeOfDay(message.at)}
        </Typography>
      )}
    </Box>
  );
});
