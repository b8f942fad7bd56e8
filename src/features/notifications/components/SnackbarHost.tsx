import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey, SnackbarProvider } from 'notistack';
import { useEffect, useRef, useState } from 'react';

import { TOAST_AUTO_HIDE_MS, TOAST_MAX_VISIBLE } from '@/config/constants';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { selectToastsToShow } from '../selectors';
import { notificationShown } from '../slice';

const dismiss = (key: SnackbarKey) => (
  <IconButton size="small" aria-label="Dismiss" color="inherit" onClick={() => closeSnackbar(key)}>
    <CloseIcon fontSize="small" />
  </IconButton>
);

/** notistack, showing what the notifications slice releases: at most 3 at once, 5 s each, bottom centre. */
export default function SnackbarHost() {
  const toShow = useAppSelector(selectToastsToShow);
  const dispatch = useAppDispatch();
  // notistack makes room for a fourth toast by closing the oldest one, even an error that must stay (and warns
  // on the console): while three persistent toasts are on screen, the next ones wait for one to be dismissed.
  const persistentOnScreen = useRef(new Set<string>());
  const [persistentClosed, setPersistentClosed] = useState(0);
  useEffect(() => {
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
  }, [toShow, persistentClosed, dispatch]);
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_VISIBLE}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={dismiss}
    />
  );
}
