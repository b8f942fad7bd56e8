import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';

import { UTTERANCE_LABELS } from '../messages';

interface FormDialogProps {
  title: ReactNode;
  submitLabel: string;
  submitDisabled?: boolean;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}

/**
 * The page's small form dialogs (Set entity type for, Set / Edit intent, Move to…): named by their title, full
 * screen on a phone, Enter submits, Cancel or Escape closes.
 */
export function FormDialog({
  title,
  submitLabel,
  submitDisabled,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby={`${id}-title`}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{UTTERANCE_LABELS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
