import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A centred card with a heading, some text and actions: not found, errors, unknown organisation. */
export function MessagePage({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 3 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 560, width: '100%' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Box sx={{ color: 'text.secondary', '& p': { mt: 0 } }}>{children}</Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>{actions}</Box>}
      </Paper>
    </Box>
  );
}
