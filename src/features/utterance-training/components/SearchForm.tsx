import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { type FormikProps, useFormik } from 'formik';

import { fieldError } from '@/components/form/field';
import { FormikNumberInput } from '@/components/form/FormikNumberInput';
import { FormikSelect } from '@/components/form/FormikSelect';
import { useDebouncedValidation } from '@/components/form/useDebouncedValidation';
import { SPEC3_VALIDATION_DEBOUNCE_MS } from '@/config/constants';
import { CLUSTERS_MAX, CLUSTERS_MIN } from '@/contracts/utterance-training';

import { GROUPINGS, searchSchema, type SearchValues } from '../filter';
import { UTTERANCE_LABELS } from '../messages';

const DISPLAY_FORMAT = 'MM/DD/YYYY';
/** What a day field holds when what was typed is not a day: the schema says so. */
const NOT_A_DAY = 'invalid';

interface DayFieldProps {
  form: FormikProps<SearchValues>;
  name: 'from' | 'to';
  label: string;
}

/** A day typed as MM/DD/YYYY or picked from the calendar; no day after today (spec 3 §2). */
function DayField({ form, name, label }: DayFieldProps) {
  const value = form.values[name];
  const error = form.values.completeHistory ? undefined : fieldError(form, name);
  return (
    <DatePicker
      label={label}
      format={DISPLAY_FORMAT}
      disableFuture
      disabled={form.values.completeHistory}
      value={value && value !== NOT_A_DAY ? dayjs(value) : null}
      onChange={(day) => {
        void form.setFieldValue(name, day ? (day.isValid() ? day.format('YYYY-MM-DD') : NOT_A_DAY) : '');
        void form.setFieldTouched(name, true, false);
      }}
      slotProps={{
        textField: { required: true, error: Boolean(error), helperText: error, fullWidth: true, name },
      }}
    />
  );
}

interface SearchFormProps {
  initialValues: SearchValues;
  searching: boolean;
  onSearch(values: SearchValues): void;
}

/**
 * The filter panel (spec 3 §2, §5): validated 200 ms after the last change; Search sends it when valid. The
 * number of clusters is asked for the cluster grouping only, and the order for the utterance grouping only.
 */
export default function SearchForm({ initialValues, searching, onSearch }: SearchFormProps) {
  const form = useFormik<SearchValues>({
    initialValues,
    validationSchema: searchSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: (values) => onSearch(searchSchema.cast(values)),
  });
  useDebouncedValidation(form, SPEC3_VALIDATION_DEBOUNCE_MS);
  const { grouping, completeHistory, descending } = form.values;
  const tenantError = form.errors.tenant;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        component="form"
        noValidate
        aria-label="Search utterances"
        onSubmit={form.handleSubmit}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
          alignItems: 'start',
        }}
      >
        <FormikSelect
          form={form}
          name="grouping"
          label={UTTERANCE_LABELS.groupBy}
          options={GROUPINGS.map((value) => ({ value, label: UTTERANCE_LABELS.groupings[value] }))}
        />
        <FormikNumberInput
          form={form}
          name="numClusters"
          label={UTTERANCE_LABELS.numClusters}
          min={CLUSTERS_MIN}
          max={CLUSTERS_MAX}
          maxLength={4}
          required={grouping === 'cluster'}
          disabled={grouping !== 'cluster'}
        />
        <DayField form={form} name="from" label={UTTERANCE_LABELS.from} />
        <DayField form={form} name="to" label={UTTERANCE_LABELS.to} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, gridColumn: { lg: 'span 3' } }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={completeHistory}
                onChange={(event) => void form.setFieldValue('completeHistory', event.target.checked)}
              />
            }
            label={UTTERANCE_LABELS.completeHistory}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={descending}
                disabled={grouping !== 'utterance'}
                onChange={(event) => void form.setFieldValue('descending', event.target.checked)}
              />
            }
            label={UTTERANCE_LABELS.descending}
          />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: { lg: 'flex-end' } }}>
          <Button type="submit" variant="contained" disabled={searching}>
            {UTTERANCE_LABELS.search}
          </Button>
        </Box>
        {tenantError && (
          <FormHelperText error sx={{ gridColumn: '1 / -1' }}>
            {UTTERANCE_LABELS.tenant} {tenantError}
          </FormHelperText>
        )}
        <input type="hidden" name="tenant" value={form.values.tenant} />
      </Box>
    </LocalizationProvider>
  );
}
