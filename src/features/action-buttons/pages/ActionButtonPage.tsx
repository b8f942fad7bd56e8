import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';

import { PageHeader } from '@/components/page/PageHeader';

import { actionButtonsFeature } from '..';
import { ACTION_BUTTON_MESSAGES } from '../messages';

/** Registered by the route before the page renders. */
export const features = [actionButtonsFeature];

/** /action-buttons/:actionId: Action Button Settings (a new page of the action-buttons feature). */
export default function ActionButtonPage() {
  const { actionId = '' } = useParams();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader title="Action Button Settings" subtitle={actionId} />
      <Typography>{ACTION_BUTTON_MESSAGES.intro}</Typography>
    </Box>
  );
}
