import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';

import { UTTERANCE_LABELS, UTTERANCE_TEXTS } from '../messages';

export interface GroupChoice {
  key: string;
  name: string;
}

interface MoveToDialogProps {
  count: number;
  groups: GroupChoice[];
  onMove(group: string): void;
  onClose(): void;
}

/** "Move to…" (issue 24: the keyboard's way between groups): a group by type-ahead over the groups' names. */
export function MoveToDialog({ count, groups, onMove, onClose }: MoveToDialogProps) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [value, setValue] = useState<GroupChoice | null>(null);
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
          if (value) onMove(value.key);
        }}
      >
        <DialogTitle id={`${id}-title`}>{UTTERANCE_TEXTS.moveTitle(count)}</DialogTitle>
        <DialogContent>
          <Autocomplete
            options={groups}
            value={value}
            onChange={(_event, next) => setValue(next)}
            getOptionLabel={(group) => group.name}
            isOptionEqualToValue={(option, chosen) => option.key === chosen.key}
            autoHighlight
            renderInput={(params) => (
              <TextField {...params} autoFocus label={UTTERANCE_TEXTS.moveTarget} margin="dense" />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{UTTERANCE_LABELS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!value}>
            {UTTERANCE_TEXTS.move}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
