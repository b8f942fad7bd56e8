import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';
import { RestoredDraftNotice } from '@/components/form/RestoredDraftNotice';
import { PageHeader } from '@/components/page/PageHeader';
import type { FaqCmsSettings, FaqCustomField } from '@/contracts/faq';
import { selectUsername } from '@/features/auth';
import { useDraftKeeping, useFormDrafts } from '@/lib/form-draft';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { faqFeature } from '..';
import { ImportSection } from '../components/ImportSection';
import { useFaqPage } from '../hooks';
import { FAQ_MESSAGES, SETTINGS_MESSAGES } from '../messages';
import {
  FIRST_FIELD_SOURCE,
  isFaqCmsSettings,
  SETTINGS_DRAFT,
  someFieldHasNoOptions,
  sourceFieldNameOf,
} from '../rules';
import { selectFaq } from '../selectors';
import { settingsSaveRequested } from '../slice';

/** Registered by the route before the page renders. */
export const features = [faqFeature];

const newField = (index: number): FaqCustomField => ({
  name: '',
  label: '',
  sourceFieldName: index === 0 ? FIRST_FIELD_SOURCE : '',
  options: [],
});

function FieldEditor({
  field,
  index,
  onChange,
  onDelete,
  disabled,
}: {
  field: FaqCustomField;
  index: number;
  onChange(field: FaqCustomField): void;
  onDelete(): void;
  disabled: boolean;
}) {
  const title = field.name.trim() || `Custom field ${index + 1}`;
  const setOption = (at: number, key: 'value' | 'label', value: string) =>
    onChange({
      ...field,
      options: field.options.map((option, position) =>
        position === at ? { ...option, [key]: value } : option,
      ),
    });
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="Name"
          value={field.name}
          onChange={(event) =>
            onChange({
              ...field,
              name: event.target.value,
              label: event.target.value,
              sourceFieldName: index === 0 ? FIRST_FIELD_SOURCE : sourceFieldNameOf(event.target.value),
            })
          }
          error={!field.name.trim()}
          helperText={
            !field.name.trim() ? SETTINGS_MESSAGES.nameEmpty : `Stored as “${field.sourceFieldName || '…'}”`
          }
          sx={{ flex: 1 }}
        />
        <IconButton aria-label={`Delete ${title}`} onClick={onDelete} disabled={disabled}>
          <DeleteIcon />
        </IconButton>
      </Box>
      {field.options.length === 0 && (
        <Alert severity="info">Add at least one option: a field without options cannot be saved.</Alert>
      )}
      {field.options.map((option, at) => (
        <Box key={at} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label={`Option ${at + 1} value`}
            value={option.value}
            onChange={(event) => setOption(at, 'value', event.target.value)}
            error={!option.value.trim()}
            helperText={!option.value.trim() ? SETTINGS_MESSAGES.valueEmpty : undefined}
            sx={{ flex: '1 1 140px' }}
          />
          <TextField
            size="small"
            label={`Option ${at + 1} label`}
            value={option.label}
            onChange={(event) => setOption(at, 'label', event.target.value)}
            error={!option.label.trim()}
            helperText={!option.label.trim() ? SETTINGS_MESSAGES.labelEmpty : undefined}
            sx={{ flex: '1 1 140px' }}
          />
          <IconButton
            aria-label={`Remove option ${at + 1} of ${title}`}
            onClick={() =>
              onChange({ ...field, options: field.options.filter((_option, position) => position !== at) })
            }
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange({ ...field, options: [...field.options, { value: '', label: '' }] })}
        >
          Add option
        </Button>
      </Box>
    </Paper>
  );
}

/** /faq/settings (administrators): who may create subject areas, and the custom fields (spec 2 §2, §3, §5). */
export default function FaqSettingsPage() {
  const dispatch = useAppDispatch();
  useFaqPage('settings');
  const { settings } = useAppSelector(selectFaq);
  // Unsaved edits are kept as the user's draft (issue 21 §4.5); a successful save drops it (the saga).
  const drafts = useFormDrafts(useAppSelector(selectUsername));
  const kept = () => (settings.value ? drafts.load(SETTINGS_DRAFT, isFaqCmsSettings) : undefined);
  const [draft, setDraft] = useState<FaqCmsSettings | null>(() => kept() ?? settings.value);
  const [restored, setRestored] = useState(() => kept() !== undefined);
  const [shown, setShown] = useState(settings.value);
  const [deleting, setDeleting] = useState<number | null>(null);
  // The saved settings, whenever they (re)load or a save returns: the editor starts again from what the server
  // has, or from the edits kept unsaved.
  if (shown !== settings.value) {
    const unsaved = kept();
    setShown(settings.value);
    setDraft(unsaved ?? settings.value);
    setRestored(unsaved !== undefined);
  }
  const changed = draft !== null && JSON.stringify(draft) !== JSON.stringify(settings.value);
  useDraftKeeping(drafts, SETTINGS_DRAFT, draft, changed);

  const fields = draft?.customFields ?? [];
  const save = (next: FaqCmsSettings, deletedField?: string) =>
    dispatch(
      settingsSaveRequested(
        deletedField === undefined ? { settings: next } : { settings: next, deletedField },
      ),
    );
  const setField = (at: number, field: FaqCustomField) =>
    draft &&
    setDraft({ ...draft, customFields: fields.map((current, index) => (index === at ? field : current)) });

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader title="FAQ Settings" />
      {settings.status === 'failed' && !draft ? (
        <Alert severity="error">{FAQ_MESSAGES.settingsLoadFailed}</Alert>
      ) : !draft ? (
        <Skeleton variant="rectangular" height={200} role="progressbar" aria-label="Loading the settings" />
      ) : (
        <>
          {restored && (
            <RestoredDraftNotice
              onDiscard={() => {
                drafts.discard(SETTINGS_DRAFT);
                setRestored(false);
                setDraft(settings.value);
              }}
            />
          )}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.nonAdminsCanCreateSubjectAreas}
                  disabled={settings.saving}
                  onChange={(event) => {
                    // The switch applies at once, to the saved settings (the editor then shows what was saved).
                    const base = settings.value ?? draft;
                    save({ ...base, nonAdminsCanCreateSubjectAreas: event.target.checked });
                  }}
                />
              }
              label="Non-admins can create new subject areas"
            />
          </Paper>
          <Box
            component="section"
            aria-labelledby="custom-fields-title"
            sx={{ display: 'grid', gap: 2, minWidth: 0 }}
          >
            <Typography id="custom-fields-title" variant="h6" component="h2">
              Custom fields
            </Typography>
            <Typography color="text.secondary">
              Dropdowns shown on the question form and as columns of the question tables. The first field is
              stored as “site”; an “All” option is added to each field when it is saved.
            </Typography>
            {fields.length === 0 && <Typography color="text.secondary">No custom fields yet.</Typography>}
            {fields.map((field, index) => (
              <FieldEditor
                key={index}
                field={field}
                index={index}
                disabled={settings.saving}
                onChange={(next) => setField(index, next)}
                onDelete={() => setDeleting(index)}
              />
            ))}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                startIcon={<AddIcon />}
                onClick={() => setDraft({ ...draft, customFields: [...fields, newField(fields.length)] })}
              >
                Add custom field
              </Button>
              <Button
                variant="contained"
                disabled={settings.saving || someFieldHasNoOptions(draft)}
                onClick={() => save(draft)}
              >
                Save
              </Button>
            </Box>
          </Box>
        </>
      )}
      <ImportSection />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete custom field"
        text={`Delete “${deleting !== null ? (fields[deleting]?.name ?? '') : ''}”? Its values stay on the questions but are no longer shown.`}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null || !draft) return;
          const removed = fields[deleting];
          setDeleting(null);
          // Deleting saves the saved settings without that field (other unsaved edits are not sent with it).
          const saved = settings.value ?? draft;
          save(
            { ...saved, customFields: saved.customFields.filter((field) => field.name !== removed?.name) },
            removed?.name ?? '',
          );
          setDraft({ ...draft, customFields: fields.filter((_field, index) => index !== deleting) });
        }}
      />
    </Box>
  );
}
