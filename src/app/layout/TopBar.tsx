import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { TOP_BAR_HEIGHT } from '@/config/constants';

/** The 80 px top bar: menu toggle, logo → home, bug report, help, notifications, user menu (spec 1 §2). */
export function TopBar({
  productName,
  logoUrl,
  homeHref,
  navOpen,
  smallScreen,
  onToggleNav,
  onReportBug,
  onHelp,
  notifications,
  userMenu,
}: {
  productName: string;
  logoUrl: string | null;
  homeHref: string;
  navOpen: boolean;
  smallScreen: boolean;
  onToggleNav(): void;
  onReportBug(): void;
  onHelp(): void;
  notifications: ReactNode;
  userMenu: ReactNode;
}) {
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar
        sx={{
          minHeight: `${TOP_BAR_HEIGHT}px !important`,
          gap: 1,
          // The icons keep their size on a phone; the name or logo gives way (issue 11: no overlap).
          '& .MuiIconButton-root': { flexShrink: 0 },
        }}
      >
        <IconButton
          color="inherit"
          edge="start"
          aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
          aria-expanded={navOpen}
          aria-controls="main-navigation"
          onClick={onToggleNav}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to={homeHref}
          sx={{
            display: 'flex',
            alignItems: 'center',
            color: 'inherit',
            textDecoration: 'none',
            minWidth: 0,
          }}
        >
          {logoUrl ? (
            <Box
              component="img"
              src={logoUrl}
              alt={productName}
              sx={{ height: 40, maxWidth: 'min(220px, 100%)', minWidth: 0, objectFit: 'contain' }}
            />
          ) : (
            // minWidth 0: a flex item otherwise keeps its text's width and runs under the icons.
            <Typography variant="h6" component="span" noWrap sx={{ minWidth: 0 }} title={productName}>
              {productName}
            </Typography>
          )}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {!smallScreen && (
          <Tooltip title="Report a bug">
            <IconButton color="inherit" aria-label="Report a bug" onClick={onReportBug}>
              <BugReportOutlined />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Help">
          <IconButton color="inherit" aria-label="Help" onClick={onHelp}>
            <HelpOutline />
          </IconButton>
        </Tooltip>
        {notifications}
        {userMenu}
      </Toolbar>
    </AppBar>
  );
}
