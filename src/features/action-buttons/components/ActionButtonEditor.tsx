import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { SortableList } from '@/components/dnd/SortableList';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { TextInput } from '@/components/form/TextInput';
import { LoadError } from '@/components/page/LoadError';
import { paths } from '@/config/paths';
import { ACTION_BUTTON_LIMITS, CRM_OBJECTS } from '@/contracts/action-buttons';
import { describeIndex, type FormProblem, formProblems, isRequired } from '@/contracts/crm-form';
import { notifyInfo } from '@/features/notifications';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import {
  ACTION_BUTTONS_LABELS as LABELS,
  ACTION_BUTTONS_MESSAGES as MESSAGES,
  ACTION_BUTTONS_TEXTS as TEXTS,
} from '../messages';
import { selectDescribe, selectEditor, selectRedirect } from '../selectors';
import {
  buttonRequested,
  describeRequested,
  fieldAdded,
  fieldRemoved,
  formFieldMoved,
  objectChanged,
  redirectFollowed,
  saveRequested,
  titleChanged,
} from '../slice';
import type { ActionButtonDraft, ActionButtonField, CrmFieldDescribe, CrmObjectName } from '../types';

import { AddFieldDialog } from './AddFieldDialog';
import { FormPreview } from './FormPreview';

const problemText = (problem: FormProblem) => {
  switch (problem.kind) {
    case 'missing':
      return TEXTS.missing(problem.field.label);
    case 'unsettable':
      return TEXTS.unsettable(problem.field.label);
    case 'controller':
      return TEXTS.needsController(problem.field.label, problem.controller.label);
  }
};

/**
 * The action button editor (spec 3 §2 "Action button editor" and the create screen): Button Name, the Form Fields
 * (reordered by drag, keyboard or Move…), the Auto Updated Fields, the two Add buttons and their dialog, the live
 * Form Preview, Save and Cancel. Save waits for a name (spec 3 §4) and for a form the CRM will accept: the
 * problems are listed above it (issue 27).
 */
export function ActionButtonEditor({ creating }: { creating: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const editor = useAppSelector(selectEditor);
  const redirectTo = useAppSelector(selectRedirect);

  useEffect(() => {
    if (!redirectTo) return;
    dispatch(redirectFollowed());
    void navigate(redirectTo);
  }, [redirectTo, dispatch, navigate]);

  if (!editor || editor.status === 'loading' || editor.status === 'idle') return <PageSpinner />;
  if (editor.status === 'failed') {
    return editor.error?.status === 404 ? (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" component={RouterLink} to={paths.actionButtons.href()}>
            {TEXTS.backToList}
          </Button>
        }
      >
        {TEXTS.notFound}
      </Alert>
    ) : (
      <LoadError onRetry={() => dispatch(buttonRequested())}>{TEXTS.buttonLoadFailed}</LoadError>
    );
  }
  return <EditorBody creating={creating} draft={editor.draft} saving={editor.saving} />;
}

