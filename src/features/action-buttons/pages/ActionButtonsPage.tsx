import Box from '@mui/material/Box';
import { useEffect } from 'react';

import { PageHeader } from '@/components/page/PageHeader';
import { useAppDispatch } from '@/lib/redux/hooks';

import { actionButtonsFeature } from '..';
import { ActionButtonsItems } from '../components/ActionButtonsItems';
import { actionButtonsPageClosed, actionButtonsPageOpened } from '../slice';

/** Registered by the route before the page renders. */
export const features = [actionButtonsFeature];

/** /action-buttons: the tenant's Action Buttons. */
export default function ActionButtonsPage() {
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(actionButtonsPageOpened({}));
    return () => {
      dispatch(actionButtonsPageClosed());
    };
  }, [dispatch]);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader title="Action Buttons" />
      <ActionButtonsItems />
    </Box>
  );
}
