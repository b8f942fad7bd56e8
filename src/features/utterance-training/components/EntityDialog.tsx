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

import type { EntityType } from '@/contracts/utterance-training';

import { UTTERANCE_LABELS, UTTERANCE_TEXTS } from '../messages';

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
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [entity, setEntity] = useState('');
  const [role, setRole] = useState('');
  const [tried, setTried] = useState(false);
  const roles = entityTypes.find((type) => type.name === entity.trim())?.role ?? [];
  const error = tried && !entity.trim() ? UTTERANCE_TEXTS.entityRequired : undefined;
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
          setTried(true);
          if (entity.trim()) onSave(entity.trim(), role.trim() || undefined);
        }}
      >
        <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
          {UTTERANCE_LABELS.setEntityTitle} “{text}”
        </DialogTitle>
        <DialogContent>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{UTTERANCE_LABELS.cancel}</Button>
          <Button type="submit" variant="contained">
            {UTTERANCE_LABELS.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
