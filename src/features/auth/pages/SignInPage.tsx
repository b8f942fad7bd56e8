import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { useTenant } from '@/config/tenant-context';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { SignInBanner } from '../components/SignInBanner';
import { SignInForm } from '../components/SignInForm';
import { selectAuthStatus, selectSignInRequest } from '../selectors';
import { signInSubmitted } from '../slice';

const CHALLENGE_NOTICE: Partial<Record<ReturnType<typeof selectAuthStatus>, string>> = {
  newPasswordRequired: 'This account must set a new password before it can sign in.',
  mfaRequired: 'This account confirms sign-ins with a multi-factor code.',
  registerConfirm: 'This account has not confirmed its e-mail address yet.',
};

export default function SignInPage() {
  const dispatch = useAppDispatch();
  const { config, logoUrl } = useTenant();
  const request = useAppSelector(selectSignInRequest);
  const status = useAppSelector(selectAuthStatus);
  const challenge = CHALLENGE_NOTICE[status];
  return (
    <Box
      sx={{ flexGrow: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, minHeight: '100%' }}
    >
      <Box component="main" sx={{ display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 460 }}>
          {logoUrl && (
            <Box sx={{ bgcolor: 'primary.main', borderRadius: 1, p: 1.5, mb: 3, display: 'inline-flex' }}>
              <Box component="img" src={logoUrl} alt="" sx={{ height: 32 }} />
            </Box>
          )}
          <Typography variant="h4" component="h1" gutterBottom>
            Sign in
          </Typography>
          <Typography color="text.secondary">to {config.productName}</Typography>
          {challenge && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {challenge}
            </Alert>
          )}
          <SignInForm
            pending={request.pending}
            error={request.error}
            signUpEnabled={!config.signUpDisabled}
            onSubmit={(credentials) => dispatch(signInSubmitted(credentials))}
          />
        </Paper>
      </Box>
      <SignInBanner productName={config.productName} />
    </Box>
  );
}
