import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';

import { RestoredDraftNotice } from '@/components/form/RestoredDraftNotice';
import { type NewTask, TASK_LIMITS } from '@/contracts/connections';
import { selectUsername } from '@/features/auth';
import { useDraftKeeping, useFormDrafts } from '@/lib/form-draft';
import { useAppSelector } from '@/lib/redux/hooks';

import {
  EMPTY_TASK_FORM,
  hasErrors,
  isTaskFormValues,
  newTaskOf,
  SLOT_TYPES,
  taskFormErrors,
  type TaskFormValues,
  TITLE_MAX,
  UTTERANCES_TEXT_MAX,
} from '../tasks/form';
import { slotTypeLabel } from '../wording';

/**
 * Add Task (administrators): title, description, example utterances one per line, and parameters. What is typed
 * is kept as the user's draft under `draftKey` until the task is added or the dialog is closed (issue 21 §4.5).
 */
export function AddTaskDialog({
  connectorName,
  draftKey,
  adding,
  serverError,
  onSubmit,
  onClose,
}: {
  connectorName: string;
  draftKey: string;
  adding: boolean;
  serverError: string | null;
  onSubmit(task: NewTask): void;
  onClose(): void;
}) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const drafts = useFormDrafts(useAppSelector(selectUsername));
  const [restored, setRestored] = useState(() => drafts.load(draftKey, isTaskFormValues));
  const [values, setValues] = useState<TaskFormValues>(() => restored ?? EMPTY_TASK_FORM);
  useDraftKeeping(drafts, draftKey, values, JSON.stringify(values) !== JSON.stringify(EMPTY_TASK_FORM));
  /** Closing gives the task up: its draft goes. */
  const close = () => {
    drafts.discard(draftKey);
    onClose();
  };
  const [tried, setTried] = useState(false);
  const errors = tried ? taskFormErrors(values) : {};
  const set = (patch: Partial<TaskFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const setSlot = (index: number, patch: Partial<TaskFormValues['slots'][number]>) =>
    set({ slots: values.slots.map((slot, at) => (at === index ? { ...slot, ...patch } : slot)) });

  const submit = () => {
    setTried(true);
    if (hasErrors(taskFormErrors(values))) return;
    onSubmit(newTaskOf(values));
  };

  return (
    <Dialog
      open
      onClose={() => {
        if (!adding) close();
      }}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>Add a task to {connectorName}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          {restored && (
            <RestoredDraftNotice
              onDiscard={() => {
                drafts.discard(draftKey);
                setRestored(undefined);
                setValues(EMPTY_TASK_FORM);
              }}
            />
          )}
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <TextField
            label="Title"
            required
            value={values.title}
            onChange={(event) => set({ title: event.target.value })}
            error={Boolean(errors.title)}
            helperText={errors.title}
            slotProps={{ htmlInput: { maxLength: TITLE_MAX + 1 } }}
            autoFocus
          />
          <TextField
            label="Description"
            value={values.desc}
            onChange={(event) => set({ desc: event.target.value })}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: TASK_LIMITS.descriptionLength } }}
          />
          <TextField
            label="Example utterances"
            value={values.utterances}
            onChange={(event) => set({ utterances: event.target.value })}
            multiline
            minRows={4}
            error={Boolean(errors.utterances)}
            helperText={
              errors.utterances ??
              `One per line, at most ${TASK_LIMITS.utteranceLength} characters each: what people say to ask for this task.`
            }
            slotProps={{ htmlInput: { maxLength: UTTERANCES_TEXT_MAX } }}
          />
          <Typography component="h3" variant="subtitle2">
            Parameters
          </Typography>
          {values.slots.map((slot, index) => (
            <Box
              key={index}
              role="group"
              aria-label={`Parameter ${index + 1}`}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
                alignItems: 'start',
              }}
            >
              <TextField
                size="small"
                label="Name"
                value={slot.name}
                onChange={(event) => setSlot(index, { name: event.target.value })}
                error={Boolean(errors.slots?.[index])}
                helperText={errors.slots?.[index]}
                slotProps={{ htmlInput: { maxLength: TASK_LIMITS.slotNameLength + 1 } }}
              />
              <TextField
                size="small"
                select
                label="Type"
                value={slot.type}
                onChange={(event) => setSlot(index, { type: event.target.value })}
              >
                {SLOT_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {slotTypeLabel(type)}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={`Remove parameter ${index + 1}`}
                onClick={() => set({ slots: values.slots.filter((_, at) => at !== index) })}
              >
                <DeleteOutlined />
              </IconButton>
              <TextField
                size="small"
                label="Business description"
                value={slot.slotBusinessDesc}
                onChange={(event) => setSlot(index, { slotBusinessDesc: event.target.value })}
                sx={{ gridColumn: '1 / -1' }}
                slotProps={{ htmlInput: { maxLength: TASK_LIMITS.slotDescriptionLength } }}
              />
            </Box>
          ))}
          <Button
            startIcon={<Add />}
            sx={{ justifySelf: 'start' }}
            disabled={values.slots.length >= TASK_LIMITS.slots}
            onClick={() =>
              set({
                slots: [...values.slots, { name: '', type: 'AMAZON.SearchQuery', slotBusinessDesc: '' }],
              })
            }
          >
            Add parameter
          </Button>
          {/* Enter in a field submits. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={adding}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={adding}>
          {adding ? 'Adding…' : 'Add Task'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
