import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';

import { useAppSelector } from '@/lib/redux/hooks';

import { selectRecentNotifications } from '../selectors';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** The top bar's list of the latest notifications: at most 4 (spec 1 §9). */
export function NotificationsMenu() {
  const recent = useAppSelector(selectRecentNotifications);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [seenId, setSeenId] = useState<string | null>(null);
  const unseen = recent.findIndex((item) => item.id === seenId);
  const unseenCount = unseen === -1 ? recent.length : unseen;
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          color="inherit"
          aria-label={`Notifications${unseenCount ? `, ${unseenCount} new` : ''}`}
          aria-haspopup="menu"
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
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Recent notifications' } }}
      >
        {recent.length === 0 && <MenuItem disabled>No notifications yet</MenuItem>}
        {recent.map((item) => (
          <MenuItem
            key={item.id}
            onClick={() => setAnchor(null)}
            sx={{ whiteSpace: 'normal', maxWidth: 360 }}
          >
            <ListItemText
              primary={item.message}
              secondary={`${item.variant === 'error' ? 'Error' : 'Notice'} · ${timeFormat.format(item.createdAt)}`}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
