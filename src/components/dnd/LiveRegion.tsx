import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useCallback, useState } from 'react';

/**
 * What a sortable announces: the latest message, for a polite live region. The same message twice in a row (two
 * refusals of one step) gets a trailing no-break space, so that the region's text changes and is read again.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState('');
  const announce = useCallback(
    (text: string) => setMessage((previous) => (previous === text ? `${text}\u00a0` : text)),
    [],
  );
  return { message, announce };
}

/** A polite live region, read by screen readers and hidden from sight (its messages repeat what is seen). */
export function LiveRegion({ label, message }: { label: string; message: string }) {
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" aria-label={label} sx={visuallyHidden}>
      {message}
    </Box>
  );
}

/** The keyboard instructions a handle points at with `aria-describedby`: read with the handle, never seen. */
export function Instructions({ id, text }: { id: string; text: string }) {
  return (
    <Box id={id} sx={visuallyHidden}>
      {text}
    </Box>
  );
}
