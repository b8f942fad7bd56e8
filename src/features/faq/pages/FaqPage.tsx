import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

import { RestoredDraftNotice } from '@/components/form/RestoredDraftNotice';
import { PageHeader } from '@/components/page/PageHeader';
import type { MissedUtteranceRow } from '@/contracts/dashboard';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';
import { htmlToText } from '@/lib/sanitize-html';

import { faqFeature } from '..';
import { FaqTable } from '../components/FaqTable';
import { QuestionForm } from '../components/QuestionForm';
import { useFaqList, useFaqPage } from '../hooks';
import { EMPTY_FAQ_FORM, type FaqRow } from '../rules';
import { selectFaq } from '../selectors';
import {
  deleteRequested,
  deletionSuggested,
  draftCleared,
  draftStarted,
  listRequested,
  questionSubmitted,
  subjectAreasRequested,
  suggestionsTyped,
} from '../slice';

/** Registered by the route before the page renders. */
export const features = [faqFeature];

/** The query parameter that starts a question from elsewhere (a missed utterance on the dashboard). */
export const QUESTION_PARAMETER = 'question';

function DeleteAction({ row, busy }: { row: FaqRow; busy: boolean }) {
  const dispatch = useAppDispatch();
  const label = row.status === 'NEW' ? 'Delete question' : 'Mark question for deletion';
  const unavailable = busy || row.deleteBlockedReason !== null;
  // aria-disabled, not disabled: a disabled button gets no pointer events, and its tooltip gives the reason.
  return (
    <Tooltip title={row.deleteBlockedReason ?? label} describeChild>
      <IconButton
        aria-label={`${label}: ${row.question}`}
        aria-disabled={unavailable}
        onClick={() => {
          if (!unavailable) dispatch(deleteRequested(row));
        }}
        sx={unavailable ? { color: 'action.disabled', cursor: 'not-allowed' } : undefined}
      >
        <DeleteIcon />
      </IconButton>
    </Tooltip>
  );
}

/** About the question form's height without custom dropdowns, so that the page below it barely moves. */
const FORM_PLACEHOLDER_HEIGHT = 640;

