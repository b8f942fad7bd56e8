import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The full-area spinner shown while a page or the session is loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', width: '100%' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
