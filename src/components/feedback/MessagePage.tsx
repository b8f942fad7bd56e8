import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A centred card with a heading, some text and actions: not found, errors, unknown organisation. It is the
 * page's main landmark unless it is shown inside the signed-in shell, which has its own (`landmark={false}`).
 */
export function MessagePage({
  title,
  children,
  actions,
  landmark = true,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  landmark?: boolean;
}) {
  return (
    <Box
      component={landmark ? 'main' : 'div'}
      sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 3 }}
    >
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
