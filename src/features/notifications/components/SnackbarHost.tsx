import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey, SnackbarProvider } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import { TOAST_AUTO_HIDE_MS, TOAST_MAX_VISIBLE } from '@/config/constants';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { selectToastsToShow } from '../selectors';
import { notificationShown } from '../slice';

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

/** notistack, showing what the notifications slice releases: at most 3 at once, 5 s each, bottom centre. */
export default function SnackbarHost() {
  const { region, element: regionElement } = useToastRegion();
  const toShow = useAppSelector(selectToastsToShow);
  const dispatch = useAppDispatch();
  // notistack makes room for a fourth toast by closing the oldest one, even an error that must stay (and warns
  // on the console): while three persistent toasts are on screen, the next ones wait for one to be dismissed.
  const persistentOnScreen = useRef(new Set<string>());
  const [persistentClosed, setPersistentClosed] = useState(0);
  useEffect(() => {
    // The provider mounts with its region; until then the toasts wait in the slice.
    if (!region) return;
    for (const notification of toShow) {
      if (persistentOnScreen.current.size >= TOAST_MAX_VISIBLE) break;
      if (notification.persist) persistentOnScreen.current.add(notification.id);
      enqueueSnackbar(notification.message, {
        key: notification.id,
        variant: notification.variant,
        persist: notification.persist,
        onExited: () => {
          if (persistentOnScreen.current.delete(notification.id)) setPersistentClosed((count) => count + 1);
        },
      });
      dispatch(notificationShown(notification.id));
    }
  }, [region, toShow, persistentClosed, dispatch]);
  return (
    <>
      {regionElement}
      {region && (
        <SnackbarProvider
          domRoot={region}
          maxSnack={TOAST_MAX_VISIBLE}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          action={dismiss}
        />
      )}
    </>
  );
}
