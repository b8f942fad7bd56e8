import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFormik } from 'formik';

import { newPasswordSchema } from '../schemas';

import { FormError } from './FormError';
import { NewPasswordInputs } from './NewPasswordInputs';

/** The forced new-password form (NEW_PASSWORD_REQUIRED: an invited user's first sign-in). */
export function NewPasswordForm({
  pending,
  error,
  onSubmit,
  onBack,
}: {
  pending: boolean;
  error: string | null;
  onSubmit(newPassword: string): void;
  onBack(): void;
}) {
  const form = useFormik({
    initialValues: { newPassword: '', newPasswordConfirm: '' },
    validationSchema: newPasswordSchema,
    onSubmit: (values) => onSubmit(values.newPassword),
  });
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Set a new password">
      <NewPasswordInputs form={form} names={['newPassword', 'newPasswordConfirm']} autoFocus />
      <FormError message={error} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={pending}>
        {pending ? 'Saving…' : 'Set password and sign in'}
      </Button>
      <Button onClick={onBack} sx={{ mt: 1 }}>
        Back to sign in
      </Button>
    </Box>
  );
}
