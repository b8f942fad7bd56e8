import Button from '@mui/material/Button';
import { useRouteError } from 'react-router';

import { MessagePage } from '@/components/feedback/MessagePage';

/** A route's error boundary: one broken page never blanks the portal, and a reload is one click away. */
export function RouteErrorPage() {
  const error = useRouteError();
  // A new deployment removes old chunks: a failed lazy import is fixed by loading the new version.
  const isStaleChunk =
    error instanceof Error &&
    /dynamically imported module|Importing a module script|Unable to preload CSS/i.test(error.message);
  return (
    <MessagePage
      title="Something went wrong"
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      }
    >
      <p>
        {isStaleChunk
          ? 'A newer version of the portal is available. Reload the page to continue.'
          : 'This page could not be shown. Reload the page to try again; if it keeps happening, report a bug.'}
      </p>
    </MessagePage>
  );
}
