import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { connectionsFeature } from '..';
import { selectReturnPage } from '../linking/selectors';
import { returnPageOpened, returnPageRetried } from '../linking/slice';

export const features = [connectionsFeature];

/**
 * /connection-enabled, the OAuth return page (spec 3 §2, DESIGN §7): 'Connection Setup In Progress', then
 * 'Connection Setup Completed' or 'Connection Setup Error', and a link that closes the window. After Deny it says
 * so and offers Try again (consent again, in this window); the support sentence is for real failures.
 */
export default function ConnectionEnabledPage() {
  const dispatch = useAppDispatch();
  const returnPage = useAppSelector(selectReturnPage);
  const started = useRef(false);
  const location = useLocation();

  useEffect(() => {
    // Once per visit, even under StrictMode's double effects: the provider's code may be redeemed only once.
    if (started.current) return;
    started.current = true;
    const url = `${window.location.origin}${location.pathname}${location.search}`;
    const connectionName = new URLSearchParams(location.search).get('connection') ?? '';
    dispatch(returnPageOpened({ connectionName, url }));
    // The address is read once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  const phase = returnPage?.phase ?? 'progress';
  const heading =
    phase === 'progress'
      ? 'Connection Setup In Progress'
      : phase === 'completed'
        ? 'Connection Setup Completed'
        : 'Connection Setup Error';
  const failed = phase === 'error' || phase === 'denied';
  // A window the portal opened can close itself; one the user opened by hand goes back to the connectors.
  const canClose = Boolean(window.opener);

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}
      >
        <Box aria-hidden sx={{ mb: 2 }}>
          {phase === 'progress' && <CircularProgress />}
          {phase === 'completed' && <CheckCircleOutline color="success" sx={{ fontSize: 56 }} />}
          {failed && <ErrorOutline color="error" sx={{ fontSize: 56 }} />}
        </Box>
        <Box role="status">
          <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
            {heading}
          </Typography>
        </Box>
        {phase === 'completed' && (
          <Typography sx={{ mb: 3 }}>
            Your account is linked. You can close this window and carry on.
          </Typography>
        )}
        {failed && <Typography sx={{ mb: 3 }}>{returnPage?.message}</Typography>}
        <Box
          sx={{ display: 'flex', gap: 2, justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap' }}
        >
          {phase === 'denied' && (
            <Button
              variant="contained"
              disabled={returnPage?.retrying}
              onClick={() => dispatch(returnPageRetried())}
            >
              {returnPage?.retrying ? 'Opening the sign-in page…' : 'Try again'}
            </Button>
          )}
          {phase !== 'progress' &&
            (canClose ? (
              <Button variant={phase === 'denied' ? 'outlined' : 'contained'} onClick={() => window.close()}>
                Close this window
              </Button>
            ) : (
              <Link component={RouterLink} to={paths.manageConnections.href()}>
                Back to Connections
              </Link>
            ))}
        </Box>
      </Paper>
    </Box>
  );
}
