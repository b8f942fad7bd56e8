import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router';

import { FormikPasswordInput } from '@/components/form/FormikPasswordInput';
import { PASSWORD_MAX_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';

import { signInSchema } from '../schemas';
import type { SignInCredentials } from '../types';

import { EmailInput } from './EmailInput';
import { FormError } from './FormError';

/** The credentials form (spec 1 §5 "Sign-in"), with "Keep me signed in" (docs/design.md §7). */
export function SignInForm({
  initialEmail,
  pending,
  error,
  signUpEnabled,
  onSubmit,
}: {
  initialEmail: string;
  pending: boolean;
  error: string | null;
  signUpEnabled: boolean;
  onSubmit(credentials: SignInCredentials): void;
}) {
  const form = useFormik<SignInCredentials>({
    initialValues: { email: initialEmail, password: '', keepSignedIn: false },
    validationSchema: signInSchema,
    onSubmit: (values) => onSubmit({ ...values, email: values.email.trim() }),
  });

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Sign in">
      <EmailInput form={form} />
      <FormikPasswordInput
        form={form}
        name="password"
        label="Password"
        autoComplete="current-password"
        required
        inputProps={{ maxLength: PASSWORD_MAX_LENGTH }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Checkbox name="keepSignedIn" checked={form.values.keepSignedIn} onChange={form.handleChange} />
          }
          label="Keep me signed in"
        />
        <Link component={RouterLink} to={paths.forgotPassword.href()} variant="body2">
          Forgot password?
        </Link>
      </Box>
      <FormError message={error} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </Button>
      {signUpEnabled && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.signUp.href()} variant="body2">
            New here? Create an account
          </Link>
        </Box>
      )}
    </Box>
  );
}
