import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { TextInput } from '@/components/form/TextInput';
import { useAppDispatch } from '@/lib/redux/hooks';

import { phoneCodeRequested, phoneCodeSubmitted } from '../../profile-slice';

/** Phone verification: send a code, enter it, or have it sent again (spec 1 §4 "MFA and phone"). */
export function PhoneVerification({
  phoneNumber,
  verified,
  codeSent,
  pending,
  error,
}: {
  phoneNumber: string;
  verified: boolean;
  codeSent: boolean;
  pending: boolean;
  error: string | null;
}) {
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  return (
    <Box component="section" aria-label="Phone verification" sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">Phone number {phoneNumber}</Typography>
        <Chip
          size="small"
          color={verified ? 'success' : 'warning'}
          label={verified ? 'Verified' : 'Not verified'}
        />
        {!verified && !codeSent && (
          <Button size="small" onClick={() => dispatch(phoneCodeRequested())} disabled={pending}>
            Verify phone number
          </Button>
        )}
      </Box>
      {!verified && codeSent && (
        <Box
          component="form"
          noValidate
          aria-label="Verify your phone number"
          onSubmit={(event) => {
            event.preventDefault();
            dispatch(phoneCodeSubmitted(code));
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextInput
            id="phone-code"
            label="Verification code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? undefined}
            fullWidth={false}
            inputProps={{ inputMode: 'numeric', maxLength: 128 }}
            autoComplete="one-time-code"
          />
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={pending}>
            Submit code
          </Button>
          <Button sx={{ mt: 2 }} onClick={() => dispatch(phoneCodeRequested())} disabled={pending}>
            Resend code
          </Button>
        </Box>
      )}
    </Box>
  );
}
