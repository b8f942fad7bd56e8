import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';

import { useTenant } from '@/config/tenant-context';

import type { RouteHandle } from '../route-handle';

/** Keeps the document title in step with the view: "Dashboard · Assistant Portal". */
export function RootLayout() {
  const { config } = useTenant();
  const title = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.title;
  useEffect(() => {
    document.title = title ? `${title} · ${config.productName}` : config.productName;
  }, [title, config.productName]);
  return <Outlet />;
}
