import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';

import { UTTERANCE_TEXTS } from '../messages';
import { REVIEW_KEYS } from '../review/keys';

/** '?': the review's keys. */
export function KeysDialog({ onClose }: { onClose(): void }) {
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{UTTERANCE_TEXTS.keysTitle}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={`${id}-title`}>
          <TableBody>
            {REVIEW_KEYS.map(({ keys, does }) => (
              <TableRow key={keys}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
                  {keys}
                </TableCell>
                <TableCell>{does}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {UTTERANCE_TEXTS.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
