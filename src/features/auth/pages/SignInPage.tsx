import { lazy, Suspense, useEffect } from 'react';
import { Navigate } from 'react-router';

import { PageSpinner } from '@/components/feedback/PageSpinner';
import { paths } from '@/config/paths';
import { useTenant } from '@/config/tenant-context';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { AuthLayout } from '../components/AuthLayout';
import { SignInForm } from '../components/SignInForm';
import {
  selectAuthEmail,
  selectAuthStatus,
  selectForgotPassword,
  selectMfaMethod,
  selectSignInRequest,
} from '../selectors';
import { challengeAnswered, signInRestarted, signInSubmitted } from '../slice';

// The challenge steps (new password, MFA code, e-mail confirmation) are not part of the first download: the
// page starts loading them once it has rendered, long before Cognito can answer a sign-in with a challenge.
const loadChallenges = () => import('../components/sign-in-challenges');
const NewPasswordForm = lazy(() => loadChallenges().then((m) => ({ default: m.NewPasswordForm })));
const CodeForm = lazy(() => loadChallenges().then((m) => ({ default: m.CodeForm })));
const ConfirmEmailStep = lazy(() => loadChallenges().then((m) => ({ default: m.ConfirmEmailStep })));

/**
 * /sign-in: the credentials form, then whichever challenge Cognito asks for: a new password, an MFA code, or
 * the e-mail confirmation code of an account that was never confirmed (spec 1 §2 "Sign-in area").
 */
export default function SignInPage() {
  const dispatch = useAppDispatch();
  const { config } = useTenant();
  const request = useAppSelector(selectSignInRequest);
  const status = useAppSelector(selectAuthStatus);
  const email = useAppSelector(selectAuthEmail);
  const mfaMethod = useAppSelector(selectMfaMethod);
  const forgotPassword = useAppSelector(selectForgotPassword);
  const restart = () => dispatch(signInRestarted());
  useEffect(() => {
    // A failed preload is retried by the lazy component when a challenge step is shown.
    loadChallenges().catch(() => undefined);
  }, []);

  if (forgotPassword.required) {
    return <Navigate to={paths.forgotPassword.href()} replace />;
  }

  switch (status) {
    case 'newPasswordRequired':
      return (
        <AuthLayout
          title="Set a new password"
          subtitle="Your account needs a new password before you can continue."
        >
          <Suspense fallback={<PageSpinner />}>
            <NewPasswordForm
              pending={request.pending}
              error={request.error}
              onSubmit={(password) => dispatch(challengeAnswered(password))}
              onBack={restart}
            />
          </Suspense>
        </AuthLayout>
      );
    case 'mfaRequired':
      return (
        <AuthLayout
          title="Confirm it's you"
          subtitle={
            mfaMethod === 'TOTP'
              ? 'Enter the 6-digit code from your authenticator app.'
              : 'Enter the code we sent to your phone by text message.'
          }
        >
          <Suspense fallback={<PageSpinner />}>
            <CodeForm
              label={mfaMethod === 'TOTP' ? 'Authenticator code' : 'SMS code'}
              submitLabel="Verify"
              pendingLabel="Verifying…"
              pending={request.pending}
              error={request.error}
              onSubmit={(code) => dispatch(challengeAnswered(code))}
              onBack={restart}
            />
          </Suspense>
        </AuthLayout>
      );
    case 'registerConfirm':
      return (
        <Suspense fallback={<PageSpinner />}>
          <ConfirmEmailStep request={request} />
        </Suspense>
      );
    default:
      return (
        <AuthLayout title="Sign in" subtitle={`to ${config.productName}`}>
          <SignInForm
            initialEmail={email ?? ''}
            pending={request.pending}
            error={request.error}
            signUpEnabled={!config.signUpDisabled}
            onSubmit={(credentials) => dispatch(signInSubmitted(credentials))}
          />
        </AuthLayout>
      );
  }
}
