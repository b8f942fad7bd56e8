import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { createSelector } from '@reduxjs/toolkit';
import { useState } from 'react';

import { TOP_BAR_NOTIFICATIONS_LIMIT } from '@/config/constants';
import { historyCleared, selectNotificationHistory } from '@/features/notifications';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

/** The latest notifications the top bar lists (spec 1 §9: 4). */
export const selectRecentNotifications = createSelector([selectNotificationHistory], (history) =>
  history.slice(0, TOP_BAR_NOTIFICATIONS_LIMIT),
);

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/**
 * The top bar's list of the latest notifications (shell UI over the notifications feature's public API; it
 * lives with the shell so that the first screen, which needs the feature for its toasts, does not carry it): at most 4 (spec 1 §9), under a title, with Clear all. A
 * popover rather than a menu, so that the title and the button sit outside the list of items.
 */
export function NotificationsMenu() {
  const dispatch = useAppDispatch();
  const recent = useAppSelector(selectRecentNotifications);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [seenId, setSeenId] = useState<string | null>(null);
  const unseen = recent.findIndex((item) => item.id === seenId);
  const unseenCount = unseen === -1 ? recent.length : unseen;
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          color="inherit"
          aria-label={`Notifications${unseenCount ? `, ${unseenCount} new` : ''}`}
          aria-haspopup="dialog"
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setSeenId(recent[0]?.id ?? null);
          }}
        >
          <Badge badgeContent={unseenCount} color="secondary">
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'notifications-title',
            sx: { width: 360, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography id="notifications-title" variant="subtitle1" component="h2">
            Notifications
          </Typography>
          <Button size="small" disabled={recent.length === 0} onClick={() => dispatch(historyCleared())}>
            Clear all
          </Button>
        </Box>
        <Divider />
        <MenuList aria-label="Recent notifications" autoFocusItem={recent.length > 0}>
          {recent.length === 0 && <MenuItem disabled>No notifications yet</MenuItem>}
          {recent.map((item) => (
            <MenuItem key={item.id} onClick={close} sx={{ whiteSpace: 'normal' }}>
              <ListItemText
                primary={item.message}
                secondary={`${item.variant === 'error' ? 'Error' : 'Notice'} · ${timeFormat.format(item.createdAt)}`}
              />
            </MenuItem>
          ))}
        </MenuList>
      </Popover>
    </>
  );
}