function EditorBody({
  creating,
  draft,
  saving,
}: {
  creating: boolean;
  draft: ActionButtonDraft;
  saving: boolean;
}) {
  const dispatch = useAppDispatch();
  const described = useAppSelector(selectDescribe(draft.object));
  const [adding, setAdding] = useState<'form' | 'auto' | null>(null);
  const describe = useMemo(() => described?.fields ?? [], [described]);
  const byName = useMemo(() => describeIndex(describe), [describe]);
  const all = useMemo(() => [...draft.formFields, ...draft.autoFields], [draft.formFields, draft.autoFields]);
  const present = useMemo(() => new Set(all.map((field) => field.field)), [all]);
  const ready = described?.status === 'succeeded';
  const problems = useMemo(() => (ready ? formProblems(describe, all) : []), [ready, describe, all]);
  const titled = draft.title.trim() !== '';
  // The name's error shows once the field has been left, as every form field's does (docs/interaction-kit.md).
  const [nameTouched, setNameTouched] = useState(false);
  const nameError = nameTouched && !titled;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Paper
        component="section"
        aria-label={TEXTS.edit(draft.title || LABELS.buttonName)}
        sx={{ p: 2, minWidth: 0 }}
      >
        <TextInput
          id="action-button-name"
          label={LABELS.buttonName}
          required
          value={draft.title}
          onChange={(event) => dispatch(titleChanged(event.target.value))}
          inputProps={{ maxLength: ACTION_BUTTON_LIMITS.title }}
          onBlur={() => setNameTouched(true)}
          error={nameError}
          helperText={nameError ? TEXTS.titleRequired : undefined}
          margin="dense"
        />
        {creating ? (
          <TextField
            select
            fullWidth
            margin="dense"
            id="action-button-object"
            label={TEXTS.crmObject}
            value={draft.object}
            disabled={all.length > 0}
            helperText={TEXTS.crmObjectHelp}
            // The help stays readable when the select is disabled (its text is the reason why).
            slotProps={{
              formHelperText: {
                sx: { color: 'text.secondary', '&.Mui-disabled': { color: 'text.secondary' } },
              },
            }}
            onChange={(event) => dispatch(objectChanged(event.target.value as CrmObjectName))}
          >
            {CRM_OBJECTS.map((object) => (
              <MenuItem key={object} value={object}>
                {object}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {TEXTS.createsObject(draft.object)}
          </Typography>
        )}
        {described?.status === 'failed' && (
          <LoadError small sx={{ mt: 2 }} onRetry={() => dispatch(describeRequested(draft.object))}>
            {TEXTS.describeFailed}
          </LoadError>
        )}
        {!ready && described?.status !== 'failed' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={28} aria-label={TEXTS.crmObject} />
          </Box>
        )}

        <FieldSection
          title={LABELS.formFields}
          help={TEXTS.formFieldsHelp}
          addLabel={LABELS.addFormField}
          addDisabled={!ready}
          onAdd={() => setAdding('form')}
        >
          {draft.formFields.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {TEXTS.noFormFields}
            </Typography>
          ) : (
            <SortableList
              items={draft.formFields}
              label={LABELS.formFields}
              getId={(field) => field.field}
              getLabel={(field) => field.label}
              onMove={({ fromIndex, toIndex }) => dispatch(formFieldMoved({ fromIndex, toIndex }))}
              sx={{ display: 'grid', gap: 1 }}
              renderItem={(field, _index, sortable) => (
                <FieldRow
                  field={field}
                  described={byName.get(field.field)}
                  dragRef={sortable?.dragRef}
                  lifted={Boolean(sortable?.isLifted || sortable?.isDragging)}
                  handle={sortable?.handle}
                  moveMenu={sortable?.moveMenu}
                />
              )}
            />
          )}
        </FieldSection>

        <FieldSection
          title={LABELS.autoFields}
          help={TEXTS.autoFieldsHelp}
          addLabel={LABELS.addAutoField}
          addDisabled={!ready}
          onAdd={() => setAdding('auto')}
        >
          {draft.autoFields.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {TEXTS.noAutoFields}
            </Typography>
          ) : (
            <Box role="list" aria-label={LABELS.autoFields} sx={{ display: 'grid', gap: 1 }}>
              {draft.autoFields.map((field) => (
                <Box role="listitem" key={field.field}>
                  <FieldRow field={field} described={byName.get(field.field)} />
                </Box>
              ))}
            </Box>
          )}
        </FieldSection>

        {problems.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            <AlertTitle>{TEXTS.blockedTitle}</AlertTitle>
            <Box component="ul" aria-label={TEXTS.blockedTitle} sx={{ m: 0, pl: 2.5 }}>
              {problems.map((problem) => (
                <li key={`${problem.kind}-${problem.field.name}`}>{problemText(problem)}</li>
              ))}
            </Box>
          </Alert>
        )}

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
          <Button component={RouterLink} to={paths.actionButtons.href()}>
            {LABELS.cancel}
          </Button>
          <Button
            variant="contained"
            disabled={saving || !titled || !ready || problems.length > 0}
            onClick={() => dispatch(saveRequested())}
          >
            {LABELS.save}
          </Button>
        </Box>
      </Paper>

      {ready ? <FormPreview draft={draft} describe={describe} /> : null}

      {adding && ready && (
        <AddFieldDialog
          hidden={adding === 'auto'}
          object={draft.object}
          describe={describe}
          present={present}
          onExists={() => dispatch(notifyInfo(MESSAGES.fieldExists, 'action-buttons/field-exists'))}
          onAdd={(field) => {
            dispatch(fieldAdded(field));
            setAdding(null);
          }}
          onClose={() => setAdding(null)}
        />
      )}
    </Box>
  );
}

function FieldSection({
  title,
  help,
  addLabel,
  addDisabled,
  onAdd,
  children,
}: {
  title: string;
  help: string;
  addLabel: string;
  addDisabled: boolean;
  onAdd(): void;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3, display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
      {children}
      <Box>
        <Button variant="outlined" onClick={onAdd} disabled={addDisabled}>
          {addLabel}
        </Button>
      </Box>
    </Box>
  );
}

/** A field of either list: its label, the CRM field, whether the CRM requires it, its value; Remove. */
function FieldRow({
  field,
  described,
  dragRef,
  lifted = false,
  handle,
  moveMenu,
}: {
  field: ActionButtonField;
  described: CrmFieldDescribe | undefined;
  dragRef?: (node: HTMLElement | null) => void;
  lifted?: boolean;
  handle?: ReactNode;
  moveMenu?: ReactNode;
}) {
  const dispatch = useAppDispatch();
  return (
    <Paper
      ref={dragRef}
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        minWidth: 0,
        borderColor: lifted ? 'primary.main' : undefined,
      }}
    >
      {handle}
      <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography sx={{ fontWeight: 500 }}>{field.label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {described?.label ?? field.field} · {field.field}
          {field.value !== '' &&
            ` · ${field.hidden ? TEXTS.targetValue(field.value) : TEXTS.defaultValue(field.value)}`}
        </Typography>
      </Box>
      {described && isRequired(described) && <Chip size="small" variant="outlined" label={TEXTS.required} />}
      {moveMenu}
      <IconButton
        aria-label={TEXTS.remove(field.label)}
        onClick={() => dispatch(fieldRemoved({ field: field.field, hidden: field.hidden }))}
      >
        <DeleteOutlined />
      </IconButton>
    </Paper>
  );
}
