import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { FormDialog } from '@/components/feedback/FormDialog';

import { UTTERANCE_TEXTS } from '../messages';

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
  const [value, setValue] = useState<GroupChoice | null>(null);
  return (
    <FormDialog
      title={UTTERANCE_TEXTS.moveTitle(count)}
      submitLabel={UTTERANCE_TEXTS.move}
      submitDisabled={!value}
      onSubmit={() => {
        if (value) onMove(value.key);
      }}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
