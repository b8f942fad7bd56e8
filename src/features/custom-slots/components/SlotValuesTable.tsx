import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import { forwardRef, type KeyboardEvent, useId, useState } from 'react';
import { type TableComponents, TableVirtuoso } from 'react-virtuoso';

import { TextInput } from '@/components/form/TextInput';
import { SLOT_LIMITS, textKey, valueProblems } from '@/contracts/custom-slots';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { CUSTOM_SLOTS_TEXT as TEXT } from '../messages';
import {
  selectCustomSlots,
  selectSelectedEntryCount,
  selectSelectedType,
  selectSelectedValues,
} from '../selectors';
import { slotValuesChangeRequested, slotValueSelected } from '../slice';
import type { SlotValue } from '../types';

import { ImportExport } from './ImportExport';
import { useSlotSave } from './useSlotSave';

const ROW_HEIGHT = 53;
const MAX_TABLE_HEIGHT = 520;

const formatCount = (count: number) => count.toLocaleString('en-US');

// The table's parts for the virtualiser: MUI's, so that it is a real table with its header (screen readers read it
// as one), in a container that scrolls inside the column, never the page.
const TABLE_PARTS: TableComponents<SlotValue> = {
  Scroller: forwardRef<HTMLDivElement>(function Scroller(props, ref) {
    return <TableContainer {...props} ref={ref} />;
  }),
  Table: (props) => <Table {...props} size="small" sx={{ tableLayout: 'fixed', width: '100%' }} />,
  TableHead: forwardRef<HTMLTableSectionElement>(function Head(props, ref) {
    return <TableHead {...props} ref={ref} />;
  }),
  TableRow: ({ item: _item, ...props }) => <TableRow {...props} />,
  TableBody: forwardRef<HTMLTableSectionElement>(function Body(props, ref) {
    return <TableBody {...props} ref={ref} />;
  }),
};

interface Edit {
  of: string;
  value: string;
  id: string;
}

