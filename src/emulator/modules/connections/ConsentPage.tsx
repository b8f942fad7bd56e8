import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

import { type ConsentRequest, PROVIDER_API } from './oauth';

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready'; request: ConsentRequest }
  | { kind: 'sending'; request: ConsentRequest }
  | { kind: 'problem'; message: string };

/**
 * The demo OAuth provider's consent page (oauth.ts), shown in the account-link window instead of the portal:
 * what the assistant asks to do, and Allow or Deny. Its answer sends the window back to the portal's return page.
 */
export function ConsentPage({
  search,
  navigate = (location) => window.location.assign(location),
}: {
  search: string;
  /** Where the provider's answer sends the window (tests observe it; jsdom cannot navigate). */
  navigate?: (location: string) => void;
}) {
  const params = new URLSearchParams(search);
  const requestId = params.get('request') ?? '';
  const state = params.get('state') ?? '';
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  // The provider is on the page's own origin; an absolute address also works where fetch has no base (tests).
  const api = `${window.location.origin}${PROVIDER_API}/requests/${encodeURIComponent(requestId)}`;

  useEffect(() => {
    document.title = 'Sign in to link your account';
    let live = true;
    void (async () => {
      try {
        const response = await fetch(api);
        if (!response.ok) throw new Error('This linking request is not known.');
        const request = (await response.json()) as ConsentRequest;
        if (!live) return;
        if (request.expired)
          setPhase({
            kind: 'problem',
            message: 'This linking request has expired. Close this window and start again.',
          });
        else if (request.decided)
          setPhase({ kind: 'problem', message: 'This linking request was already answered.' });
        else setPhase({ kind: 'ready', request });
      } catch (error) {
        if (live)
          setPhase({ kind: 'problem', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      live = false;
    };
  }, [api]);

  const decide = async (request: ConsentRequest, decision: 'allow' | 'deny') => {
    setPhase({ kind: 'sending', request });
    try {
      const response = await fetch(`${api}/decision`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state, decision }),
      });
      const body = (await response.json()) as { location?: string; message?: string };
      if (!response.ok || !body.location)
        throw new Error(body.message ?? 'The provider could not take the answer.');
      navigate(body.location);
    } catch (error) {
      setPhase({ kind: 'problem', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <>
      <CssBaseline />
      <Box
        component="main"
        sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2, bgcolor: 'grey.100' }}
      >
        {/* A long connector or organisation name wraps rather than scrolling a narrow (360 px) window sideways. */}
        <Paper sx={{ p: { xs: 3, sm: 4 }, maxWidth: 480, width: '100%', overflowWrap: 'anywhere' }}>
          <Typography variant="overline" component="p" color="text.secondary">
            Demo sign-in service
          </Typography>
          {phase.kind === 'loading' && <CircularProgress aria-label="Loading the request" />}
          {phase.kind === 'problem' && (
            <>
              <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
                Account linking
              </Typography>
              <Alert severity="error" sx={{ mb: 2 }}>
                {phase.message}
              </Alert>
              <Button variant="outlined" onClick={() => window.close()}>
                Close window
              </Button>
            </>
          )}
          {(phase.kind === 'ready' || phase.kind === 'sending') && (
            <>
              <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
                Allow the assistant to use your {phase.request.displayName} account?
              </Typography>
              <Typography sx={{ mb: 1 }}>The assistant of {phase.request.organisation} asks to:</Typography>
              <Box component="ul" sx={{ mt: 0, mb: 3 }}>
                {phase.request.scopes.map((scope) => (
                  <li key={scope}>{scope}</li>
                ))}
              </Box>
              <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                <Button
                  disabled={phase.kind === 'sending'}
                  onClick={() => void decide(phase.request, 'deny')}
                >
                  Deny
                </Button>
                <Button
                  variant="contained"
                  disabled={phase.kind === 'sending'}
                  onClick={() => void decide(phase.request, 'allow')}
                >
                  Allow
                </Button>
              </Box>
            </>
          )}
        </Paper>
      </Box>
    </>
  );
}
