import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import * as yup from 'yup';

import { HELP_DRAWER_WIDTH } from '@/config/constants';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { bugReportFormOpened, bugReportSubmitted, selectBugReportStatus } from '../slice';
import type { BugReport } from '../types';

const schema = yup.object({
  summary: yup.string().trim().required('Required').max(200, 'At most 200 characters'),
  description: yup.string().trim().required('Required').max(5000, 'At most 5000 characters'),
  environment: yup.string().trim().max(1000, 'At most 1000 characters'),
});

const initialValues: BugReport = { summary: '', description: '', environment: '' };

/** The 'Report a Bug' drawer (spec 1 §2): the report goes to the gateway with the page, browser and version. */
export function BugReportDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectBugReportStatus);
  const location = useLocation();
  const form = useFormik<BugReport>({
    initialValues,
    validationSchema: schema,
    onSubmit: (values) => {
      dispatch(
        bugReportSubmitted({
          summary: values.summary.trim(),
          description: values.description.trim(),
          environment: values.environment.trim(),
          page: `${location.pathname}${location.search}`,
          browser: navigator.userAgent,
          appVersion: __APP_VERSION__,
        }),
      );
    },
  });
  const { resetForm } = form;

  useEffect(() => {
    if (open) dispatch(bugReportFormOpened());
  }, [open, dispatch]);

  // A sent report closes the drawer and clears the form; a failed one keeps what was typed.
  useEffect(() => {
    if (status === 'sent') {
      resetForm();
      onClose();
    }
  }, [status, resetForm, onClose]);

  const fieldProps = (name: keyof BugReport) => ({
    name,
    id: `bug-report-${name}`,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: Boolean(form.touched[name] && form.errors[name]),
    helperText: form.touched[name] ? form.errors[name] : undefined,
    fullWidth: true,
    margin: 'normal' as const,
  });

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Over the top bar (which sits above the docked navigation), else the bar hides the title and close button.
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: Math.max(HELP_DRAWER_WIDTH, 360) } } } }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-labelledby="bug-report-title"
        sx={{ p: 2, display: 'flex', flexDirection: 'column' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="bug-report-title" variant="h6" component="h2">
            Report a Bug
          </Typography>
          <IconButton aria-label="Close bug report" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <TextField label="Summary" required autoFocus {...fieldProps('summary')} />
        <TextField label="Description" required multiline rows={4} {...fieldProps('description')} />
        <TextField
          label="Environment"
          multiline
          rows={2}
          placeholder="Anything that helps us reproduce it: device, network, steps"
          {...fieldProps('environment')}
        />
        {/* Toasts (a failed attempt's) keep clear of Submit, so the report can be sent again at once. */}
        <Button
          type="submit"
          variant="contained"
          sx={{ mt: 2 }}
          disabled={status === 'sending'}
          data-toast-keep-clear=""
        >
          {status === 'sending' ? 'Sending…' : 'Submit'}
        </Button>
      </Box>
    </Drawer>
  );
}
