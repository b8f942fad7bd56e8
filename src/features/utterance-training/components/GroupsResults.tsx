import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';

import { DragDropScope } from '@/components/dnd/DragDropScope';
import { LoadError } from '@/components/page/LoadError';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { selectGroups } from '../groups/selectors';
import { groupsRetried } from '../groups/slice';
import { UTTERANCE_MESSAGES, UTTERANCE_TEXTS } from '../messages';

// The board drags (react-dnd): it loads with the first result, not with the page.
const GroupsBoard = lazy(() => import('./lazy/GroupsBoard'));

/** The cluster and intent groupings' results: the job's progress, the failure or empty message, or the board. */
export default function GroupsResults() {
  const dispatch = useAppDispatch();
  const { status, error, board } = useAppSelector(selectGroups);
  if (status === 'clustering') {
    return (
      <Box role="status">
        <Typography sx={{ mb: 1 }}>{UTTERANCE_TEXTS.clustering}</Typography>
        <LinearProgress aria-label={UTTERANCE_TEXTS.clustering} />
      </Box>
    );
  }
  if (status === 'failed') {
    return (
      <LoadError onRetry={() => dispatch(groupsRetried())}>
        {error ?? UTTERANCE_MESSAGES.loadFailed}
      </LoadError>
    );
  }
  if (status !== 'succeeded' || !board) return null;
  if (board.groups.length <= 1) return <Alert severity="info">{UTTERANCE_MESSAGES.empty}</Alert>;
  return (
    <DragDropScope fallback={<LinearProgress aria-label={UTTERANCE_TEXTS.clustering} />}>
      <GroupsBoard />
    </DragDropScope>
  );
}
