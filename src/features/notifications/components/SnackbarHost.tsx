// First: notistack's styles must go to a constructed stylesheet, not an inline <style> (see the module).
import './goober-style-sheet';

import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey, SnackbarProvider } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { TOAST_AUTO_HIDE_MS, TOAST_MAX_VISIBLE } from '@/config/constants';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { selectToastsToShow } from '../selectors';
import { notificationShown, replaces } from '../slice';
import type { Notification } from '../types';

import { RevealInPlace } from './RevealInPlace';
import { useToastPlacement } from './useToastPlacement';

/** The stack's distance from the bottom edge: notistack's own on a large screen, closer on a phone. */
const MARGIN_PX = 14;
const PHONE_MARGIN_PX = 8;

/** Whose session the toasts belong to; read without importing the auth feature's state type. */
const selectUsername = (state: { auth: { user: { username: string } | null } }) =>
  state.auth.user?.username ?? null;

const dismiss = (key: SnackbarKey) => (
  <IconButton size="small" aria-label="Dismiss" color="inherit" onClick={() => closeSnackbar(key)}>
    <CloseIcon fontSize="small" />
  </IconButton>
);

/**
 * The toasts' own element at the end of <body>. A modal drawer (help, bug report) marks every other child of
 * <body> aria-hidden while it is open, which would silence a toast about the very form in the drawer: this
 * region takes the attribute straight off again, so screen readers keep hearing toasts (focus stays trapped in
 * the drawer; the toasts only speak).
 */
function useToastRegion() {
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const regionRef = useCallback((element: HTMLDivElement | null) => {
    if (!element) return undefined;
    const observer = new MutationObserver(() => {
      if (element.hasAttribute('aria-hidden')) element.removeAttribute('aria-hidden');
    });
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
    setRegion(element);
    return () => {
      observer.disconnect();
      setRegion(null);
    };
  }, []);
  return { region, element: createPortal(<div data-toast-region="" ref={regionRef} />, document.body) };
}

/**
 * notistack, showing what the notifications slice releases: at most 3 at once, 5 s each (those that ask for an
 * action stay), at the bottom centre unless something that must stay usable is there (useToastPlacement);
 * compact on a phone; each revealed where it stands in the stack (RevealInPlace), never sliding across another.
 */
export default function SnackbarHost() {
  const { region, element: regionElement } = useToastRegion();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  useToastPlacement(region, phone ? PHONE_MARGIN_PX : MARGIN_PX);
  const toShow = useAppSelector(selectToastsToShow);
  const dispatch = useAppDispatch();
  // notistack makes room for a fourth toast by closing the oldest one, even an error that must stay (and warns
  // on the console): while three persistent toasts are on screen, the next ones wait for one to be dismissed.
  const persistentOnScreen = useRef(new Set<string>());
  const [persistentClosed, setPersistentClosed] = useState(0);
  // The toasts on screen that name their action: a newer message about the same action may close them.
  const keyedOnScreen = useRef(new Map<string, Notification>());
  const username = useAppSelector(selectUsername);
  const shownFor = useRef(username);
  useEffect(() => {
    // The provider mounts with its region; until then the toasts wait in the slice.
    if (!region) return;
    if (shownFor.current !== username) {
      // A session's toasts end with it: an error that stays until dismissed must not greet the next user, and
      // the signed-out pages' toasts ("Please check your email…") are not the signed-in user's.
      closeSnackbar();
      keyedOnScreen.current.clear();
      persistentOnScreen.current.clear();
      shownFor.current = username;
    }
    for (const notification of toShow) {
      // What this one replaces leaves first, making room even among three errors (notistack shows the
      // newcomer once the replaced toast has gone).
      for (const earlier of keyedOnScreen.current.values()) {
        if (!replaces(notification, earlier)) continue;
        closeSnackbar(earlier.id);
        keyedOnScreen.current.delete(earlier.id);
        persistentOnScreen.current.delete(earlier.id);
      }
      if (persistentOnScreen.current.size >= TOAST_MAX_VISIBLE) break;
      if (notification.persist) persistentOnScreen.current.add(notification.id);
      if (notification.key) keyedOnScreen.current.set(notification.id, notification);
      enqueueSnackbar(notification.message, {
        key: notification.id,
        variant: notification.variant,
        persist: notification.persist,
        onExited: () => {
          keyedOnScreen.current.delete(notification.id);
          if (persistentOnScreen.current.delete(notification.id)) setPersistentClosed((count) => count + 1);
        },
      });
      dispatch(notificationShown(notification.id));
    }
  }, [region, toShow, persistentClosed, username, dispatch]);
  return (
    <>
      {regionElement}
      {region && (
        <SnackbarProvider
          domRoot={region}
          maxSnack={TOAST_MAX_VISIBLE}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          dense={phone}
          action={dismiss}
          TransitionComponent={RevealInPlace}
        />
      )}
    </>
  );
}
