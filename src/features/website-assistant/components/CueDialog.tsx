import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFormik } from 'formik';
import { useMemo } from 'react';

import { FormDialog } from '@/components/feedback/FormDialog';
import { FormikNumberInput } from '@/components/form/FormikNumberInput';
import { FormikSelect } from '@/components/form/FormikSelect';
import { FormikSwitch } from '@/components/form/FormikSwitch';
import { FormikTextInput } from '@/components/form/FormikTextInput';
import { useDebouncedValidation } from '@/components/form/useDebouncedValidation';
import { SPEC3_VALIDATION_DEBOUNCE_MS } from '@/config/constants';
import {
  type Cue,
  CUE_PRIORITY_MAX,
  CUE_RULE_TYPES,
  CUE_TIME_ON_PAGE_MAX,
  type CueRuleType,
  PUBLIC_BOT_LIMITS,
} from '@/contracts/website-assistant';

import { cueOf, cueSchema, type CueValues, cueValuesOf, NEW_CUE, usesUrl } from '../cue-form';
import { WEBSITE_ASSISTANT_LABELS as LABELS, WEBSITE_ASSISTANT_TEXTS as TEXTS } from '../messages';

const RULE_TYPE_OPTIONS: { value: CueRuleType; label: string }[] = [
  { value: '', label: TEXTS.ruleTypeNone },
  ...CUE_RULE_TYPES.map((value) => ({ value, label: TEXTS.ruleTypes[value] })),
];

interface CueDialogProps {
  /** The cue to edit, or null for a new one. */
  cue: Cue | null;
  /** The names the other cues hold (a name is a cue's key). */
  otherNames: readonly string[];
  onSave(cue: Cue): void;
  onDelete(name: string): void;
  onClose(): void;
}

/**
 * Create New Cue or edit one (spec 3 §2, §4): the URL is disabled for the rule types that use none, the utterance
 * message until Send utterance is on; checked 200 ms after the last change. Saving changes the list on this page
 * only: Publish Cues puts it live.
 */
export function CueDialog({ cue, otherNames, onSave, onDelete, onClose }: CueDialogProps) {
  const schema = useMemo(() => cueSchema(otherNames), [otherNames]);
  const form = useFormik<CueValues>({
    initialValues: cue ? cueValuesOf(cue) : NEW_CUE,
    validationSchema: schema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: (values) => onSave(cueOf(values)),
  });
  useDebouncedValidation(form, SPEC3_VALIDATION_DEBOUNCE_MS);
  const title = cue ? TEXTS.editCue(cue.name) : LABELS.createCue;
  return (
    <FormDialog
      title={title}
      submitLabel={cue ? LABELS.saveCue : LABELS.createCue}
      onSubmit={() => form.handleSubmit()}
      onClose={onClose}
      maxWidth="sm"
      extraAction={
        cue && (
          <Button color="error" onClick={() => onDelete(cue.name)}>
            {LABELS.deleteCue}
          </Button>
        )
      }
    >
      <FormikTextInput
        form={form}
        name="name"
        label={LABELS.cueColumns.name}
        required
        autoFocus
        inputProps={{ maxLength: PUBLIC_BOT_LIMITS.cueName }}
      />
      <FormikTextInput
        form={form}
        name="message"
        label={LABELS.cueColumns.message}
        required
        multiline
        minRows={2}
        inputProps={{ maxLength: PUBLIC_BOT_LIMITS.cueMessage }}
      />
      <FormikSelect
        form={form}
        name="ruleType"
        label={LABELS.cueColumns.ruleType}
        options={RULE_TYPE_OPTIONS}
      />
      <FormikTextInput
        form={form}
        name="URL"
        label={LABELS.cueColumns.url}
        required={usesUrl(form.values.ruleType)}
        disabled={!usesUrl(form.values.ruleType)}
        inputProps={{ maxLength: PUBLIC_BOT_LIMITS.cueUrl, spellCheck: false }}
      />
      <FormikSwitch form={form} name="sendUtterance" label={LABELS.sendUtterance} />
      <FormikTextInput
        form={form}
        name="utteranceMessage"
        label={LABELS.cueColumns.utteranceMessage}
        required={form.values.sendUtterance}
        disabled={!form.values.sendUtterance}
        inputProps={{ maxLength: PUBLIC_BOT_LIMITS.cueMessage }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <FormikNumberInput
          form={form}
          name="priority"
          label={TEXTS.priority}
          min={0}
          max={CUE_PRIORITY_MAX}
          helperText={TEXTS.priorityHelp}
        />
        <FormikNumberInput
          form={form}
          name="timeOnPage"
          label={TEXTS.timeOnPage}
          min={0}
          max={CUE_TIME_ON_PAGE_MAX}
        />
      </Box>
      <FormikSwitch form={form} name="stayClosed" label={TEXTS.stayClosed} />
    </FormDialog>
  );
}
