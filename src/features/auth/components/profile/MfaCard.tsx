import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';
import { hasPhoneNumber, isPhoneVerified } from '@/lib/profile-attributes';
import { useAppDispatch } from '@/lib/redux/hooks';

import { PROFILE_MESSAGES } from '../../messages';
import {
  mfaMethodChosen,
  type ProfileState,
  totpCodeSubmitted,
  totpSetupCancelled,
} from '../../profile-slice';
import type { MfaMethod } from '../../types';

import { PhoneVerification } from './PhoneVerification';
import { TotpSetup } from './TotpSetup';

const SMS_NEEDS_VERIFIED_PHONE =
  'You must set and verify your phone number before you can use SMS text message for MFA';

const OPTIONS: { value: MfaMethod; label: string }[] = [
  { value: 'NOMFA', label: 'Off' },
  { value: 'SMS', label: 'Text message (SMS)' },
  { value: 'TOTP', label: 'Authenticator app (TOTP)' },
];

/** Multi-factor authentication: off, SMS or an authenticator app; and the phone it relies on (spec 1 §4). */
export function MfaCard({
  attributes,
  mfa,
  phone,
}: Pick<ProfileState, 'mfa' | 'phone'> & { attributes: Record<string, string> }) {
  const dispatch = useAppDispatch();
  const phoneVerified = isPhoneVerified(attributes);
  const phoneSet = hasPhoneNumber(attributes);
  // Turning MFA off weakens the account: asked first.
  const [confirmingOff, setConfirmingOff] = useState(false);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Multi-factor authentication
        </Typography>
        <FormControl disabled={mfa.pending || mfa.method === null}>
          <FormLabel id="mfa-method-label">Confirm sign-ins with</FormLabel>
          <RadioGroup
            aria-labelledby="mfa-method-label"
            value={mfa.totpSetup ? 'TOTP' : (mfa.method ?? '')}
            onChange={(event) => {
              const method = event.target.value as MfaMethod;
              if (method === 'NOMFA' && mfa.method !== 'NOMFA') setConfirmingOff(true);
              else dispatch(mfaMethodChosen(method));
            }}
          >
            {OPTIONS.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio />}
                label={option.label}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {!phoneVerified && mfa.method !== 'SMS' && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {phoneSet ? SMS_NEEDS_VERIFIED_PHONE : PROFILE_MESSAGES.smsNeedsPhone}
          </Alert>
        )}
        {mfa.totpSetup && (
          <TotpSetup
            secret={mfa.totpSetup.secret}
            uri={mfa.totpSetup.uri}
            pending={mfa.pending}
            onSubmit={(code) => dispatch(totpCodeSubmitted(code))}
            onCancel={() => dispatch(totpSetupCancelled())}
          />
        )}
        {phoneSet && (
          <PhoneVerification
            phoneNumber={attributes.phone_number ?? ''}
            verified={phoneVerified}
            codeSent={phone.codeSent}
            pending={phone.pending}
            error={phone.error}
          />
        )}
        <ConfirmDialog
          open={confirmingOff}
          title="Turn off MFA?"
          text="Signing in will then need only your password."
          confirmLabel="Turn off MFA"
          onCancel={() => setConfirmingOff(false)}
          onConfirm={() => {
            setConfirmingOff(false);
            dispatch(mfaMethodChosen('NOMFA'));
          }}
        />
      </CardContent>
    </Card>
  );
}
