import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useState } from 'react';

import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';
import { TextInput } from '@/components/form/TextInput';
import { nameProblem, SLOT_LIMITS } from '@/contracts/custom-slots';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { CUSTOM_SLOTS_TEXT as TEXT } from '../messages';
import { selectCustomSlots } from '../selectors';
import { slotTypeCreateRequested, slotTypeDeleteRequested, slotTypeSelected } from '../slice';
import type { CustomSlotType } from '../types';

import { useSlotSave } from './useSlotSave';

/** How many chips the list shows before "Show all". */
const COLLAPSED_COUNT = 12;

/** The left column: the searchable, expandable list of types as chips, the add-name box, a delete on each chip. */
export function SlotTypeList({ onOpen }: { onOpen(): void }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const { types, builtIns, selectedTypeId, status } = useAppSelector(selectCustomSlots);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [toDelete, setToDelete] = useState<CustomSlotType | null>(null);
  const deferredQuery = useDeferredValue(query.trim().toLowerCase());
  const create = useSlotSave(slotTypeCreateRequested, () => {
    setName('');
    setTouched(false);
  });
  const remove = useSlotSave(slotTypeDeleteRequested);

  const matching = types.filter((type) => type.slotName.toLowerCase().includes(deferredQuery));
  const shown = expanded ? matching : matching.slice(0, COLLAPSED_COUNT);
  const problem = nameProblem(
    name,
    status === 'succeeded' ? types.map((type) => type.slotName) : null,
    builtIns,
  );
  const full = types.length >= SLOT_LIMITS.typesPerSkill;

  const submit = () => {
    setTouched(true);
    if (!problem && !full) create.send({ name: name.trim() });
  };

  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ minWidth: 0 }}>
      <Typography id={`${id}-heading`} variant="h6" component="h2">
        {TEXT.types}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {TEXT.typeQuota(types.length, SLOT_LIMITS.typesPerSkill)}
      </Typography>
      <TextInput
        id={`${id}-search`}
        label={TEXT.search}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        margin="dense"
      />
      <Box
        component="ul"
        aria-label={TEXT.types}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}
      >
        {shown.map((type) => {
          const selected = type.ID === selectedTypeId;
          return (
            <li key={type.ID}>
              <Chip
                label={type.slotName}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                aria-current={selected ? 'true' : undefined}
                onClick={() => {
                  dispatch(slotTypeSelected(type.ID));
                  onOpen();
                }}
                onDelete={() => setToDelete(type)}
                sx={{ maxWidth: '100%' }}
              />
            </li>
          );
        })}
      </Box>
      {types.length === 0 && status === 'succeeded' && (
        <Typography color="text.secondary">{TEXT.noTypes}</Typography>
      )}
      {types.length > 0 && matching.length === 0 && (
        <Typography color="text.secondary">{TEXT.noMatches(query.trim())}</Typography>
      )}
      {matching.length > COLLAPSED_COUNT && (
        <Button size="small" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
          {expanded ? TEXT.showFewer : TEXT.showAll(matching.length)}
        </Button>
      )}
      <Box
        component="form"
        noValidate
        aria-label={TEXT.newName}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}
      >
        <TextInput
          id={`${id}-name`}
          label={TEXT.newName}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setTouched(true);
          }}
          error={touched && Boolean(problem)}
          helperText={touched && problem ? problem : undefined}
          disabled={full}
          margin="dense"
          inputProps={{ maxLength: SLOT_LIMITS.name + 20, autoComplete: 'off' }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={create.busy || full}
          sx={{ mt: 1.5, flexShrink: 0 }}
        >
          {TEXT.add}
        </Button>
      </Box>
      <ConfirmDialog
        open={toDelete !== null}
        title={TEXT.deleteTypeTitle}
        text={toDelete ? TEXT.deleteTypeBody(toDelete.slotName) : ''}
        confirmLabel="Delete"
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.send({ typeId: toDelete.ID });
          setToDelete(null);
        }}
      />
    </Box>
  );
}
