import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { PageHeader } from '@/components/page/PageHeader';

import { actionButtonsFeature } from '..';
import { ACTION_BUTTON_CREATE_MESSAGES } from '../messages';

/** Registered by the route before the page renders. */
export const features = [actionButtonsFeature];

/** /action-button-create: Create New Button (a new page of the action-buttons feature). */
export default function ActionButtonCreatePage() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader title="Create New Button" />
      <Typography>{ACTION_BUTTON_CREATE_MESSAGES.intro}</Typography>
    </Box>
  );
}
