import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { lazy, type ReactNode, Suspense, useId, useMemo } from 'react';

import { FormikTextInput } from '@/components/form/FormikTextInput';
import type { FaqCustomField } from '@/contracts/faq';
import { selectUsername } from '@/features/auth';
import { useDraftKeeping, useFormDrafts } from '@/lib/form-draft';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { FAQ_MESSAGES } from '../messages';
import {
  type FaqFormErrors,
  type FaqFormValues,
  QUESTION_DRAFT,
  type QuestionDraft,
  validateFaqForm,
} from '../rules';
import { selectImageUpload, selectPlayback } from '../selectors';
import { imageUploadRequested, listenRequested, stopRequested } from '../slice';

// Quill is its own chunk, loaded when a form first shows (DESIGN §8).
const HtmlEditor = lazy(() => import('./HtmlEditor'));

export interface QuestionFormProps {
  /** The form starts from these; give the form a new React `key` to start it afresh. */
  initialValues: FaqFormValues;
  subjectAreas: readonly string[];
  /** The subject areas could not be loaded: the form says so, with Retry. */
  subjectAreasFailed?: boolean;
  onRetrySubjectAreas?(): void;
  /** Whether a subject area that does not exist yet may be typed (spec 2 §2, §6). */
  canCreateSubjectArea: boolean;
  customFields: readonly FaqCustomField[];
  /** The server refused the responses' size. */
  serverTooLarge?: boolean;
  busy: boolean;
  onSubmit(values: FaqFormValues): void;
  /** The form's buttons: the library's Submit, or the review's decisions (given the valid values). */
  actions(submitFor: (decide: (values: FaqFormValues) => void) => () => void): ReactNode;
  /** Shown above the fields (what is being reviewed, what a proposal changes). */
  intro?: ReactNode;
  /**
   * Keep what is typed as the user's draft (issue 21 §4.5), with what the question refers to; give a stable
   * object. Absent (the review form), nothing is kept.
   */
  keepDraft?: Omit<QuestionDraft, 'values'>;
}

/**
 * Spec 2 §2, §5 "FAQ question form": Question, Subject Area, the custom dropdowns, HTML Response (Quill) and
 * Voice Response with Listen; all four required, the responses at most 22,000 bytes together.
 */
