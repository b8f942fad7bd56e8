import { createTheme } from '@mui/material/styles';

import type { TenantConfig } from '@/config/tenant-schema';

/**
 * The stacking order (docs/design.md §7: modal dialogs cover the chat widget, whose launcher and window sit
 * at 2100).
 * Page chrome stays at or below the chat: the permanent navigation (drawer) under it, the top bar (drawer + 1)
 * level with it and before it in the page, so a window dragged to the top keeps its header. Everything that
 * interrupts the page sits above it: temporary drawers (drawer + 2: help, bug report), then dialogs, menus and
 * popovers (modal), toasts and tooltips.
 */
export const Z_INDEX = {
  drawer: 2099,
  modal: 2300,
  snackbar: 2400,
  tooltip: 2500,
} as const;

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
    zIndex: Z_INDEX,
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
          // notistack stacks its toasts at its own 1400, which is now below dialogs and the chat: the theme's
          // snackbar level instead (element + class outranks notistack's single class).
          'body .notistack-SnackbarContainer': { zIndex: Z_INDEX.snackbar },
          // Where the toasts go: the toast region's placement (src/features/notifications/placement.ts), which
          // keeps them off the chat's composer and dialogs' buttons; the bottom centre until it is measured.
          '[data-toast-region] .notistack-SnackbarContainer': {
            bottom: 'var(--toast-bottom, 14px)',
            left: 'var(--toast-centre, 50%)',
          },
          // Compact on a phone: the dismiss button stays on the message's line (notistack wraps it onto a line
          // of its own), smaller type and padding, so two toasts take a fraction of the screen, not a third of it.
          [base.breakpoints.down('sm')]: {
            '.notistack-MuiContent.notistack-MuiContent': {
              flexWrap: 'nowrap',
              padding: '0 2px 0 12px',
              fontSize: '0.8125rem',
              lineHeight: 1.35,
            },
            '.notistack-MuiContent [id="notistack-snackbar"]': {
              padding: '6px 0',
              minWidth: 0,
              overflowWrap: 'break-word',
            },
            '.notistack-MuiContent [id="notistack-snackbar"] > svg': { fontSize: '18px !important' },
            '.notistack-MuiContent > div:last-child:not([id="notistack-snackbar"])': {
              paddingLeft: '4px',
              marginRight: 0,
            },
          },
        },
      },
    },
  });
}
