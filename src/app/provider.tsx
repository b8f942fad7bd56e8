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
          <RouterProvider router={router} />
          <Toaster />
          {extras}
        </Provider>
      </ThemeProvider>
    </TenantProvider>
  );
}
