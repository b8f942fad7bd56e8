import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { initialsOf, type SignedInUser } from '@/features/auth';

export interface UserMenuActions {
  onInvite(): void;
  onHelp(): void;
  onReportBug(): void;
  onLogout(): void;
}

/** Profile, Invite, Privacy Policy, Help, Report Bug (small screens only) and Logout (spec 1 §2). */
export function UserMenu({
  user,
  privacyPolicyUrl,
  showReportBug,
  actions,
}: {
  user: SignedInUser;
  privacyPolicyUrl: string;
  showReportBug: boolean;
  actions: UserMenuActions;
}) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const then = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <>
      <Tooltip title="Account">
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={`Account menu for ${user.displayName}`}
          aria-haspopup="menu"
          sx={{ p: 0.5 }}
        >
          <Avatar
            alt=""
            src={user.attributes.picture || undefined}
            sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', width: 40, height: 40 }}
          >
            {initialsOf(user.displayName)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem disabled sx={{ opacity: '1 !important' }}>
          <ListItemText primary={user.displayName} secondary={user.email} />
        </MenuItem>
        <Divider />
        <MenuItem onClick={then(() => void navigate(paths.profile.href()))}>Profile</MenuItem>
        <MenuItem onClick={then(actions.onInvite)}>Invite</MenuItem>
        <MenuItem
          component="a"
          href={privacyPolicyUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
          Privacy Policy
        </MenuItem>
        <MenuItem onClick={then(actions.onHelp)}>Help</MenuItem>
        {showReportBug && <MenuItem onClick={then(actions.onReportBug)}>Report Bug</MenuItem>}
        <Divider />
        <MenuItem onClick={then(actions.onLogout)}>Logout</MenuItem>
      </Menu>
    </>
  );
}
