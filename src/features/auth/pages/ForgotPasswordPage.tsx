import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { FormikTextInput } from '@/components/form/FormikTextInput';
import { VERIFICATION_CODE_MAX_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { forgotPasswordConfirmSchema, forgotPasswordRequestSchema } from '../account-schemas';
import { AuthLayout } from '../components/AuthLayout';
import { EmailInput } from '../components/EmailInput';
import { FormError } from '../components/FormError';
import { NewPasswordInputs } from '../components/NewPasswordInputs';
import { selectAuthEmail, selectForgotPassword } from '../selectors';
import { forgotPasswordRequested, forgotPasswordRestarted, passwordResetSubmitted } from '../slice';

function RequestStep({
  initialEmail,
  pending,
  error,
}: {
  initialEmail: string;
  pending: boolean;
  error: string | null;
}) {
  const dispatch = useAppDispatch();
  const form = useFormik({
    initialValues: { email: initialEmail },
    validationSchema: forgotPasswordRequestSchema,
    onSubmit: (values) => {
      dispatch(forgotPasswordRequested(values.email.trim()));
    },
  });
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Request a reset code">
      <EmailInput form={form} />
      <FormError message={error} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={pending}>
        {pending ? 'Sending…' : 'Send code'}
      </Button>
    </Box>
  );
}

function ConfirmStep({ email, pending, error }: { email: string; pending: boolean; error: string | null }) {
  const dispatch = useAppDispatch();
  const form = useFormik({
    initialValues: { newPassword: '', newPasswordConfirm: '', code: '' },
    validationSchema: forgotPasswordConfirmSchema,
    onSubmit: (values) => {
      dispatch(passwordResetSubmitted({ email, code: values.code.trim(), newPassword: values.newPassword }));
    },
  });
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Choose a new password">
      <NewPasswordInputs form={form} names={['newPassword', 'newPasswordConfirm']} autoFocus />
      <FormikTextInput
        form={form}
        name="code"
        label="Verification code"
        autoComplete="one-time-code"
        required
        inputProps={{ maxLength: VERIFICATION_CODE_MAX_LENGTH, inputMode: 'numeric' }}
      />
      <FormError message={error} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={pending}>
        {pending ? 'Saving…' : 'Change password'}
      </Button>
      <Button sx={{ mt: 1 }} onClick={() => dispatch(forgotPasswordRequested(email))} disabled={pending}>
        Send a new code
      </Button>
    </Box>
  );
}

/** /forgot-password: the e-mail, then the code with a new password, then back to sign-in (spec 1 §2). */
export default function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectForgotPassword);
  const email = useAppSelector(selectAuthEmail) ?? '';

  const navigate = useNavigate();
  // A changed password ends the flow on the sign-in page, ready for the next time.
  useEffect(() => {
    if (state.step !== 'done') return;
    dispatch(forgotPasswordRestarted());
    void navigate(paths.signIn.href(), { replace: true });
  }, [state.step, dispatch, navigate]);
  return (
    <AuthLayout
      title="Reset your password"
      subtitle={
        state.step === 'confirm'
          ? `${state.required ? 'Your password must be reset before you can sign in. ' : ''}Enter the code we sent to ${email} and choose a new password.`
          : 'Enter your email and we will send you a code to reset your password.'
      }
    >
      {state.step === 'confirm' ? (
        <ConfirmStep email={email} pending={state.pending} error={state.error} />
      ) : (
        <RequestStep initialEmail={email} pending={state.pending} error={state.error} />
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link
          component={RouterLink}
          to={paths.signIn.href()}
          variant="body2"
          onClick={() => dispatch(forgotPasswordRestarted())}
        >
          Back to sign in
        </Link>
      </Box>
    </AuthLayout>
  );
}
