import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

import type { Connection } from '@/contracts/connections';

import { subdomainFromInput, suffixOf } from '../base-url';

/**
 * A custom connector's base URL (spec 2 §2 "Custom-connector form"): https:// + the sub-domain typed here + the
 * connector's fixed suffix. The setup dialog and the wizard's card both use it, with `subdomainError` as its rule.
 * A pasted address (https://acme.zendesk.com/agent) becomes its sub-domain (issue 21 §2.3): `onChange` gets that.
 */
export function BaseUrlField({
  connection,
  value,
  error,
  onChange,
  autoFocus = false,
}: {
  connection: Connection;
  value: string;
  error: string | undefined;
  onChange(subdomain: string): void;
  autoFocus?: boolean;
}) {
  const suffix = suffixOf(connection);
  return (
    <TextField
      label="Base URL"
      value={value}
      onChange={(event) => onChange(subdomainFromInput(event.target.value, suffix))}
      error={Boolean(error)}
      helperText={
        error ??
        `The address of your ${connection.display_name} instance: its sub-domain, or paste the whole address.`
      }
      fullWidth
      autoFocus={autoFocus}
      slotProps={{
        input: {
          startAdornment: <InputAdornment position="start">https://</InputAdornment>,
          endAdornment: <InputAdornment position="end">{suffix}</InputAdornment>,
        },
        // Room for a pasted address; what is kept is its sub-domain (at most 63 characters, checked).
        htmlInput: { maxLength: 2000, autoCapitalize: 'none', spellCheck: false },
      }}
    />
  );
}
