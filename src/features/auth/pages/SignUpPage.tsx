import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router';

import { FormikPasswordInput } from '@/components/form/FormikPasswordInput';
import { FormikTextInput } from '@/components/form/FormikTextInput';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';
import { useTenant } from '@/config/tenant-context';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { AuthLayout } from '../components/AuthLayout';
import { CodeForm } from '../components/CodeForm';
import { FormError } from '../components/FormError';
import { signUpSchema } from '../schemas';
import { selectAuthEmail, selectAuthStatus, selectSignUp } from '../selectors';
import {
  confirmationCodeResendRequested,
  confirmationCodeSubmitted,
  signInRestarted,
  signUpSubmitted,
} from '../slice';

interface SignUpValues {
  email: string;
  password: string;
  confirmPassword: string;
  policy: boolean;
}

function SignUpForm({ pending, error }: { pending: boolean; error: string | null }) {
  const dispatch = useAppDispatch();
  const { config } = useTenant();
  const form = useFormik<SignUpValues>({
    initialValues: { email: '', password: '', confirmPassword: '', policy: false },
    validationSchema: signUpSchema,
    onSubmit: (values) => {
      dispatch(signUpSubmitted({ email: values.email.trim(), password: values.password }));
    },
  });
  const policyError = form.touched.policy ? form.errors.policy : undefined;
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Create an account">
      <FormikTextInput
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        inputProps={{ maxLength: EMAIL_MAX_LENGTH }}
      />
      <FormikPasswordInput
        form={form}
        name="password"
        label="Password"
        autoComplete="new-password"
        required
        inputProps={{ maxLength: PASSWORD_MAX_LENGTH }}
      />
      <FormikPasswordInput
        form={form}
        name="confirmPassword"
        label="Confirm password"
        autoComplete="new-password"
        required
        inputProps={{ maxLength: PASSWORD_MAX_LENGTH }}
      />
      <FormControl error={Boolean(policyError)} required>
        <FormControlLabel
          control={
            <Checkbox
              name="policy"
              checked={form.values.policy}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              slotProps={{ input: { 'aria-describedby': policyError ? 'policy-error' : undefined } }}
            />
          }
          label={
            <>
              I agree to the{' '}
              <Link href={config.links.terms} target="_blank" rel="noopener noreferrer">
                Terms of Service
              </Link>{' '}
              and the{' '}
              <Link href={config.links.privacyPolicy} target="_blank" rel="noopener noreferrer">
                Privacy Policy
              </Link>
            </>
          }
        />
        {policyError && <FormHelperText id="policy-error">{policyError}</FormHelperText>}
      </FormControl>
      <FormError message={error} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={pending}>
        {pending ? 'Creating your account…' : 'Create account'}
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.signIn.href()} variant="body2">
          Already have an account? Sign in
        </Link>
      </Box>
    </Box>
  );
}

/** /sign-up: a new organisation's first Administrator (spec 1 §2, §4, §5). */
export default function SignUpPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const signUp = useAppSelector(selectSignUp);
  const email = useAppSelector(selectAuthEmail);

  if (status === 'registerConfirm') {
    return (
      <AuthLayout title="Confirm your email" subtitle={`Enter the code we sent to ${email ?? 'your email'}.`}>
        <CodeForm
          label="Confirmation code"
          submitLabel="Confirm"
          pendingLabel="Confirming…"
          pending={signUp.pending}
          error={signUp.error}
          onSubmit={(code) => dispatch(confirmationCodeSubmitted(code))}
          onResend={() => dispatch(confirmationCodeResendRequested())}
          onBack={() => dispatch(signInRestarted())}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Create your account" subtitle="Set up your organisation's assistant in minutes.">
      <SignUpForm pending={signUp.pending} error={signUp.error} />
    </AuthLayout>
  );
}
