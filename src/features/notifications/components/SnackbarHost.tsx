import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { useEffect } from 'react';

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
  useEffect(() => {
    for (const notification of toShow) {
      enqueueSnackbar(notification.message, {
        key: notification.id,
        variant: notification.variant,
        persist: notification.persist,
      });
      dispatch(notificationShown(notification.id));
    }
  }, [toShow, dispatch]);
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_VISIBLE}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={dismiss}
    />
  );
}
