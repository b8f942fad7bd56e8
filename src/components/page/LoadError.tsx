import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/**
 * What failed to load, said where it would have been, with Retry (a load that failed is retried by the user, not
 * silently). The message is the page's own (the spec's text, or the server's). A warning for what the page can
 * do without (an older history), an error otherwise; `small` in tight places (a panel, a chat window).
 */
export function LoadError({
  children,
  onRetry,
  severity = 'error',
  small = false,
  sx,
}: {
  children: ReactNode;
  onRetry: () => void;
  severity?: 'error' | 'warning';
  small?: boolean;
  sx?: AlertProps['sx'];
}) {
  return (
    <Alert
      severity={severity}
      sx={sx}
      action={
        <Button color="inherit" size={small ? 'small' : 'medium'} onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
