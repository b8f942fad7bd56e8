import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';

import { PageHeader } from '@/components/page/PageHeader';
import { UnsavedChangesGuard } from '@/components/page/UnsavedChangesGuard';
import { selectSkill, selectTenant } from '@/features/auth';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { utteranceTrainingFeature } from '..';
import { searchSubmitted, utteranceTrainingClosed, utteranceTrainingOpened } from '../events';
import { defaultSearch, type Grouping } from '../filter';
import { selectGroups, selectUnsavedWork } from '../groups/selectors';
import { UTTERANCE_LABELS, UTTERANCE_MESSAGES, UTTERANCE_TEXTS } from '../messages';
import { selectReviewSaving, selectReviewStatus, selectTouchedCount } from '../review/selectors';
import { trainRequested } from '../review/slice';

// The filter (its date pickers) loads beside the page, and the results and their dialogs with the first search:
// the route's own chunk stays small, and so does the list of chunks the first download names for it (the
// sign-in route's budget, docs/design.md §8).
const SearchForm = lazy(() => import('../components/SearchForm'));
const ReviewResults = lazy(() => import('../components/ReviewResults'));
const GroupsResults = lazy(() => import('../components/GroupsResults'));

/** Registered by the route before the page renders. */
export const features = [utteranceTrainingFeature];

/** /utterance-training (administrators): review what people asked the bot, mark, correct, tag, regroup and train. */
export default function UtteranceTrainingPage() {
  const dispatch = useAppDispatch();
  const skill = useAppSelector(selectSkill);
  const userTenant = useAppSelector(selectTenant);
  // Spec 3 §2: the hidden Tenant field is the selected skill's tenant, else the user's.
  const tenant = skill?.tenant ?? userTenant ?? '';
  const reviewStatus = useAppSelector(selectReviewStatus);
  const reviewSaving = useAppSelector(selectReviewSaving);
  const groups = useAppSelector(selectGroups);
  const touched = useAppSelector(selectTouchedCount);
  const unsavedMoves = useAppSelector(selectUnsavedWork);
  const [shown, setShown] = useState<Grouping | null>(null);
  const initialSearch = useMemo(() => defaultSearch(tenant), [tenant]);

  useEffect(() => {
    dispatch(utteranceTrainingOpened({ tenant }));
    return () => {
      dispatch(utteranceTrainingClosed());
    };
  }, [dispatch, tenant]);

  const searching =
    reviewStatus === 'loading' || groups.status === 'loading' || groups.status === 'clustering';
  const saving = reviewSaving || groups.saving;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader
        title={UTTERANCE_LABELS.pageTitle}
        subtitle={shown === 'utterance' && touched > 0 ? UTTERANCE_TEXTS.changedRows(touched) : undefined}
        actions={
          shown === 'utterance' &&
          touched > 0 && (
            <Button variant="contained" disabled={saving} onClick={() => dispatch(trainRequested())}>
              {UTTERANCE_LABELS.train}
            </Button>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
        <Suspense fallback={<LinearProgress aria-label={UTTERANCE_TEXTS.loadingFilter} />}>
          <SearchForm
            initialValues={initialSearch}
            searching={searching}
            onSearch={(values) => {
              setShown(values.grouping);
              dispatch(searchSubmitted(values));
            }}
          />
        </Suspense>
      </Paper>
      {saving && <LinearProgress aria-label={UTTERANCE_MESSAGES.saving} />}
      {(reviewStatus === 'loading' || groups.status === 'loading') && (
        <LinearProgress aria-label={UTTERANCE_TEXTS.searching} />
      )}
      <Suspense fallback={<LinearProgress aria-label={UTTERANCE_TEXTS.searching} />}>
        {shown === 'utterance' && <ReviewResults />}
        {(shown === 'cluster' || shown === 'intent') && <GroupsResults />}
      </Suspense>
      <UnsavedChangesGuard
        when={touched > 0 || unsavedMoves}
        title={UTTERANCE_TEXTS.unsavedTitle}
        text={UTTERANCE_TEXTS.unsavedText}
        confirmLabel={UTTERANCE_TEXTS.unsavedConfirm}
      />
    </Box>
  );
}
