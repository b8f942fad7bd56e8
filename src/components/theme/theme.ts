import { createTheme } from '@mui/material/styles';

import type { TenantConfig } from '@/config/tenant-schema';

/** The tenant's theme: its colours and font (spec 1 §1: primary #003767, secondary #F78E1E, Ubuntu). */
export function createTenantTheme(theme: TenantConfig['theme']) {
  return createTheme({
    palette: {
      primary: { main: theme.primary },
      secondary: { main: theme.secondary, contrastText: '#1a1a1a' },
      background: { default: '#f4f6f9' },
    },
    typography: {
      fontFamily: `${theme.fontFamily}, "Segoe UI", Roboto, Helvetica, Arial, sans-serif`,
      button: { textTransform: 'none', fontWeight: 500 },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
