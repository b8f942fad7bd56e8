import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Ours (issue 21 §4.5): a form that starts from a kept draft says so, and offers to start afresh. */
export const RESTORED_DRAFT_MESSAGE =
  'What you had entered but not yet sent was kept, and is back in the form.';

/** Shown above a form restored from its draft (src/lib/form-draft.ts). */
export function RestoredDraftNotice({ onDiscard }: { onDiscard(): void }) {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          Discard
        </Button>
      }
    >
      {RESTORED_DRAFT_MESSAGE}
    </Alert>
  );
}