export function QuestionForm({
  initialValues,
  subjectAreas,
  subjectAreasFailed = false,
  onRetrySubjectAreas,
  canCreateSubjectArea,
  customFields,
  serverTooLarge = false,
  busy,
  onSubmit,
  actions,
  intro,
  keepDraft,
}: QuestionFormProps) {
  const dispatch = useAppDispatch();
  const playback = useAppSelector(selectPlayback);
  const image = useAppSelector(selectImageUpload);
  const ids = useId();
  const form = useFormik<FaqFormValues>({
    initialValues,
    validate: (values) => validateFaqForm(values).fields,
    // Submitting goes through submitFor below: the page's buttons decide what a valid form does.
    onSubmit: () => undefined,
  });
  const drafts = useFormDrafts(useAppSelector(selectUsername));
  const draft = useMemo(() => keepDraft && { ...keepDraft, values: form.values }, [keepDraft, form.values]);
  useDraftKeeping(drafts, QUESTION_DRAFT, draft, Boolean(draft) && form.dirty);
  const tooLarge = serverTooLarge || validateFaqForm(form.values).tooLarge;
  const errorOf = (name: keyof FaqFormErrors) => (form.touched[name] ? form.errors[name] : undefined);

  /** Touches every field (so that its error shows), then hands the values to `decide` when they are valid. */
  const submitFor = (decide: (values: FaqFormValues) => void) => () => {
    void form.setTouched(
      { question: true, subjectArea: true, htmlResponse: true, voiceResponse: true },
      true,
    );
    const { fields, tooLarge: over } = validateFaqForm(form.values);
    if (Object.keys(fields).length === 0 && !over) decide(form.values);
  };

  const subjectError = errorOf('subjectArea');
  const htmlError = errorOf('htmlResponse');
  const voiceError = errorOf('voiceResponse');
  const htmlLabelId = `${ids}-html-label`;
  const htmlHelpId = `${ids}-html-help`;
  const voiceEmpty = !form.values.voiceResponse.trim();

  return (
    <Box
      component="form"
      noValidate
      aria-label="Question form"
      onSubmit={(event) => {
        event.preventDefault();
        submitFor(onSubmit)();
      }}
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      {intro}
      <FormikTextInput
        form={form}
        name="question"
        id={`${ids}-question`}
        label="Question"
        required
        fullWidth
      />
      {subjectAreasFailed && (
        <Alert
          severity="error"
          action={
            onRetrySubjectAreas && (
              <Button color="inherit" size="small" onClick={onRetrySubjectAreas}>
                Retry
              </Button>
            )
          }
        >
          {FAQ_MESSAGES.subjectAreasFailed}
        </Alert>
      )}
      {canCreateSubjectArea ? (
        <Autocomplete
          freeSolo
          options={[...subjectAreas]}
          value={form.values.subjectArea || null}
          inputValue={form.values.subjectArea}
          onInputChange={(_event, value) => void form.setFieldValue('subjectArea', value)}
          onBlur={() => void form.setFieldTouched('subjectArea', true)}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Subject Area"
              required
              error={Boolean(subjectError)}
              helperText={subjectError ?? 'Choose one, or type a new subject area.'}
            />
          )}
        />
      ) : (
        <TextField
          select
          label="Subject Area"
          required
          name="subjectArea"
          value={form.values.subjectArea}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={Boolean(subjectError)}
          helperText={subjectError}
        >
          {/* A value from a kept draft or a review may not be among the areas (yet): it stays choosable. */}
          {(subjectAreas.includes(form.values.subjectArea) || !form.values.subjectArea
            ? subjectAreas
            : [form.values.subjectArea, ...subjectAreas]
          ).map((area) => (
            <MenuItem key={area} value={area}>
              {area}
            </MenuItem>
          ))}
        </TextField>
      )}
      {customFields.map((field) => (
        <TextField
          key={field.sourceFieldName}
          select
          label={field.label}
          value={form.values.custom[field.sourceFieldName] ?? ''}
          onChange={(event) =>
            void form.setFieldValue('custom', {
              ...form.values.custom,
              [field.sourceFieldName]: event.target.value,
            })
          }
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {field.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <Box sx={{ minWidth: 0 }}>
        <FormLabel id={htmlLabelId} required error={Boolean(htmlError)} sx={{ display: 'block', mb: 1 }}>
          HTML Response
        </FormLabel>
        <Suspense
          fallback={
            <Skeleton variant="rectangular" height={342} role="progressbar" aria-label="Loading the editor" />
          }
        >
          <HtmlEditor
            value={form.values.htmlResponse}
            onChange={(html) => void form.setFieldValue('htmlResponse', html)}
            onBlur={() => void form.setFieldTouched('htmlResponse', true)}
            labelledBy={htmlLabelId}
            describedBy={htmlError ? htmlHelpId : undefined}
            invalid={Boolean(htmlError)}
            onImagePicked={(file) => dispatch(imageUploadRequested({ file }))}
            uploaded={image.uploaded}
          />
        </Suspense>
        {image.progress !== null && (
          <LinearProgress
            variant="determinate"
            value={image.progress}
            aria-label="Uploading the image"
            sx={{ mt: 1 }}
          />
        )}
        {htmlError && (
          <FormHelperText id={htmlHelpId} error>
            {htmlError}
          </FormHelperText>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextField
          label="Voice Response"
          name="voiceResponse"
          required
          multiline
          rows={4}
          value={form.values.voiceResponse}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={Boolean(voiceError)}
          helperText={voiceError}
        />
        <Box>
          {playback === 'NO_PLAYBACK' ? (
            <Button
              variant="outlined"
              disabled={voiceEmpty}
              onClick={() => dispatch(listenRequested(form.values.voiceResponse.trim()))}
            >
              Listen
            </Button>
          ) : playback === 'LOADING_AUDIO' ? (
            <Button variant="outlined" disabled startIcon={<CircularProgress size={16} />}>
              Loading
            </Button>
          ) : (
            <Button variant="outlined" onClick={() => dispatch(stopRequested())}>
              Stop
            </Button>
          )}
        </Box>
      </Box>
      {tooLarge && <Alert severity="error">{FAQ_MESSAGES.tooLarge}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions(submitFor)}</Box>
      {busy && <LinearProgress aria-label="Sending" />}
    </Box>
  );
}
