import { createContext, type ReactNode, useContext } from 'react';

import type { TenantConfig } from './tenant-schema';

export interface ActiveTenant {
  config: TenantConfig;
  logoUrl: string | null;
  /** The cloud is the in-browser emulator (the demo, or a tenant previewed locally). */
  emulated: boolean;
}

const TenantContext = createContext<ActiveTenant | null>(null);

export function TenantProvider({ tenant, children }: { tenant: ActiveTenant; children: ReactNode }) {
  return <TenantContext value={tenant}>{children}</TenantContext>;
}

export function useTenant(): ActiveTenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant() outside <TenantProvider>');
  return tenant;
}