/** The middle column: the selected type's values (Value, ID), added, edited, deleted, and a value selected. */
export function SlotValuesTable({ onOpenValue }: { onOpenValue(): void }) {
  const headingId = useId();
  const formId = useId();
  const dispatch = useAppDispatch();
  const type = useAppSelector(selectSelectedType);
  const values = useAppSelector(selectSelectedValues);
  const entries = useAppSelector(selectSelectedEntryCount);
  const { selectedValue } = useAppSelector(selectCustomSlots);
  const [value, setValue] = useState('');
  const [id, setId] = useState('');
  const [touched, setTouched] = useState(false);
  const [edit, setEdit] = useState<Edit | null>(null);
  // On a phone the ID goes under the value: three columns would leave each too narrow to read.
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  const add = useSlotSave(slotValuesChangeRequested, () => {
    setValue('');
    setId('');
    setTouched(false);
  });
  const change = useSlotSave(slotValuesChangeRequested, () => setEdit(null));

  if (!type) {
    return (
      <Box component="section" sx={{ minWidth: 0 }}>
        <Typography color="text.secondary">{TEXT.chooseType}</Typography>
      </Box>
    );
  }

  const problems = valueProblems(value, id, values);
  const others = (of: string) => values.filter((candidate) => textKey(candidate.value) !== textKey(of));
  const editProblems = edit ? valueProblems(edit.value, edit.id, others(edit.of), 0) : {};
  const submitAdd = () => {
    setTouched(true);
    if (problems.value || problems.id) return;
    add.send({
      typeId: type.ID,
      change: {
        kind: 'addValue',
        value: { value: value.trim(), ...(id.trim() ? { id: id.trim() } : {}), synonyms: [] },
      },
    });
  };
  const submitEdit = () => {
    if (!edit || editProblems.value || editProblems.id) return;
    change.send({
      typeId: type.ID,
      change: { kind: 'editValue', of: edit.of, value: edit.value, id: edit.id },
    });
  };
  const nearlyFull = entries > SLOT_LIMITS.entriesPerType * 0.9;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          gap: 1,
          justifyContent: 'space-between',
        }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {TEXT.values}
        </Typography>
        <ImportExport type={type} values={values} />
      </Box>
      <Typography variant="body2" color={nearlyFull ? 'warning.main' : 'text.secondary'} aria-live="polite">
        {type.slotName} · {TEXT.entryQuota(formatCount(entries), formatCount(SLOT_LIMITS.entriesPerType))}
      </Typography>
      <Box
        component="form"
        id={formId}
        noValidate
        aria-label={TEXT.addValue}
        onSubmit={(event) => {
          event.preventDefault();
          submitAdd();
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', my: 1 }}
      >
        <Box sx={{ flex: '2 1 10rem', minWidth: 0 }}>
          <TextInput
            id={`${formId}-value`}
            label={TEXT.value}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setTouched(true);
            }}
            error={touched && Boolean(problems.value)}
            helperText={touched ? problems.value : undefined}
            margin="dense"
            inputProps={{ autoComplete: 'off' }}
          />
        </Box>
        <Box sx={{ flex: '1 1 6rem', minWidth: 0 }}>
          <TextInput
            id={`${formId}-id`}
            label={TEXT.id}
            value={id}
            onChange={(event) => setId(event.target.value)}
            error={Boolean(problems.id)}
            helperText={problems.id}
            margin="dense"
            inputProps={{ autoComplete: 'off' }}
          />
        </Box>
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddIcon />}
          disabled={add.busy}
          sx={{ mt: 1.5 }}
        >
          {TEXT.addValue}
        </Button>
      </Box>
      {values.length === 0 ? (
        <Typography color="text.secondary">{TEXT.noValues}</Typography>
      ) : (
        <TableVirtuoso
          style={{ height: Math.min(MAX_TABLE_HEIGHT, (values.length + 1) * ROW_HEIGHT + 2) }}
          data={values}
          components={TABLE_PARTS}
          computeItemKey={(_index, item) => textKey(item.value)}
          fixedHeaderContent={() => (
            <TableRow sx={{ bgcolor: 'background.paper' }}>
              <TableCell component="th" scope="col">
                {TEXT.value}
              </TableCell>
              {!compact && (
                <TableCell component="th" scope="col" sx={{ width: '30%' }}>
                  ID
                </TableCell>
              )}
              <TableCell component="th" scope="col" sx={{ width: 132 }}>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          )}
          itemContent={(_index, item) => {
            const key = textKey(item.value);
            const editing = edit !== null && textKey(edit.of) === key;
            const selected = selectedValue !== null && textKey(selectedValue) === key;
            if (editing) {
              const keys = (event: KeyboardEvent) => {
                if (event.key === 'Enter') submitEdit();
                if (event.key === 'Escape') setEdit(null);
              };
              const valueInput = (
                <TextInput
                  id={`${formId}-edit-value`}
                  label={TEXT.value}
                  value={edit.value}
                  autoFocus
                  onChange={(event) => setEdit({ ...edit, value: event.target.value })}
                  onKeyDown={keys}
                  error={Boolean(editProblems.value)}
                  helperText={editProblems.value}
                  margin="none"
                  size="small"
                />
              );
              const idInput = (
                <TextInput
                  id={`${formId}-edit-id`}
                  label="ID"
                  value={edit.id}
                  onChange={(event) => setEdit({ ...edit, id: event.target.value })}
                  onKeyDown={keys}
                  error={Boolean(editProblems.id)}
                  helperText={editProblems.id}
                  margin={compact ? 'dense' : 'none'}
                  size="small"
                />
              );
              return (
                <>
                  <TableCell>
                    {valueInput}
                    {compact && idInput}
                  </TableCell>
                  {!compact && <TableCell>{idInput}</TableCell>}
                  <TableCell sx={{ whiteSpace: 'nowrap', px: 0 }}>
                    <IconButton aria-label={`Save ${item.value}`} onClick={submitEdit} disabled={change.busy}>
                      <CheckIcon />
                    </IconButton>
                    <IconButton aria-label="Cancel editing" onClick={() => setEdit(null)}>
                      <CloseIcon />
                    </IconButton>
                  </TableCell>
                </>
              );
            }
            return (
              <>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {item.value}
                  {compact && item.id && (
                    <Typography variant="body2" color="text.secondary">
                      ID {item.id}
                    </Typography>
                  )}
                </TableCell>
                {!compact && <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.id ?? ''}</TableCell>}
                <TableCell sx={{ whiteSpace: 'nowrap', px: 0 }}>
                  <IconButton
                    aria-label={`Synonyms of ${item.value}`}
                    aria-pressed={selected}
                    color={selected ? 'primary' : 'default'}
                    onClick={() => {
                      dispatch(slotValueSelected(selected ? null : item.value));
                      if (!selected) onOpenValue();
                    }}
                  >
                    <Badge badgeContent={item.synonyms.length} color="secondary" max={99}>
                      <ListIcon />
                    </Badge>
                  </IconButton>
                  <IconButton
                    aria-label={`Edit ${item.value}`}
                    onClick={() => setEdit({ of: item.value, value: item.value, id: item.id ?? '' })}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Delete ${item.value}`}
                    onClick={() =>
                      change.send({ typeId: type.ID, change: { kind: 'deleteValue', of: item.value } })
                    }
                    disabled={change.busy}
                  >
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </>
            );
          }}
        />
      )}
    </Box>
  );
}
