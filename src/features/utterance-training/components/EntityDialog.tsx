import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, useState } from 'react';

import { FormDialog } from '@/components/feedback/FormDialog';
import type { MarkedText } from '@/contracts/utterance-markup';
import {
  ENTITY_NAME_MAX,
  ENTITY_NAME_PATTERN,
  ENTITY_NAME_RULE,
  type EntityType,
} from '@/contracts/utterance-training';

import { checkEntitySelection, wordsOf, wordSpan } from '../entity-selection';
import { UTTERANCE_LABELS, UTTERANCE_TEXTS } from '../messages';

import type { TextSelection } from './UtteranceText';

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
  marked: MarkedText;
  /** The text selected by mouse (or caret browsing); null when the admin picks the words here, by keyboard. */
  selection: TextSelection | null;
  entityTypes: EntityType[];
  onSave(selection: TextSelection, entity: string, role: string | undefined): void;
  onClose(): void;
}

/**
 * 'Set entity type for' a selected text (spec 3 §2): an existing type or a new one (saved to the tenant's types
 * with the tag), and optionally a role, offered from the chosen type's roles. Without a selection, the dialog
 * first offers the utterance's words: a two-thumb slider from the first word to the last (arrow keys, or a
 * finger), so that a span is tagged by keyboard alone (issue 24).
 */
export function EntityDialog({ marked, selection, entityTypes, onSave, onClose }: EntityDialogProps) {
  const id = useId();
  const words = useMemo(() => wordsOf(marked.text), [marked.text]);
  const [picked, setPicked] = useState<[number, number]>([0, 0]);
  const [entity, setEntity] = useState('');
  const [role, setRole] = useState('');
  const [tried, setTried] = useState(false);
  // The keyboard's way in starts on the first word's thumb (autoFocus would focus both thumbs, the last winning).
  // A stable callback ref: it runs once, when the dialog's content mounts in its portal, before the focus trap.
  const focusFirstThumb = useCallback((group: HTMLDivElement | null) => {
    group?.querySelector('input')?.focus();
  }, []);
  const span = selection ?? wordSpan(words, picked[0], picked[1]);
  // The rules of spec 3 §5 widen a span that cuts an entity to the whole of it: the title shows what is tagged.
  const check = checkEntitySelection(marked, span.start, span.end);
  const text = check.ok ? marked.text.slice(check.start, check.end) : '';
  const wordText = (index: number) => {
    const word = words[index];
    return word ? marked.text.slice(word.start, word.end) : '';
  };
  const roles = entityTypes.find((type) => type.name === entity.trim())?.role ?? [];
  const entityError = tried ? nameError(entity.trim(), true) : undefined;
  const roleError = tried ? nameError(role.trim(), false) : undefined;
  return (
    <FormDialog
      title={`${UTTERANCE_LABELS.setEntityTitle} “${text}”`}
      submitLabel={UTTERANCE_LABELS.save}
      onSubmit={() => {
        setTried(true);
        if (check.ok && !nameError(entity.trim(), true) && !nameError(role.trim(), false)) {
          onSave({ start: check.start, end: check.end }, entity.trim(), role.trim() || undefined);
        }
      }}
      onClose={onClose}
    >
      {selection === null && words.length > 1 && (
        <Box ref={focusFirstThumb} role="group" aria-labelledby={`${id}-words`} sx={{ px: 1.5, mb: 1 }}>
          <Typography id={`${id}-words`} variant="body2" color="text.secondary">
            {UTTERANCE_TEXTS.pickWords}
          </Typography>
          <Slider
            value={picked}
            min={0}
            max={words.length - 1}
            step={1}
            marks
            disableSwap
            onChange={(_event, value) => {
              if (Array.isArray(value)) setPicked([value[0] ?? 0, value[1] ?? 0]);
            }}
            getAriaLabel={(thumb) => (thumb === 0 ? UTTERANCE_TEXTS.firstWord : UTTERANCE_TEXTS.lastWord)}
            getAriaValueText={(value) => `“${wordText(value)}”, word ${value + 1} of ${words.length}`}
            valueLabelDisplay="auto"
            valueLabelFormat={wordText}
          />
        </Box>
      )}
      {!check.ok && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {UTTERANCE_TEXTS.entityInvalid[check.reason]}
        </Alert>
      )}
      <Autocomplete
        freeSolo
        options={entityTypes.map((type) => type.name)}
        inputValue={entity}
        onInputChange={(_event, value) => setEntity(value.slice(0, ENTITY_NAME_MAX))}
        autoHighlight
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus={selection !== null || words.length <= 1}
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
