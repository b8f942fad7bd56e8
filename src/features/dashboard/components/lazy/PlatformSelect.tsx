import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

import type { InteractionPlatform } from '../../types';
import { INTERACTION_PLATFORMS } from '../../widgets';

/** The config control of user_interaction_admin: Alexa, Portal or Mobile (spec 2 §2). */
export default function PlatformSelect({
  title,
  value,
  onChange,
}: {
  title: string;
  value: InteractionPlatform;
  onChange(platform: InteractionPlatform): void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Platform"
      value={value}
      onChange={(event) => onChange(event.target.value as InteractionPlatform)}
      sx={{ width: 110 }}
      slotProps={{ htmlInput: { 'aria-label': `Platform of ${title}` } }}
    >
      {INTERACTION_PLATFORMS.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {choice}
        </MenuItem>
      ))}
    </TextField>
  );
}
