import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useFormik } from 'formik';
import { useId } from 'react';
import * as yup from 'yup';

import { FormikSelect } from '@/components/form/FormikSelect';
import { FormikTextInput } from '@/components/form/FormikTextInput';
import { useDebouncedValidation } from '@/components/form/useDebouncedValidation';
import { SPEC3_VALIDATION_DEBOUNCE_MS } from '@/config/constants';
import {
  BUBBLE_ENVIRONMENTS,
  BUBBLE_LIMITS,
  type BubbleEnvironment,
  TOP_BUBBLE_TYPES,
  type TopBubbleType,
} from '@/contracts/bubbles';

import type { BubbleFields } from '../bubble-tree';
import { BUBBLE_FIELDS, BUBBLES_LABELS, BUBBLES_TEXTS } from '../messages';

/** The form's values: a choice not made yet is ''. */
interface BubbleFormValues {
  name: string;
  type: TopBubbleType | '';
  utterance: string;
  avatar: string;
  environment: BubbleEnvironment | '';
}

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Spec 3 §5, and the server's limits (contracts/bubbles.ts) so that a save is not refused for them. */
const schema = (topLevel: boolean) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(BUBBLES_TEXTS.required)
      .max(BUBBLE_LIMITS.nameMax, BUBBLES_TEXTS.tooLong(BUBBLE_LIMITS.nameMax)),
    type: yup.string().required(BUBBLES_TEXTS.required),
    utterance: yup.string().when('type', {
      is: 'intent',
      then: (field) =>
        field
          .trim()
          .required(BUBBLES_TEXTS.required)
          .max(BUBBLE_LIMITS.utteranceMax, BUBBLES_TEXTS.tooLong(BUBBLE_LIMITS.utteranceMax)),
    }),
    avatar: yup
      .string()
      .trim()
      .max(BUBBLE_LIMITS.avatarMax, BUBBLES_TEXTS.tooLong(BUBBLE_LIMITS.avatarMax))
      .test('web-address', BUBBLES_TEXTS.avatarInvalid, (value) => !value || isWebAddress(value)),
    environment: topLevel ? yup.string().required(BUBBLES_TEXTS.required) : yup.string(),
  });

/** Spec 3 §5: Save and Add are off while a name, type or (top level) environment, or an intent's utterance, is missing. */
const complete = (values: BubbleFormValues, topLevel: boolean) =>
  values.name.trim() !== '' &&
  values.type !== '' &&
  (!topLevel || values.environment !== '') &&
  (values.type !== 'intent' || values.utterance.trim() !== '');

/**
 * The 'Bubble Settings' dialog (spec 3 §2, §5): a new bubble (`initial` absent) or one to change. The environment
 * is asked of top-level bubbles only; a hierarchy with children that becomes an intent says first that they move
 * to the top level (§4).
 */
export function BubbleDialog({
  initial,
  topLevel,
  childCount,
  onSave,
  onClose,
}: {
  initial?: BubbleFields;
  topLevel: boolean;
  childCount: number;
  onSave(fields: BubbleFields): void;
  onClose(): void;
}) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const form = useFormik<BubbleFormValues>({
    initialValues: initial ?? { name: '', type: '', utterance: '', avatar: '', environment: '' },
    validationSchema: schema(topLevel),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: (values) => {
      if (!values.type) return;
      onSave({
        name: values.name.trim(),
        type: values.type,
        utterance: values.type === 'intent' ? values.utterance.trim() : '',
        avatar: values.avatar.trim(),
        environment: values.environment || (initial?.environment ?? 'Both'),
      });
    },
  });
  useDebouncedValidation(form, SPEC3_VALIDATION_DEBOUNCE_MS);
  const lifts = initial?.type === 'hierarchy' && form.values.type === 'intent' && childCount > 0;
  const ready = complete(form.values, topLevel) && Object.keys(form.errors).length === 0;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={`${id}-title`}
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={`${id}-title`}>{BUBBLES_LABELS.dialogTitle}</DialogTitle>
        <DialogContent>
          <FormikTextInput
            form={form}
            name="name"
            label={BUBBLE_FIELDS.name}
            required
            autoFocus
            id={`${id}-name`}
          />
          <FormikSelect
            form={form}
            name="type"
            label={BUBBLE_FIELDS.type}
            required
            options={TOP_BUBBLE_TYPES.map((type) => ({ value: type, label: BUBBLE_FIELDS.types[type] }))}
            helperText={
              form.values.type === 'intent'
                ? BUBBLES_TEXTS.typeIntent
                : form.values.type === 'hierarchy'
                  ? BUBBLES_TEXTS.typeHierarchy
                  : undefined
            }
          />
          {lifts && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {BUBBLES_TEXTS.liftWarning(childCount)}
            </Alert>
          )}
          {form.values.type === 'intent' && (
            <FormikTextInput
              form={form}
              name="utterance"
              label={BUBBLE_FIELDS.utterance}
              required
              id={`${id}-utterance`}
            />
          )}
          <FormikTextInput
            form={form}
            name="avatar"
            label={BUBBLE_FIELDS.avatar}
            type="url"
            id={`${id}-avatar`}
          />
          {topLevel ? (
            <FormikSelect
              form={form}
              name="environment"
              label={BUBBLE_FIELDS.environment}
              required
              options={BUBBLE_ENVIRONMENTS.map((environment) => ({
                value: environment,
                label: BUBBLE_FIELDS.environments[environment],
              }))}
            />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {BUBBLES_TEXTS.environmentOnlyTop}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{BUBBLES_LABELS.cancel}</Button>
          <Button type="submit" variant="contained" disabled={!ready}>
            {initial ? BUBBLES_LABELS.saveBubble : BUBBLES_LABELS.addBubble}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
