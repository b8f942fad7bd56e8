import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useFormik } from 'formik';
import { useEffect } from 'react';

import { FormikPasswordInput } from '@/components/form/FormikPasswordInput';
import { useDebouncedValidation } from '@/components/form/useDebouncedValidation';
import { PASSWORD_MAX_LENGTH, VALIDATION_DEBOUNCE_MS } from '@/config/constants';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { changePasswordSchema } from '../../account-schemas';
import { passwordChangeSubmitted, passwordDialogOpened, selectProfile } from '../../profile-slice';

const initialValues = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };
/**
 * Invalid until the first check: the submit button starts disabled. A constant on purpose: Formik's resetForm
 * changes whenever initialErrors does, and the effect below resets the form when resetForm changes.
 */
const initialErrors = { currentPassword: 'Required' };

/**
 * Change Password (spec 1 §5): checks run 300 ms after typing stops, errors show only for touched fields,
 * and the submit button waits until everything is valid.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const dispatch = useAppDispatch();
  const { changePassword } = useAppSelector(selectProfile);
  const form = useFormik({
    initialValues,
    initialErrors,
    validationSchema: changePasswordSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: (values) => {
      dispatch(
        passwordChangeSubmitted({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
      );
    },
  });
  const { resetForm } = form;
  useDebouncedValidation(form, VALIDATION_DEBOUNCE_MS);

  useEffect(() => {
    if (open) {
      resetForm();
      dispatch(passwordDialogOpened());
    }
  }, [open, resetForm, dispatch]);

  useEffect(() => {
    if (changePassword.succeededAt) onClose();
  }, [changePassword.succeededAt, onClose]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="change-password-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="change-password-title">Change Password</DialogTitle>
        <DialogContent>
          {(['currentPassword', 'newPassword', 'newPasswordConfirm'] as const).map((name) => (
            <FormikPasswordInput
              key={name}
              form={form}
              name={name}
              label={
                {
                  currentPassword: 'Current password',
                  newPassword: 'New password',
                  newPasswordConfirm: 'Confirm new password',
                }[name]
              }
              required
              autoFocus={name === 'currentPassword'}
              autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
              inputProps={{ maxLength: PASSWORD_MAX_LENGTH }}
            />
          ))}
          {changePassword.error && <Alert severity="error">{changePassword.error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!form.isValid || changePassword.pending}>
            {changePassword.pending ? 'Changing…' : 'Change password'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
