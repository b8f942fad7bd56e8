import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import {
  ENTITY_NAME_MAX,
  ENTITY_NAME_PATTERN,
  ENTITY_NAME_RULE,
  type EntityType,
} from '@/contracts/utterance-training';

import { UTTERANCE_LABELS, UTTERANCE_TEXTS } from '../messages';

import { FormDialog } from './FormDialog';

/** The first thing wrong with a type or role name (the server checks the same). */
const nameError = (name: string, required: boolean) =>
  !name
    ? required
      ? UTTERANCE_TEXTS.entityRequired
      : undefined
    : ENTITY_NAME_PATTERN.test(name)
      ? undefined
      : ENTITY_NAME_RULE;

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
  const entityError = tried ? nameError(entity.trim(), true) : undefined;
  const roleError = tried ? nameError(role.trim(), false) : undefined;
  return (
    <FormDialog
      title={`${UTTERANCE_LABELS.setEntityTitle} “${text}”`}
      submitLabel={UTTERANCE_LABELS.save}
      onSubmit={() => {
        setTried(true);
        if (!nameError(entity.trim(), true) && !nameError(role.trim(), false)) {
          onSave(entity.trim(), role.trim() || undefined);
        }
      }}
      onClose={onClose}
    >
      <Autocomplete
        freeSolo
        options={entityTypes.map((type) => type.name)}
        inputValue={entity}
        onInputChange={(_event, value) => setEntity(value.slice(0, ENTITY_NAME_MAX))}
        autoHighlight
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            required
            label={UTTERANCE_LABELS.entityType}
            margin="dense"
            error={Boolean(entityError)}
            helperText={entityError}
          />
        )}
      />
      <Autocomplete
        freeSolo
        options={roles}
        inputValue={role}
        onInputChange={(_event, value) => setRole(value.slice(0, ENTITY_NAME_MAX))}
        renderInput={(params) => (
          <TextField
            {...params}
            label={UTTERANCE_LABELS.role}
            margin="dense"
            error={Boolean(roleError)}
            helperText={roleError}
          />
        )}
      />
    </FormDialog>
  );
}
