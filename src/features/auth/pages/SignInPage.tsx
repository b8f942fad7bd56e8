import { Navigate } from 'react-router';

import { paths } from '@/config/paths';
import { useTenant } from '@/config/tenant-context';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { AuthLayout } from '../components/AuthLayout';
import { CodeForm } from '../components/CodeForm';
import { ConfirmEmailStep } from '../components/ConfirmEmailStep';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { SignInForm } from '../components/SignInForm';
import {
  selectAuthEmail,
  selectAuthStatus,
  selectForgotPassword,
  selectMfaMethod,
  selectSignInRequest,
} from '../selectors';
import { challengeAnswered, signInRestarted, signInSubmitted } from '../slice';

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
          <NewPasswordForm
            pending={request.pending}
            error={request.error}
            onSubmit={(password) => dispatch(challengeAnswered(password))}
            onBack={restart}
          />
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
          <CodeForm
            label={mfaMethod === 'TOTP' ? 'Authenticator code' : 'SMS code'}
            submitLabel="Verify"
            pendingLabel="Verifying…"
            pending={request.pending}
            error={request.error}
            onSubmit={(code) => dispatch(challengeAnswered(code))}
            onBack={restart}
          />
        </AuthLayout>
      );
    case 'registerConfirm':
      return <ConfirmEmailStep request={request} />;
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
