import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';

import { LoadError } from '@/components/page/LoadError';
import type { LoadStatus } from '@/lib/redux/request-actions';

/** The HTML a website adds to show the public chatbot (GenerateHTMLPublicChatbotSnippet's GUID). */
export function snippetHtml(origin: string, guid: string): string {
  return `<script async src="${origin}/public-chatbot.js" data-chatbot-id="${guid}"></script>`;
}

export const SNIPPET_COPIED = 'Snippet copied to the clipboard.';

/** Embed (spec 2 §3 "Public chatbot snippet"): the snippet, its expiry, and a copy button that confirms. */
export function SnippetDialog({
  snippet,
  onRetry,
  onClose,
}: {
  snippet: { status: LoadStatus; data: { GUID: string; expiration_date: number } | null };
  onRetry(): void;
  onClose(): void;
}) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const html = snippet.data ? snippetHtml(window.location.origin, snippet.data.GUID) : '';
  const expires = snippet.data
    ? new Date(snippet.data.expiration_date * 1000).toLocaleDateString(undefined, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      })
    : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(html);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>Embed the chatbot</DialogTitle>
      <DialogContent>
        {snippet.status === 'loading' && <CircularProgress aria-label="Generating the snippet" />}
        {snippet.status === 'failed' && (
          <LoadError onRetry={onRetry}>The embed snippet could not be generated.</LoadError>
        )}
        {snippet.data && (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              Paste this into the pages of your website where the chatbot should appear. It is valid until{' '}
              {expires}.
            </DialogContentText>
            <Box
              component="pre"
              aria-label="Embed snippet"
              sx={{
                m: 0,
                p: 2,
                bgcolor: 'grey.100',
                borderRadius: 1,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontSize: '0.85rem',
              }}
            >
              {html}
            </Box>
            {copied && (
              <Alert severity={copied === 'yes' ? 'success' : 'warning'} sx={{ mt: 2 }} role="status">
                {copied === 'yes'
                  ? SNIPPET_COPIED
                  : 'Copying is not allowed here: select the snippet and copy it.'}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={!snippet.data} onClick={() => void copy()}>
          Copy
        </Button>
      </DialogActions>
    </Dialog>
  );
}
