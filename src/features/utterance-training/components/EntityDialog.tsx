import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import type { EntityType } from '@/contracts/utterance-training';

import { UTTERANCE_LABELS, UTTERANCE_TEXTS } from '../messages';

import { FormDialog } from './FormDialog';

/** Ours: what the server accepts for a type or role name (emulator: the same limit). */
const NAME_MAX = 100;

interface EntityDialogProps {
  text: string;
  entityTypes: EntityType[];
  onSave(entity: string, role: string | undefined): void;
  onClose(): void;
}

/**
 * 'Set entity type for' a selected text (spec 3 §2): an existing type or a new one (saved to the tenant's types
 * with the tag), and optionally a role, offered from the chosen type's roles.
 */
export function EntityDialog({ text, entityTypes, onSave, onClose }: EntityDialogProps) {
  const [entity, setEntity] = useState('');
  const [role, setRole] = useState('');
  const [tried, setTried] = useState(false);
  const roles = entityTypes.find((type) => type.name === entity.trim())?.role ?? [];
  const error = tried && !entity.trim() ? UTTERANCE_TEXTS.entityRequired : undefined;
  return (
    <FormDialog
      title={`${UTTERANCE_LABELS.setEntityTitle} “${text}”`}
      submitLabel={UTTERANCE_LABELS.save}
      onSubmit={() => {
        setTried(true);
        if (entity.trim()) onSave(entity.trim(), role.trim() || undefined);
      }}
      onClose={onClose}
    >
      <Autocomplete
        freeSolo
        options={entityTypes.map((type) => type.name)}
        inputValue={entity}
        onInputChange={(_event, value) => setEntity(value.slice(0, NAME_MAX))}
        autoHighlight
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            required
            label={UTTERANCE_LABELS.entityType}
            margin="dense"
            error={Boolean(error)}
            helperText={error}
          />
        )}
      />
      <Autocomplete
        freeSolo
        options={roles}
        inputValue={role}
        onInputChange={(_event, value) => setRole(value.slice(0, NAME_MAX))}
        renderInput={(params) => <TextField {...params} label={UTTERANCE_LABELS.role} margin="dense" />}
      />
    </FormDialog>
  );
}
