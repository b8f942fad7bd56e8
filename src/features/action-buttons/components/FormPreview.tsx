import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';

import { CrmForm } from '@/components/crm-form/CrmForm';
import { useCrmFormValues } from '@/components/crm-form/useCrmFormValues';
import { describeIndex } from '@/contracts/crm-form';

import {
  ACTION_BUTTONS_LABELS as LABELS,
  ACTION_BUTTONS_MESSAGES as MESSAGES,
  ACTION_BUTTONS_TEXTS as TEXTS,
} from '../messages';
import type { ActionButtonDraft, CrmFieldDescribe } from '../types';

interface FormPreviewProps {
  draft: ActionButtonDraft;
  describe: readonly CrmFieldDescribe[];
}

/**
 * The live Form Preview (spec 3 §2): the form as the chat will show it, its title, labels and inputs, with Close and
 * Submit; it can be filled in, and its dependent picklists follow their controlling fields as they will in the chat.
 * Nothing is sent.
 */
export function FormPreview({ draft, describe }: FormPreviewProps) {
  const fields = useMemo(
    () => [...draft.formFields, ...draft.autoFields],
    [draft.formFields, draft.autoFields],
  );
  // A new form (fields added, removed, moved, defaults changed) starts again from its defaults.
  const key = JSON.stringify(fields.map(({ field, value, hidden }) => [field, value, hidden]));
  return (
    <Paper component="section" aria-labelledby="action-button-preview" sx={{ p: 2, minWidth: 0 }}>
      <Typography id="action-button-preview" variant="h6" component="h2">
        {LABELS.preview}
      </Typography>
      {draft.formFields.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {MESSAGES.previewEmpty}
        </Typography>
      ) : (
        <PreviewForm key={key} draft={draft} describe={describe} />
      )}
    </Paper>
  );
}

function PreviewForm({ draft, describe }: FormPreviewProps) {
  const fields = useMemo(
    () => [...draft.formFields, ...draft.autoFields],
    [draft.formFields, draft.autoFields],
  );
  const byName = useMemo(() => describeIndex(describe), [describe]);
  const { values, change } = useCrmFormValues(describe, fields);
  return (
    <Box
      role="group"
      aria-label={TEXTS.previewTitle}
      sx={{ mt: 1, border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minWidth: 0 }}
    >
      <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {draft.title}
      </Typography>
      <CrmForm fields={draft.formFields} byName={byName} values={values} onChange={change} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'flex-end',
          alignItems: 'center',
          mt: 1,
        }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto' }}>
          {TEXTS.previewNote}
        </Typography>
        <Button disabled>{LABELS.close}</Button>
        <Button variant="contained" disabled>
          {LABELS.submit}
        </Button>
      </Box>
    </Box>
  );
}