/** /faq: ask a question for the FAQ, find approved ones, and see what was submitted (spec 2 §2 "Library page"). */
export default function FaqPage() {
  const dispatch = useAppDispatch();
  useFaqPage('library');
  const {
    rows,
    status,
    customFields,
    formSettingsSettled,
    canCreateSubjectArea,
    subjectAreas,
    subjectAreasFailed,
    busy,
  } = useFaqList('library');
  const { form, draft, suggestions } = useAppSelector(selectFaq);
  const [searchParams, setSearchParams] = useSearchParams();

  const location = useLocation();
  const asked = searchParams.get(QUESTION_PARAMETER);
  const missedUtterance = (location.state as { missedUtterance?: MissedUtteranceRow } | null)
    ?.missedUtterance;
  useEffect(() => {
    if (!asked) return;
    dispatch(
      draftStarted({
        values: { ...EMPTY_FAQ_FORM, question: asked },
        refersTo: '',
        ...(missedUtterance ? { missedUtterance } : {}),
      }),
    );
    setSearchParams({}, { replace: true });
  }, [asked, missedUtterance, dispatch, setSearchParams]);

  // What the form refers to, kept with what is typed (issue 21 §4.5).
  const refersTo = draft?.refersTo ?? '';
  const answers = draft?.missedUtterance;
  const keepDraft = useMemo(
    () => ({ refersTo, ...(answers ? { missedUtterance: answers } : {}) }),
    [refersTo, answers],
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader title="FAQ Library" />
      <Autocomplete
        options={suggestions.hits}
        getOptionLabel={(hit) => hit._source.question}
        filterOptions={(options) => options}
        isOptionEqualToValue={(option, value) => option._id === value._id}
        loading={suggestions.loading}
        noOptionsText={suggestions.query.trim() ? 'No approved question matches' : 'Type to search'}
        value={null}
        blurOnSelect
        forcePopupIcon={false}
        onInputChange={(_event, value, reason) => {
          if (reason === 'input' || reason === 'clear') dispatch(suggestionsTyped(value));
        }}
        onChange={(_event, hit) => {
          if (!hit) return;
          const custom = Object.fromEntries(
            customFields.flatMap((field) => {
              const value = hit._source[field.sourceFieldName];
              return typeof value === 'string' ? [[field.sourceFieldName, value]] : [];
            }),
          );
          dispatch(
            draftStarted({
              values: {
                question: hit._source.question,
                subjectArea: hit._source.subject_area,
                htmlResponse: hit._source.answer,
                voiceResponse: hit._source.answer_voice,
                custom,
              },
              refersTo: hit._id,
            }),
          );
        }}
        renderOption={(props, hit) => (
          <li {...props} key={hit._id}>
            <Box>
              <Typography variant="body2">{hit._source.question}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} noWrap>
                {htmlToText(hit._source.answer)}
              </Typography>
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Search approved questions"
            placeholder="Find a question to change"
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
      <Paper variant="outlined" sx={{ p: 2, minWidth: 0, display: 'grid', gap: 2 }}>
        {draft?.restored && <RestoredDraftNotice onDiscard={() => dispatch(draftCleared())} />}
        {/* The form waits for the settings that add its custom dropdowns: arriving later, they would push the
            fields below them down (a layout shift) as the user reads or types. */}
        {formSettingsSettled ? (
          <QuestionForm
            // A new draft, or a submitted question, starts the form afresh.
            key={`${draft?.revision ?? 0}-${form.submitted}`}
            initialValues={draft?.values ?? EMPTY_FAQ_FORM}
            subjectAreas={subjectAreas}
            subjectAreasFailed={subjectAreasFailed}
            onRetrySubjectAreas={() => dispatch(subjectAreasRequested())}
            canCreateSubjectArea={canCreateSubjectArea}
            customFields={customFields}
            serverTooLarge={form.tooLarge}
            busy={form.submitting}
            keepDraft={keepDraft}
            onSubmit={(values) =>
              dispatch(
                questionSubmitted({
                  values,
                  refersTo: draft?.refersTo ?? '',
                  ...(draft?.missedUtterance ? { missedUtterance: draft.missedUtterance } : {}),
                }),
              )
            }
            intro={
              draft?.missedUtterance ? (
                <Alert severity="info">
                  This question answers a missed utterance: it is marked reviewed when you submit.
                </Alert>
              ) : draft?.refersTo ? (
                <Alert
                  severity="info"
                  action={
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
                      <Button
                        color="inherit"
                        size="small"
                        disabled={busy.includes(draft.refersTo)}
                        onClick={() => dispatch(deletionSuggested({ docId: draft.refersTo }))}
                      >
                        Suggest deleting it
                      </Button>
                      <Button color="inherit" size="small" onClick={() => dispatch(draftCleared())}>
                        New question
                      </Button>
                    </Box>
                  }
                >
                  You are suggesting a change to an approved question. An administrator reviews it before it
                  is published. If it is no longer needed, suggest deleting it instead.
                </Alert>
              ) : undefined
            }
            actions={() => (
              <Button type="submit" variant="contained" disabled={form.submitting}>
                Submit
              </Button>
            )}
          />
        ) : (
          <Skeleton
            variant="rectangular"
            height={FORM_PLACEHOLDER_HEIGHT}
            role="progressbar"
            aria-label="Loading the form"
          />
        )}
      </Paper>
      <FaqTable
        title="Previously Submitted Questions"
        rows={rows}
        status={status}
        customFields={customFields}
        emptyText="No questions have been submitted yet."
        onRetry={() => dispatch(listRequested('library'))}
        actionHeader="Delete"
        action={(row) => <DeleteAction row={row} busy={busy.includes(row.docId)} />}
      />
    </Box>
  );
}
