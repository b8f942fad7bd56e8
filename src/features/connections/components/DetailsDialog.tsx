import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';

import type { Connection } from '@/contracts/connections';

import { taskCount } from '../wording';

/** The connection details dialog (spec 2 §2). */
export function DetailsDialog({ connection, onClose }: { connection: Connection; onClose(): void }) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const rows: [string, string][] = [
    ['Connector', connection.display_name],
    ['Connection name', connection.connectionName],
    ['Type', connection.type],
    ...(connection.base_url ? [['Base URL', connection.base_url] as [string, string]] : []),
    [
      'Account',
      connection.setup === 'faq'
        ? 'No account needed'
        : connection.health === 'reconnect'
          ? 'The account link has expired: reconnect'
          : connection.auth_exists
            ? 'Linked'
            : 'Not linked yet',
    ],
    ['Tasks', taskCount(connection)],
  ];
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{connection.display_name} connection</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ mb: 1.5 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
