import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';

import { FormDialog } from '@/components/feedback/FormDialog';
import type { Intent } from '@/contracts/utterance-training';

import { UTTERANCE_LABELS, UTTERANCE_TEXTS } from '../messages';

interface IntentDialogProps {
  title: string;
  intents: Intent[];
  current: string;
  onSave(intentId: string): void;
  onClose(): void;
}

/** Set intent / Edit intent (spec 3 §2): the bot's intents with type-ahead, the connector's name beside each. */
export function IntentDialog({ title, intents, current, onSave, onClose }: IntentDialogProps) {
  const id = useId();
  const [value, setValue] = useState<Intent | null>(intents.find((intent) => intent.id === current) ?? null);
  const [tried, setTried] = useState(false);
  const error = tried && !value ? UTTERANCE_TEXTS.intentRequired : undefined;
  return (
    <FormDialog
      title={title}
      submitLabel={UTTERANCE_LABELS.save}
      onSubmit={() => {
        setTried(true);
        if (value) onSave(value.id);
      }}
      onClose={onClose}
    >
      <Autocomplete
        options={intents}
        value={value}
        onChange={(_event, next) => setValue(next)}
        getOptionLabel={(intent) => intent.name}
        groupBy={(intent) => intent.connection}
        // MUI's own group element is a bare <li> in the listbox, which ARIA does not allow: a named group.
        renderGroup={(params) => (
          <li key={params.key} role="group" aria-labelledby={`${id}-group-${params.key}`}>
            <ListSubheader component="div" id={`${id}-group-${params.key}`}>
              {params.group}
            </ListSubheader>
            <Box component="ul" role="none" sx={{ p: 0 }}>
              {params.children}
            </Box>
          </li>
        )}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        autoHighlight
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            label={UTTERANCE_LABELS.columns.intent}
            margin="dense"
            error={Boolean(error)}
            helperText={error}
          />
        )}
      />
    </FormDialog>
  );
}
