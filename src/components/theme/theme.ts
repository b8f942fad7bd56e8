import { createTheme } from '@mui/material/styles';

import type { TenantConfig } from '@/config/tenant-schema';

/** The tenant's theme: its colours and font (spec 1 §1: primary #003767, secondary #F78E1E, Ubuntu). */
export function createTenantTheme(theme: TenantConfig['theme']) {
  const base = createTheme({
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
  return createTheme(base, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // notistack's own toast colours fail WCAG's 4.5:1 text contrast (white on #43a047, #2196f3 and
          // #ff9800): the theme's darker shades instead (two classes: notistack's rules have one).
          '.notistack-MuiContent.notistack-MuiContent-success': {
            backgroundColor: base.palette.success.main,
          },
          '.notistack-MuiContent.notistack-MuiContent-info': { backgroundColor: base.palette.info.dark },
          '.notistack-MuiContent.notistack-MuiContent-warning': {
            backgroundColor: base.palette.warning.light,
            color: 'rgba(0, 0, 0, 0.87)',
          },
          '.notistack-MuiContent.notistack-MuiContent-error': { backgroundColor: base.palette.error.dark },
        },
      },
    },
  });
}
