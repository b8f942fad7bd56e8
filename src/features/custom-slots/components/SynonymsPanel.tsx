import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { TextInput } from '@/components/form/TextInput';
import { synonymProblem } from '@/contracts/custom-slots';
import { useAppSelector } from '@/lib/redux/hooks';

import { CUSTOM_SLOTS_MESSAGES, CUSTOM_SLOTS_TEXT as TEXT } from '../messages';
import { selectSelectedType, selectSelectedValue, selectSelectedValues } from '../selectors';
import { slotValuesChangeRequested } from '../slice';

import { useSlotSave } from './useSlotSave';

/**
 * The right column: the selected value's synonyms as chips, added and deleted. A chip stays where it is until its
 * deletion is saved, and the other chips' deletes wait meanwhile: a second click never lands on a chip that moved
 * under the pointer (wit.ai #1255).
 */
export function SynonymsPanel() {
  const id = useId();
  const type = useAppSelector(selectSelectedType);
  const values = useAppSelector(selectSelectedValues);
  const value = useAppSelector(selectSelectedValue);
  const [synonym, setSynonym] = useState('');
  const [touched, setTouched] = useState(false);
  const add = useSlotSave(slotValuesChangeRequested, () => {
    setSynonym('');
    setTouched(false);
  });
  const remove = useSlotSave(slotValuesChangeRequested);

  const heading = (
    <Typography id={`${id}-heading`} variant="h6" component="h2">
      {TEXT.synonyms}
    </Typography>
  );
  if (!type || !value) {
    return (
      <Box component="section" aria-labelledby={`${id}-heading`} sx={{ minWidth: 0 }}>
        {heading}
        <Typography color="text.secondary">{TEXT.chooseValue}</Typography>
      </Box>
    );
  }
  const problem = synonymProblem(synonym, values);
  const submit = () => {
    setTouched(true);
    if (!problem) add.send({ typeId: type.ID, change: { kind: 'addSynonym', of: value.value, synonym } });
  };

  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ minWidth: 0 }}>
      {heading}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {value.value}
      </Typography>
      {value.synonyms.length === 0 ? (
        <Typography sx={{ my: 1 }}>{CUSTOM_SLOTS_MESSAGES.noSynonyms(value.value)}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={`${TEXT.synonyms} of ${value.value}`}
          sx={{ listStyle: 'none', p: 0, my: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {value.synonyms.map((item) => (
            <li key={item}>
              <Chip
                label={item}
                onDelete={
                  remove.busy
                    ? undefined
                    : () =>
                        remove.send({
                          typeId: type.ID,
                          change: { kind: 'deleteSynonym', of: value.value, synonym: item },
                        })
                }
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ))}
        </Box>
      )}
      <Box
        component="form"
        noValidate
        aria-label={TEXT.addSynonym}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextInput
          id={`${id}-synonym`}
          label={TEXT.synonym}
          value={synonym}
          onChange={(event) => {
            setSynonym(event.target.value);
            setTouched(true);
          }}
          error={touched && Boolean(problem)}
          helperText={touched && problem ? problem : undefined}
          margin="dense"
          inputProps={{ autoComplete: 'off' }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={add.busy}
          sx={{ mt: 1.5, flexShrink: 0 }}
        >
          {TEXT.add}
        </Button>
      </Box>
    </Box>
  );
}
