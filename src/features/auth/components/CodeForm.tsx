import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFormik } from 'formik';

import { FormikTextInput } from '@/components/form/FormikTextInput';
import { VERIFICATION_CODE_MAX_LENGTH } from '@/config/constants';

import { codeSchema } from '../schemas';

import { FormError } from './FormError';

/** One code field: an e-mailed confirmation code, an SMS code or an authenticator app's code. */
export function CodeForm({
  label,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
  onResend,
  onBack,
}: {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit(code: string): void;
  onResend?(): void;
  onBack?(): void;
}) {
  const form = useFormik({
    initialValues: { code: '' },
    validationSchema: codeSchema,
    onSubmit: (values) => onSubmit(values.code.trim()),
  });
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={label}>
      <FormikTextInput
        form={form}
        name="code"
        label={label}
        required
        autoFocus
        autoComplete="one-time-code"
        inputProps={{ maxLength: VERIFICATION_CODE_MAX_LENGTH, inputMode: 'numeric' }}
      />
      <FormError message={error} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
        {onBack && <Button onClick={onBack}>Back to sign in</Button>}
        {onResend && (
          <Button onClick={onResend} disabled={pending}>
            Resend code
          </Button>
        )}
      </Box>
    </Box>
  );
}
