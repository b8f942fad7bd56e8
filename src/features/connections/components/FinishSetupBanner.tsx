import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { selectSetupPending, setupProgressChanged } from '../setup/slice';

/**
 * Issue 21 §1.5: until the organisation's setup is finished or dismissed, the dashboard says so, with the way
 * back into the wizard. Shown to administrators (only they connect); nothing otherwise.
 */
export function FinishSetupBanner() {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectSetupPending);
  const id = useId();
  if (!pending) return null;
  return (
    <Alert
      severity="info"
      role="region"
      aria-labelledby={`${id}-title`}
      sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle id={`${id}-title`}>Finish setting up</AlertTitle>
      Connect your CRM, collaboration and e-mail tools so that your assistant can work with them.
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Button
          component={RouterLink}
          to={paths.gettingStartedWizard.href()}
          variant="contained"
          size="small"
        >
          Continue setup
        </Button>
        <Button size="small" color="inherit" onClick={() => dispatch(setupProgressChanged('dismissed'))}>
          Dismiss
        </Button>
      </Box>
    </Alert>
  );
}
