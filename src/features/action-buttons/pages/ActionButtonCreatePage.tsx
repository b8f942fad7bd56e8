import Box from '@mui/material/Box';
import { useEffect } from 'react';

import { PageHeader } from '@/components/page/PageHeader';
import { useAppDispatch } from '@/lib/redux/hooks';

import { actionButtonsFeature } from '..';
import { ActionButtonEditor } from '../components/ActionButtonEditor';
import { ACTION_BUTTONS_LABELS as LABELS } from '../messages';
import { editorClosed, editorOpened } from '../slice';

/** Registered by the route before the page renders. */
export const features = [actionButtonsFeature];

/** /action-button-create (spec 3 §2, administrators): Create New Button; the list follows 1 s after a save. */
export default function ActionButtonCreatePage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(editorOpened({ SK: null }));
    return () => {
      dispatch(editorClosed());
    };
  }, [dispatch]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader title={LABELS.createTitle} />
      <ActionButtonEditor creating />
    </Box>
  );
}
