import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';

import type { WidgetConfig } from '../preference';
import type { DrawerContent } from '../slice';
import { DEFAULT_INTERACTION_PLATFORM, WIDGETS } from '../widgets';

// The tables (MUI X DataGrid) load when the drawer first opens, not with the page.
const DrawerBody = lazy(() => import('../drawer/DrawerBody'));

export function drawerTitle(content: DrawerContent, widgets: readonly WidgetConfig[]): string {
  switch (content.kind) {
    case 'missed':
      return 'Missed Utterances';
    case 'uncompleted':
      return content.title;
    case 'userSessions':
      return `Sessions of ${content.label}`;
    case 'rows': {
      const widget = widgets.find((item) => item.instanceId === content.instanceId);
      if (!widget) return 'Details';
      const { title } = WIDGETS[widget.widgetId];
      return widget.widgetId === 'user_interaction_admin'
        ? `${title} (${widget.config?.platform ?? DEFAULT_INTERACTION_PLATFORM})`
        : title;
    }
  }
}

/**
 * The right-hand detail drawer: all the width on small screens, 70 % on medium, 50 % on large (spec 2 §2).
 * It is modal, so it sits above the app bar (which is itself above the navigation drawer): its own title and
 * Close button are never covered, and the account menu cannot be clicked through it. Escape, the backdrop,
 * Close and Back (see useDrawerHistory) close it.
 */
export default function DetailDrawer({
  content,
  widgets,
  onClose,
}: {
  content: DrawerContent | null;
  widgets: readonly WidgetConfig[];
  onClose(): void;
}) {
  const title = content ? drawerTitle(content, widgets) : '';
  return (
    <Drawer
      anchor="right"
      open={content !== null}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: '100%', md: '70%', lg: '50%' } },
          role: 'dialog',
          'aria-labelledby': 'dashboard-drawer-title',
        },
      }}
    >
      <Box
        sx={{
          // The paper scrolls: the header stays at its top so that Close is always at hand.
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="dashboard-drawer-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ p: 2, flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {content && (
          <Suspense
            fallback={
              <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
                <CircularProgress aria-label="Loading details" />
              </Box>
            }
          >
            <DrawerBody content={content} />
          </Suspense>
        )}
      </Box>
    </Drawer>
  );
}
