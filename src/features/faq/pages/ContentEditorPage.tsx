import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useEffect, useRef } from 'react';

import { PageHeader } from '@/components/page/PageHeader';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { faqFeature } from '..';
import { AnswerDiff } from '../components/AnswerDiff';
import { FaqTable } from '../components/FaqTable';
import { QuestionForm } from '../components/QuestionForm';
import { useFaqList, useFaqPage } from '../hooks';
import { rowToForm } from '../rules';
import { selectFaq } from '../selectors';
import { listRequested, reviewDecided, reviewOpened, subjectAreasRequested } from '../slice';

/** Registered by the route before the page renders. */
export const features = [faqFeature];

/** /faq/content-editor (administrators): the review queue (spec 2 §2 "Review page", §4 "FAQ statuses"). */
export default function ContentEditorPage() {
  const dispatch = useAppDispatch();
  useFaqPage('queue');
  const { rows, status, customFields, subjectAreas, subjectAreasFailed, busy } = useFaqList('queue');
  const { review, lists } = useAppSelector(selectFaq);
  const reviewed = rows.find((row) => row.docId === review.docId) ?? null;
  // The approved question a suggested change would replace (the library list, which this page loads too).
  const published = reviewed?.refersTo
    ? lists.library.documents.find((document) => document._id === reviewed.refersTo)?._source
    : undefined;
  const formRegion = useRef<HTMLDivElement>(null);

  const reviewedId = reviewed?.docId;
  useEffect(() => {
    // The form opens above the table: bring it into view and to the keyboard.
    if (reviewedId) formRegion.current?.focus();
  }, [reviewedId]);

  useEffect(
    () => () => {
      dispatch(reviewOpened(null));
    },
    [dispatch],
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader title="Content Editor" />
      {reviewed && (
        <Paper
          ref={formRegion}
          tabIndex={-1}
          variant="outlined"
          role="region"
          aria-label="Review question"
          sx={{ p: 2, minWidth: 0, outline: 'none' }}
        >
          <QuestionForm
            // Each question under review gets a fresh form.
            key={`${reviewed.docId}-${review.reviewed}`}
            initialValues={rowToForm(reviewed)}
            subjectAreas={subjectAreas}
            subjectAreasFailed={subjectAreasFailed}
            onRetrySubjectAreas={() => dispatch(subjectAreasRequested())}
            canCreateSubjectArea
            customFields={customFields}
            busy={busy.includes(reviewed.docId)}
            onSubmit={(values) => {
              if (reviewed.status === 'NEW')
                dispatch(reviewDecided({ row: reviewed, decision: 'accept', values }));
            }}
            intro={
              <>
                <Alert severity={reviewed.status === 'NEW' ? 'info' : 'warning'}>
                  {reviewed.status === 'NEW'
                    ? reviewed.refersTo
                      ? `${reviewed.user} suggests a change to an approved question. Accept publishes it in place of the current answer.`
                      : `${reviewed.user} submitted a new question. Accept publishes it; you may edit it first.`
                    : `${reviewed.user} suggests deleting this question.`}
                </Alert>
                {published && (
                  <AnswerDiff
                    published={{ htmlResponse: published.answer, voiceResponse: published.answer_voice }}
                    suggested={reviewed}
                  />
                )}
              </>
            }
            actions={(submitFor) => {
              const pending = busy.includes(reviewed.docId);
              const cancel = (
                <Button key="cancel" onClick={() => dispatch(reviewOpened(null))}>
                  Cancel
                </Button>
              );
              return reviewed.status === 'NEW'
                ? [
                    <Button
                      key="accept"
                      variant="contained"
                      disabled={pending}
                      onClick={submitFor((values) =>
                        dispatch(reviewDecided({ row: reviewed, decision: 'accept', values })),
                      )}
                    >
                      Accept
                    </Button>,
                    <Button
                      key="reject"
                      color="error"
                      variant="outlined"
                      disabled={pending}
                      onClick={() => dispatch(reviewDecided({ row: reviewed, decision: 'reject' }))}
                    >
                      Reject
                    </Button>,
                    cancel,
                  ]
                : [
                    <Button
                      key="keep"
                      variant="contained"
                      disabled={pending}
                      onClick={() => dispatch(reviewDecided({ row: reviewed, decision: 'keep' }))}
                    >
                      Keep Question
                    </Button>,
                    <Button
                      key="delete"
                      color="error"
                      variant="outlined"
                      disabled={pending}
                      onClick={() => dispatch(reviewDecided({ row: reviewed, decision: 'delete' }))}
                    >
                      Delete
                    </Button>,
                    cancel,
                  ];
            }}
          />
        </Paper>
      )}
      <FaqTable
        title="Questions waiting to be reviewed"
        rows={rows}
        status={status}
        customFields={customFields}
        emptyText="No questions are waiting to be reviewed."
        onRetry={() => dispatch(listRequested('queue'))}
        actionHeader="Review"
        action={(row) => (
          <Button
            size="small"
            variant={row.docId === review.docId ? 'contained' : 'outlined'}
            aria-label={`Review Question: ${row.question}`}
            onClick={() => dispatch(reviewOpened(row.docId))}
          >
            Review Question
          </Button>
        )}
      />
    </Box>
  );
}
