import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

import type { ChallengeOutcome } from '@/contracts/payments';

import { dollars } from '../purchase';

/**
 * The demo's 3-D Secure challenge: the emulated issuer's test page, as Stripe's test challenge looks (Complete,
 * Fail). Real tenants never see it: Stripe.js shows the bank's own page. Closing it fails the authentication.
 */
export function ChallengeDialog({
  url,
  amount,
  onAnswer,
}: {
  url: string | null;
  amount: number;
  onAnswer(outcome: ChallengeOutcome): void;
}) {
  return (
    <Dialog
      open={url !== null}
      onClose={() => onAnswer('fail')}
      fullWidth
      maxWidth="xs"
      aria-labelledby="challenge-title"
    >
      <DialogTitle id="challenge-title" sx={{ pr: 6 }}>
        Confirm your payment
        <IconButton
          aria-label="Close"
          onClick={() => onAnswer('fail')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Box
          component="section"
          aria-label="Issuer's authentication page"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1 }}
        >
          <Typography variant="subtitle2" component="h3">
            3D Secure 2 test page
          </Typography>
          <Typography variant="body2">
            Your bank asks you to confirm a payment of {dollars(amount)}. This is the demo&apos;s emulated
            test page: choose whether the authentication succeeds.
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {url}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={() => onAnswer('fail')}>
          Fail
        </Button>
        <Button variant="contained" onClick={() => onAnswer('complete')}>
          Complete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
