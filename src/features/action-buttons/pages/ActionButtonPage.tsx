import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useParams } from 'react-router';

import { PageHeader } from '@/components/page/PageHeader';
import { useAppDispatch } from '@/lib/redux/hooks';

import { actionButtonsFeature } from '..';
import { ActionButtonEditor } from '../components/ActionButtonEditor';
import { ACTION_BUTTONS_LABELS as LABELS } from '../messages';
import { editorClosed, editorOpened } from '../slice';

/** Registered by the route before the page renders. */
export const features = [actionButtonsFeature];

/** /action-buttons/:actionId (spec 3 §2, administrators): Action Button Settings of the button of that key. */
export default function ActionButtonPage() {
  const dispatch = useAppDispatch();
  const { actionId = '' } = useParams();
  useEffect(() => {
    dispatch(editorOpened({ SK: actionId }));
    return () => {
      dispatch(editorClosed());
    };
  }, [dispatch, actionId]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader title={LABELS.editTitle} />
      <ActionButtonEditor creating={false} />
    </Box>
  );
}
