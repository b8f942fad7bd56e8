import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId, useMemo, useState } from 'react';

import { CrmFieldInput } from '@/components/crm-form/CrmFieldInput';
import { FormDialog } from '@/components/feedback/FormDialog';
import { FormikTextInput } from '@/components/form/FormikTextInput';
import { ACTION_BUTTON_LIMITS } from '@/contracts/action-buttons';
import { isReadOnlyAfterCreate, isRequired, pickableFields, valueProblem } from '@/contracts/crm-form';

import { ACTION_BUTTONS_LABELS as LABELS, ACTION_BUTTONS_TEXTS as TEXTS } from '../messages';
import type { ActionButtonField, CrmFieldDescribe, CrmObjectName } from '../types';

export interface AddFieldDialogProps {
  /** A form field (its default is optional) or an auto-updated one (its value is required), spec 3 §2, §5. */
  hidden: boolean;
  object: CrmObjectName;
  describe: readonly CrmFieldDescribe[];
  /** The fields in either list already. */
  present: ReadonlySet<string>;
  onAdd(field: ActionButtonField): void;
  /** The field chosen is in the form already (spec 3 §4: the page says so). */
  onExists(): void;
  onClose(): void;
}

/** What the picker says of a field: required by the CRM, settable only on create. */
function FieldFlags({ field }: { field: CrmFieldDescribe }) {
  return (
    <>
      {isRequired(field) && <Chip size="small" variant="outlined" label={TEXTS.required} />}
      {isReadOnlyAfterCreate(field) && (
        <Chip size="small" variant="outlined" label={TEXTS.readOnlyOnceCreated} />
      )}
    </>
  );
}

/**
 * Add Form Field / Add Auto Updated Field (spec 3 §2): two steps. (1) A CRM field picked by name: the fields a form
 * can set (reference fields and those the CRM writes itself are not offered), required and read-only ones marked.
 * (2) Its label and its value, with the input of its type: a default (optional) for a form field, the value
 * (required) for an auto-updated one.
 */
export function AddFieldDialog(props: AddFieldDialogProps) {
  const [chosen, setChosen] = useState<CrmFieldDescribe | null>(null);
  const [step, setStep] = useState<'pick' | 'value'>('pick');
  const title = props.hidden ? LABELS.addAutoField : LABELS.addFormField;
  if (step === 'value' && chosen) {
    return <ValueStep {...props} title={title} field={chosen} onBack={() => setStep('pick')} />;
  }
  return (
    <PickStep
      {...props}
      title={title}
      chosen={chosen}
      onChoose={setChosen}
      onNext={(field) => {
        if (props.present.has(field.name)) props.onExists();
        else setStep('value');
      }}
    />
  );
}

function PickStep({
  title,
  describe,
  present,
  chosen,
  onChoose,
  onNext,
  onClose,
}: AddFieldDialogProps & {
  title: string;
  chosen: CrmFieldDescribe | null;
  onChoose(field: CrmFieldDescribe | null): void;
  onNext(field: CrmFieldDescribe): void;
}) {
  const id = useId();
  const options = useMemo(() => pickableFields(describe), [describe]);
  return (
    <FormDialog
      title={title}
      submitLabel={TEXTS.next}
      submitDisabled={!chosen}
      onSubmit={() => {
        if (chosen) onNext(chosen);
      }}
      onClose={onClose}
      maxWidth="sm"
    >
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {TEXTS.pickStep}
      </Typography>
      <Autocomplete
        id={id}
        options={options}
        value={chosen}
        onChange={(_, value) => onChoose(value)}
        getOptionLabel={(field) => field.label}
        isOptionEqualToValue={(option, value) => option.name === value.name}
        noOptionsText={TEXTS.noOptions}
        autoHighlight
        renderOption={({ key, ...optionProps }, field) => (
          <Box component="li" key={key} {...optionProps} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {field.label}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {field.name}
              </Typography>
            </Box>
            <FieldFlags field={field} />
            {present.has(field.name) && <Chip size="small" label={LABELS.formFields} />}
          </Box>
        )}
        renderInput={(params) => (
          <TextField {...params} label={TEXTS.field} autoFocus margin="dense" helperText={TEXTS.fieldHelp} />
        )}
      />
      {chosen && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }} aria-live="polite">
          <FieldFlags field={chosen} />
          {chosen.inlineHelpText && (
            <Typography variant="body2" color="text.secondary">
              {chosen.inlineHelpText}
            </Typography>
          )}
        </Box>
      )}
    </FormDialog>
  );
}

interface ValueValues {
  label: string;
  value: string;
}

function ValueStep({
  title,
  hidden,
  object,
  field,
  onAdd,
  onBack,
  onClose,
}: AddFieldDialogProps & { title: string; field: CrmFieldDescribe; onBack(): void }) {
  const id = useId();
  const form = useFormik<ValueValues>({
    initialValues: { label: field.label, value: field.picklist?.defaultValue ?? '' },
    validate: (values) => {
      const errors: Partial<Record<keyof ValueValues, string>> = {};
      if (!values.label.trim()) errors.label = TEXTS.labelRequired;
      const problem =
        hidden && values.value === '' ? TEXTS.targetRequired : valueProblem(field, values.value);
      if (problem) errors.value = problem;
      return errors;
    },
    onSubmit: (values) =>
      onAdd({ field: field.name, label: values.label.trim(), table: object, value: values.value, hidden }),
  });
  const valueError = form.touched.value || form.submitCount > 0 ? form.errors.value : undefined;
  return (
    <FormDialog
      title={`${title}: ${field.label}`}
      submitLabel={TEXTS.add}
      onSubmit={() => form.handleSubmit()}
      onClose={onClose}
      maxWidth="sm"
      extraAction={<Button onClick={onBack}>{TEXTS.back}</Button>}
    >
      <Typography variant="body2" color="text.secondary">
        {TEXTS.valueStep}
      </Typography>
      <FormikTextInput
        form={form}
        name="label"
        label={TEXTS.label}
        required
        inputProps={{ maxLength: ACTION_BUTTON_LIMITS.label }}
      />
      <CrmFieldInput
        id={`${id}-value`}
        field={field}
        label={hidden ? TEXTS.targetValueLabel : TEXTS.defaultValueLabel}
        value={form.values.value}
        onChange={(value) => void form.setFieldValue('value', value)}
        onBlur={() => void form.setFieldTouched('value', true)}
        required={hidden}
        error={Boolean(valueError)}
        helperText={valueError ?? field.inlineHelpText}
        autoFocus
      />
    </FormDialog>
  );
}
