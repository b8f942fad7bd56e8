import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';

import { NAV_DRAWER_WIDTH, TOP_BAR_HEIGHT } from '@/config/constants';

import type { NavItem, NavLinkItem } from '../navigation';

export function isLinkActive(item: NavLinkItem, pathname: string) {
  return [item.path, ...(item.alsoActiveOn ?? [])].some((pattern) =>
    matchPath({ path: pattern, end: true }, pathname),
  );
}

function NavLinkButton({
  item,
  nested,
  onNavigate,
}: {
  item: NavLinkItem;
  nested?: boolean;
  onNavigate(): void;
}) {
  const { pathname } = useLocation();
  const active = isLinkActive(item, pathname);
  const Icon = item.icon;
  // Each entry is a list item (<li>): a list may only hold list items (WCAG 1.3.1).
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.path}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ pl: nested ? 9 : 2.5 }}
      >
        {Icon && (
          <ListItemIcon sx={{ minWidth: 44 }}>
            <Icon />
          </ListItemIcon>
        )}
        <ListItemText primary={item.label} />
      </ListItemButton>
    </ListItem>
  );
}

function NavGroup({ item, onNavigate }: { item: Extract<NavItem, { kind: 'group' }>; onNavigate(): void }) {
  const { pathname } = useLocation();
  const containsActive = item.children.some((child) => isLinkActive(child, pathname));
  const [open, setOpen] = useState(containsActive);
  const Icon = item.icon;
  const listId = `nav-group-${item.label.toLowerCase()}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setOpen(!open)}
        aria-expanded={open || containsActive}
        aria-controls={listId}
      >
        <ListItemIcon sx={{ minWidth: 44 }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={item.label} />
        {open || containsActive ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open || containsActive} unmountOnExit>
        <List id={listId} disablePadding aria-label={item.label}>
          {item.children.map((child) => (
            <NavLinkButton key={child.path} item={child} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/**
 * The left navigation (271 px): a temporary drawer on small screens, a persistent one that pushes the
 * content on larger screens (spec 1 §2).
 */
export function NavDrawer({
  items,
  open,
  temporary,
  onClose,
}: {
  items: readonly NavItem[];
  open: boolean;
  temporary: boolean;
  onClose(): void;
}) {
  const closeIfTemporary = () => {
    if (temporary) onClose();
  };
  return (
    <Drawer
      variant={temporary ? 'temporary' : 'persistent'}
      open={open}
      onClose={onClose}
      sx={{
        width: open && !temporary ? NAV_DRAWER_WIDTH : 0,
        flexShrink: 0,
        // The temporary (modal) drawer opens over the top bar; the docked one sits under it, below a spacer.
        ...(temporary && { zIndex: (theme) => theme.zIndex.drawer + 2 }),
        '& .MuiDrawer-paper': { width: NAV_DRAWER_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {!temporary && <Toolbar sx={{ minHeight: `${TOP_BAR_HEIGHT}px !important` }} />}
      <nav aria-label="Main navigation">
        <List>
          {items.map((item) =>
            item.kind === 'link' ? (
              <NavLinkButton key={item.path} item={item} onNavigate={closeIfTemporary} />
            ) : (
              <NavGroup key={item.label} item={item} onNavigate={closeIfTemporary} />
            ),
          )}
        </List>
      </nav>
    </Drawer>
  );
}
