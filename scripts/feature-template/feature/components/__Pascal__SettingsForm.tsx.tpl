// @if settings
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFormik } from 'formik';
import * as yup from 'yup';

import { PageSpinner } from '@/components/feedback/PageSpinner';
import { FormikTextInput } from '@/components/form/FormikTextInput';
import { LoadError } from '@/components/page/LoadError';
import { selectIsAdministrator } from '@/features/auth';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { __CONSTANT___MESSAGES } from '../messages';
import { select__Pascal__ } from '../selectors';
import { __camel__SettingsRequested, __camel__SettingsSubmitted } from '../slice';
import type { __Pascal__Settings } from '../types';

const schema = yup.object({
  label: yup.string().trim().required(__CONSTANT___MESSAGES.labelRequired).max(100, __CONSTANT___MESSAGES.labelTooLong),
});

/** The settings: anyone reads them, an administrator changes and saves them. */
export function __Pascal__SettingsForm() {
  const dispatch = useAppDispatch();
  const { settings, settingsStatus, saving, saveError } = useAppSelector(select__Pascal__);
  const isAdministrator = useAppSelector(selectIsAdministrator);
  const form = useFormik<__Pascal__Settings>({
    initialValues: settings ?? { label: '' },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: (values) => {
      dispatch(__camel__SettingsSubmitted({ label: values.label.trim() }));
    },
  });

  if (settingsStatus === 'failed') {
    return (
      <LoadError onRetry={() => dispatch(__camel__SettingsRequested())}>
        {__CONSTANT___MESSAGES.settingsLoadFailed}
      </LoadError>
    );
  }
  if (!settings) return <PageSpinner />;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label="__title__ settings"
      sx={{ display: 'grid', gap: 2, maxWidth: 480, minWidth: 0 }}
    >
      {saveError && <Alert severity="error">{saveError.message}</Alert>}
      <FormikTextInput form={form} name="label" label="Label" required readOnly={!isAdministrator} />
      {isAdministrator && (
        <Button type="submit" variant="contained" disabled={saving || !form.dirty} sx={{ justifySelf: 'start' }}>
          Save
        </Button>
      )}
    </Box>
  );
}
// @end
