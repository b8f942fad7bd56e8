import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import * as yup from 'yup';

import { FormikTextInput } from '@/components/form/FormikTextInput';
import { isAcceptablePhoneNumber, PHONE_NUMBER_INVALID } from '@/lib/phone-number';
import { type ProfileValues, profileValuesFrom } from '@/lib/profile-attributes';
import { useAppDispatch } from '@/lib/redux/hooks';

import { detailsSubmitted } from '../../profile-slice';
import { REQUIRED } from '../../schemas';

const schema = yup.object({
  firstName: yup.string().trim().required(REQUIRED).max(100),
  lastName: yup.string().trim().required(REQUIRED).max(100),
  companyName: yup.string().trim().required(REQUIRED).max(200),
  jobTitle: yup.string().max(200),
  phoneNumber: yup
    .string()
    .max(20)
    .matches(/^\s*\+?[\d\s().-]*\s*$/, 'Enter digits only, with an optional leading +')
    .test('real-number', PHONE_NUMBER_INVALID, (value) => isAcceptablePhoneNumber(value ?? '')),
});

/** First name, last name, company (required), job title and phone (optional) — spec 1 §2, §5. */
export function PersonalDetailsCard({
  attributes,
  saving,
  onCancel,
}: {
  attributes: Record<string, string>;
  saving: boolean;
  onCancel?: () => void;
}) {
  const dispatch = useAppDispatch();
  const form = useFormik<ProfileValues>({
    initialValues: profileValuesFrom(attributes),
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: (values) => {
      dispatch(detailsSubmitted(values));
    },
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Personal details
        </Typography>
        <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Personal details">
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <FormikTextInput
              form={form}
              name="firstName"
              label="First name"
              required
              autoComplete="given-name"
            />
            <FormikTextInput
              form={form}
              name="lastName"
              label="Last name"
              required
              autoComplete="family-name"
            />
            <FormikTextInput
              form={form}
              name="companyName"
              label="Company name"
              required
              autoComplete="organization"
            />
            <FormikTextInput
              form={form}
              name="jobTitle"
              label="Job title"
              autoComplete="organization-title"
            />
            <FormikTextInput
              form={form}
              name="phoneNumber"
              label="Phone number"
              type="tel"
              autoComplete="tel"
              placeholder="+1234567890"
              helperText="Without a leading +, the number is saved with +1."
            />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, mt: 2, justifyContent: 'flex-end' }}>
            <Button
              onClick={() => {
                form.resetForm();
                onCancel?.();
              }}
              disabled={!form.dirty || saving}
            >
              Discard changes
            </Button>
            <Button type="submit" variant="contained" disabled={saving || !form.dirty}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
