import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { FormikTextInput } from '@/components/form/FormikTextInput';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';

import { signInSchema } from '../schemas';
import type { SignInCredentials } from '../types';

export function SignInForm({
  pending,
  error,
  signUpEnabled,
  onSubmit,
}: {
  pending: boolean;
  error: string | null;
  signUpEnabled: boolean;
  onSubmit(credentials: SignInCredentials): void;
}) {
  const [showPassword, setShowPassword] = useState(false);
  const form = useFormik<SignInCredentials>({
    initialValues: { email: '', password: '', keepSignedIn: false },
    validationSchema: signInSchema,
    onSubmit: (values) => onSubmit({ ...values, email: values.email.trim() }),
  });

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Sign in">
      <FormikTextInput
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        required
        autoFocus
        inputProps={{ maxLength: EMAIL_MAX_LENGTH }}
      />
      <FormikTextInput
        form={form}
        name="password"
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        inputProps={{ maxLength: PASSWORD_MAX_LENGTH }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword(!showPassword)}
              edge="end"
            >
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
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
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
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
