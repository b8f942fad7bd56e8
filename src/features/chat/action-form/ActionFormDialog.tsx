import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';

import { CrmForm } from '@/components/crm-form/CrmForm';
import { useCrmFormValues } from '@/components/crm-form/useCrmFormValues';
import { FormDialog } from '@/components/feedback/FormDialog';
import { LoadError } from '@/components/page/LoadError';
import type { ActionButton } from '@/contracts/action-buttons';
import { type CrmFieldDescribe, describeIndex, recordProblems } from '@/contracts/crm-form';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { ACTION_FORM_TEXTS as TEXTS } from '../messages';

import { actionFormClosed, actionFormOpened, actionFormSubmitted, selectActionForm } from './slice';

/**
 * An action button's form, opened from the bot's reply (docs/adr/0023-action-buttons.md): its title, its fields
 * with the inputs of their types (dependent picklists following their controlling fields), Close and Submit.
 * Submit checks the record with the CRM's own rules first, then sends it; what the CRM refuses stays in the form.
 * Loaded on its first opening: not part of the chat's first chunk.
 */
export default function ActionFormDialog() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectActionForm);
  // One dialog from loading to loaded (focus stays in it); the loaded form gives it its submit.
  const submit = useRef<(() => void) | null>(null);
  if (!form.offer) return null;
  const offer = form.offer;
  const loaded = form.status === 'succeeded' && form.button;
  return (
    <FormDialog
      title={offer.title}
      submitLabel={TEXTS.submit}
      cancelLabel={TEXTS.close}
      submitDisabled={!loaded || form.submitting}
      onSubmit={() => submit.current?.()}
      onClose={() => dispatch(actionFormClosed())}
      maxWidth="sm"
    >
      {loaded && form.button ? (
        <LoadedForm
          button={form.button}
          describe={form.describe}
          submitting={form.submitting}
          refusal={form.refusal}
          submitRef={submit}
        />
      ) : form.status === 'failed' ? (
        <LoadError small onRetry={() => dispatch(actionFormOpened(offer))}>
          {TEXTS.loadFailed}
        </LoadError>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={TEXTS.loading} />
        </Box>
      )}
    </FormDialog>
  );
}

function LoadedForm({
  button,
  describe,
  submitting,
  refusal,
  submitRef,
}: {
  button: ActionButton;
  describe: readonly CrmFieldDescribe[];
  submitting: boolean;
  refusal: string | null;
  submitRef: RefObject<(() => void) | null>;
}) {
  const dispatch = useAppDispatch();
  const byName = useMemo(() => describeIndex(describe), [describe]);
  const shownFields = useMemo(() => button.fields.filter((field) => !field.hidden), [button.fields]);
  const { values, shown, change } = useCrmFormValues(describe, button.fields);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    submitRef.current = () => {
      // The CRM's own rules on the whole record (the auto-updated values included), before anything is sent.
      const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
      const problems = recordProblems(describe, given);
      setErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
      if (problems.length === 0) dispatch(actionFormSubmitted(shown));
    };
    return () => {
      submitRef.current = null;
    };
  }, [submitRef, values, shown, describe, dispatch]);
  return (
    <>
      {Object.keys(errors).length > 0 && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {TEXTS.fixFields}
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {refusal}
        </Alert>
      )}
      <CrmForm
        fields={shownFields}
        byName={byName}
        values={values}
        onChange={(name, value) => {
          change(name, value);
          setErrors(({ [name]: _fixed, ...others }) => others);
        }}
        errors={errors}
        disabled={submitting}
      />
    </>
  );
}
