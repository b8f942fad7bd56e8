import { installGooberStyleSheet } from '@/lib/csp-styles';

// A module of its own, imported by SnackbarHost before notistack: notistack makes its goober classes while it is
// evaluated, so the stand-in sheet must exist by then (import order is evaluation order).
installGooberStyleSheet();
