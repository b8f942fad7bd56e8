import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { Provider } from 'react-redux';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { createTenantTheme } from '@/components/theme/theme';
import { type ActiveTenant, TenantProvider } from '@/config/tenant-context';
import { Toaster } from '@/features/notifications';

import type { AppStore } from './store';

/** Everything around the router: tenant, theme, store and toasts. `extras` is the demo's outbox panel. */
export function AppProvider({
  tenant,
  store,
  router,
  extras,
}: {
  tenant: ActiveTenant;
  store: AppStore;
  router: DataRouter;
  extras?: ReactNode;
}) {
  const theme = useMemo(() => createTenantTheme(tenant.config.theme), [tenant.config.theme]);
  return (
    <TenantProvider tenant={tenant}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Provider store={store}>
          {/* Navigations render as ordinary updates, not in transitions: a transition could be left pending
              behind the page's own updates, so that the page went on rendering the location before a push
              (seen: the dashboard drawer's history entry never rendered, and Back then left it open). Routes
              load their modules before the router commits (`lazy`), so no page suspends on a navigation. */}
          <RouterProvider router={router} useTransitions={false} />
          <Toaster />
          {extras}
        </Provider>
      </ThemeProvider>
    </TenantProvider>
  );
}
