import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

import { TextInput } from '@/components/form/TextInput';

/** TOTP set-up: the secret as a QR code and as text, then a code from the app to prove it (spec 1 §4). */
export function TotpSetup({
  secret,
  uri,
  pending,
  onSubmit,
  onCancel,
}: {
  secret: string;
  uri: string;
  pending: boolean;
  onSubmit(code: string): void;
  onCancel(): void;
}) {
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    let current = true;
    // The QR encoder loads only when someone sets up an authenticator app.
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(uri, { margin: 1, width: 200 }))
      .then((url) => {
        if (current) setQr(url);
      });
    return () => {
      current = false;
    };
  }, [uri]);
  const invalid = !/^\d{6}$/.test(code.trim());
  return (
    <Box
      component="form"
      noValidate
      aria-label="Set up an authenticator app"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!invalid) onSubmit(code.trim());
      }}
      sx={{ mt: 2 }}
    >
      <Typography variant="body2" gutterBottom>
        Scan this QR code with your authenticator app, or type the secret key into it, then enter the 6-digit
        code it shows.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {qr ? (
          <Box
            component="img"
            src={qr}
            alt="QR code for your authenticator app"
            sx={{ width: 200, height: 200 }}
          />
        ) : (
          <Box sx={{ width: 200, height: 200 }} />
        )}
        <Alert severity="info" icon={false} sx={{ wordBreak: 'break-all', flex: 1, minWidth: 200 }}>
          Secret key: <strong data-testid="totp-secret">{secret}</strong>
        </Alert>
      </Box>
      <TextInput
        id="totp-code"
        label="Code from the app"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && invalid}
        helperText={touched && invalid ? 'Enter the 6 digits your app shows' : undefined}
        inputProps={{ inputMode: 'numeric', maxLength: 6 }}
        autoComplete="one-time-code"
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? 'Verifying…' : 'Verify and turn on'}
        </Button>
      </Box>
    </Box>
  );
}
