import Alert from '@mui/material/Alert';

/** An identity error under a form (spec 1 §8: other identity errors show their own message). */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <Alert severity="error" sx={{ mt: 1 }}>
      {message}
    </Alert>
  ) : null;
}
