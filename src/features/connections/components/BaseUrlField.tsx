import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';

import { type Connection, CUSTOM_CONNECTOR_SUFFIX } from '@/contracts/connections';

/**
 * A custom connector's base URL (spec 2 §2 "Custom-connector form"): https:// + the sub-domain typed here + the
 * connector's fixed suffix. The setup dialog and the wizard's card both use it, with `subdomainError` as its rule.
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
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label="Base URL"
      value={value}
      onChange={onChange}
      error={Boolean(error)}
      helperText={error ?? `The address of your ${connection.display_name} instance.`}
      fullWidth
      autoFocus={autoFocus}
      slotProps={{
        input: {
          startAdornment: <InputAdornment position="start">https://</InputAdornment>,
          endAdornment: (
            <InputAdornment position="end">
              {CUSTOM_CONNECTOR_SUFFIX[connection.connectionName] ?? ''}
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 63, autoCapitalize: 'none', spellCheck: false },
      }}
    />
  );
}
