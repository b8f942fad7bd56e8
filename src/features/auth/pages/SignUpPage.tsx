import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';
import { useTenant } from '@/config/tenant-context';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { signUpSchema } from '../account-schemas';
import { AuthLayout } from '../components/AuthLayout';
import { ConfirmEmailStep } from '../components/ConfirmEmailStep';
import { EmailInput } from '../components/EmailInput';
import { FormError } from '../components/FormError';
import { NewPasswordInputs } from '../components/NewPasswordInputs';
import { selectAuthStatus, selectSignUp } from '../selectors';
import { signUpSubmitted } from '../slice';

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
      <EmailInput form={form} autoComplete="email" />
      <NewPasswordInputs
        form={form}
        names={['password', 'confirmPassword']}
        labels={['Password', 'Confirm password']}
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
  const status = useAppSelector(selectAuthStatus);
  const signUp = useAppSelector(selectSignUp);

  if (status === 'registerConfirm') return <ConfirmEmailStep request={signUp} />;
  return (
    <AuthLayout title="Create your account" subtitle="Set up your organisation's assistant in minutes.">
      <SignUpForm pending={signUp.pending} error={signUp.error} />
    </AuthLayout>
  );
}
