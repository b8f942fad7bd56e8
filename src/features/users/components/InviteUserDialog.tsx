import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useFormik } from 'formik';
import { useEffect, useRef } from 'react';
import * as yup from 'yup';

import { FormikTextInput } from '@/components/form/FormikTextInput';
import { EMAIL_MAX_LENGTH } from '@/config/constants';
import { selectIsAdministrator } from '@/features/auth';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { selectInvite } from '../selectors';
import { inviteDialogClosed, inviteSubmitted } from '../slice';
import type { UserType } from '../types';

const schema = yup.object({
  email: yup.string().trim().required('Required').email('Enter a valid email address').max(EMAIL_MAX_LENGTH),
  userType: yup.string().oneOf(['user', 'Administrator']).required(),
});

/** 'Invite User' (spec 1 §2): from the user menu and the Users page. */
export function InviteUserDialog() {
  const dispatch = useAppDispatch();
  const { open, pending, emailError } = useAppSelector(selectInvite);
  const isAdministrator = useAppSelector(selectIsAdministrator);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  // The address last sent: the server's refusal is about it, and stays under the field while it is unchanged.
  const sent = useRef('');
  const form = useFormik<{ email: string; userType: UserType }>({
    initialValues: { email: '', userType: 'user' },
    validationSchema: schema,
    validate: (values) => (emailError && values.email.trim() === sent.current ? { email: emailError } : {}),
    onSubmit: (values) => {
      sent.current = values.email.trim();
      dispatch(inviteSubmitted({ email: values.email.trim(), userType: values.userType }));
    },
  });
  const { resetForm, setFieldError } = form;
  useEffect(() => {
    if (open) resetForm();
  }, [open, resetForm]);
  // The server refused the address (it already has an account): said under the field it is about (touched by
  // the submit), until the address changes.
  useEffect(() => {
    if (emailError) setFieldError('email', emailError);
  }, [emailError, setFieldError]);
  const close = () => dispatch(inviteDialogClosed());
  return (
    // Full screen on a phone, so that the whole form and its buttons are on screen.
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="invite-user-title"
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="invite-user-title">Invite User</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Enter the email address in the form below and user will receive an invitation
          </DialogContentText>
          <FormikTextInput
            form={form}
            name="email"
            label="Email Address:"
            type="email"
            required
            autoFocus
            autoComplete="off"
          />
          <FormControl>
            <FormLabel id="invite-user-type">Role</FormLabel>
            <RadioGroup
              row
              aria-labelledby="invite-user-type"
              name="userType"
              value={form.values.userType}
              onChange={form.handleChange}
            >
              <FormControlLabel value="user" control={<Radio />} label="User" />
              {/* Only an Administrator may invite one (docs/design.md §7; the gateway checks too). */}
              <FormControlLabel
                value="Administrator"
                control={<Radio />}
                label="Admin"
                disabled={!isAdministrator}
              />
            </RadioGroup>
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? 'Sending…' : 'Send Invitation'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
