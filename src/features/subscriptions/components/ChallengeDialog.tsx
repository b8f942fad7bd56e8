import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';

/**
 * The demo's 3-D Secure challenge: the emulated issuer's page in a modal frame, as Stripe shows the bank's page
 * (its test page has Complete and Fail). Real tenants never see it: Stripe.js shows its own frame. Every page
 * the frame loads is reported (the issuer may have answered); closing it unanswered fails the authentication.
 */
export function ChallengeDialog({
  url,
  onFrameLoaded,
  onClose,
}: {
  url: string | null;
  onFrameLoaded(): void;
  onClose(): void;
}) {
  return (
    <Dialog open={url !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="challenge-title">
      <DialogTitle id="challenge-title" sx={{ pr: 6 }}>
        Confirm your payment
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        {url && <IssuerFrame key={url} url={url} onLoaded={onFrameLoaded} />}
      </DialogContent>
    </Dialog>
  );
}

function IssuerFrame({ url, onLoaded }: { url: string; onLoaded(): void }) {
  const [shown, setShown] = useState(false);
  return (
    <Box sx={{ position: 'relative' }}>
      {!shown && (
        <LinearProgress
          aria-label="Loading your bank's page"
          sx={{ position: 'absolute', insetInline: 0, top: 0 }}
        />
      )}
      <Box
        component="iframe"
        src={url}
        title="Your bank's authentication page"
        onLoad={() => {
          setShown(true);
          onLoaded();
        }}
        sx={{
          display: 'block',
          width: '100%',
          height: 300,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
    </Box>
  );
}
