import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';

import { PageHeader } from '@/components/page/PageHeader';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/lib/redux/hooks';

import { actionButtonsFeature } from '..';
import { ActionButtonsTable } from '../components/ActionButtonsTable';
import { ACTION_BUTTONS_LABELS as LABELS } from '../messages';
import { listClosed, listOpened } from '../slice';

/** Registered by the route before the page renders. */
export const features = [actionButtonsFeature];

/** /action-buttons (spec 3 §2, administrators): the organisation's action buttons. */
export default function ActionButtonsPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(listOpened());
    return () => {
      dispatch(listClosed());
    };
  }, [dispatch]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader
        title={LABELS.listTitle}
        actions={
          <Button variant="contained" component={RouterLink} to={paths.actionButtonCreate.href()}>
            {LABELS.createNew}
          </Button>
        }
      />
      <ActionButtonsTable />
    </Box>
  );
}
