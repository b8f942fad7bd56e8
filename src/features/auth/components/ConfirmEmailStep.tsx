import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { selectAuthEmail } from '../selectors';
import { confirmationCodeResendRequested, confirmationCodeSubmitted, signInRestarted } from '../slice';
import type { FormRequest } from '../types';

import { AuthLayout } from './AuthLayout';
import { CodeForm } from './CodeForm';

/** The e-mail confirmation step, after sign-up or when an unconfirmed account signs in (spec 1 §4). */
export function ConfirmEmailStep({ request }: { request: FormRequest }) {
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectAuthEmail);
  return (
    <AuthLayout title="Confirm your email" subtitle={`Enter the code we sent to ${email ?? 'your email'}.`}>
      <CodeForm
        label="Confirmation code"
        submitLabel="Confirm"
        pendingLabel="Confirming…"
        pending={request.pending}
        error={request.error}
        onSubmit={(code) => dispatch(confirmationCodeSubmitted(code))}
        onResend={() => dispatch(confirmationCodeResendRequested())}
        onBack={() => dispatch(signInRestarted())}
      />
    </AuthLayout>
  );
}
