import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';

interface FormDialogProps {
  title: ReactNode;
  submitLabel: string;
  /** The closing button's label: Cancel unless the form calls it something else (a CRM form's Close). */
  cancelLabel?: string;
  submitDisabled?: boolean;
  onSubmit(): void;
  onClose(): void;
  /** 'xs' by default; 'sm' for a form of many fields. */
  maxWidth?: 'xs' | 'sm';
  /** Shown first among the actions, apart from the others (a Delete). */
  extraAction?: ReactNode;
  children: ReactNode;
}

/**
 * A form in a dialog (Set entity type for, Set / Edit intent, Move to…, a cue): named by its title, full screen on
 * a phone, Enter submits, Cancel or Escape closes.
 */
export function FormDialog({
  title,
  submitLabel,
  cancelLabel = 'Cancel',
  submitDisabled,
  onSubmit,
  onClose,
  maxWidth = 'xs',
  extraAction,
  children,
}: FormDialogProps) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      aria-labelledby={`${id}-title`}
    >
      {/* No box of its own: the title, the scrolling content and the actions stay the dialog's flex items, so a
          long form scrolls under a title and buttons that stay in view (a phone). */}
      <Box
        component="form"
        sx={{ display: 'contents' }}
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
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {extraAction && <Box sx={{ mr: 'auto' }}>{extraAction}</Box>}
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="submit" variant="contained" disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
