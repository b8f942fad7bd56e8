import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';

import { LoadError } from '@/components/page/LoadError';
import { publicChatbotSnippet } from '@/contracts/website-assistant';
import type { LoadStatus } from '@/lib/redux/request-actions';

export const SNIPPET_COPIED = 'Snippet copied to the clipboard.';

/**
 * Embed the public chatbot (spec 2 §3 "Public chatbot snippet", from a connector card; spec 3 §2, the website
 * assistant's embed icon): the snippet, its expiry when it has one, and a copy button that confirms.
 */
export function SnippetDialog({
  snippet,
  title,
  preparing,
  failed,
  intro,
  sample,
  onRetry,
  onClose,
}: {
  snippet: { status: LoadStatus; data: { GUID: string; expiration_date?: number } | null };
  title: string;
  /** Said while the snippet is on its way, and when it could not be had. */
  preparing: string;
  failed: string;
  /** Where to paste it; an expiry is added. */
  intro: string;
  /** A page showing the snippet at work (the demo's sample website), opened in a new tab. */
  sample?: { href: string; label: string };
  onRetry(): void;
  onClose(): void;
}) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const html = snippet.data ? publicChatbotSnippet(window.location.origin, snippet.data.GUID) : '';
  const expiry = snippet.data?.expiration_date;
  const expires = expiry
    ? new Date(expiry * 1000).toLocaleDateString(undefined, {
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
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {snippet.status === 'loading' && <CircularProgress aria-label={preparing} />}
        {snippet.status === 'failed' && <LoadError onRetry={onRetry}>{failed}</LoadError>}
        {snippet.data && (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              {intro}
              {expires && ` It is valid until ${expires}.`}
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
            {sample && (
              <Link href={sample.href} target="_blank" rel="noopener" sx={{ display: 'inline-block', mt: 2 }}>
                {sample.label} (opens a new tab)
              </Link>
            )}
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
