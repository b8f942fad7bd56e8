import type { TenantConfig } from '@/config/tenant-schema';

import { type Analytics, createAnalytics } from './analytics';
import { createGateway, type Gateway } from './gateway';
import { configureIdentity, identity } from './identity';
import { createStorage, type Storage } from './storage';

/** Everything that talks to the outside world, created once per page from the tenant config. */
export interface Services {
  config: TenantConfig;
  gateway: Gateway;
  identity: typeof identity;
  analytics: Analytics;
  storage: Storage;
}

/** The services reach sagas through redux-saga's context under this key. */
export const SERVICES_CONTEXT = 'services';

export function createServices(config: TenantConfig, hooks: { onSessionExpired(): void }): Services {
  configureIdentity(config);
  const gateway = createGateway(config, {
    getTokens: (forceRefresh) => identity.tokens({ forceRefresh }),
    onSessionExpired: hooks.onSessionExpired,
  });
  return {
    config,
    gateway,
    identity,
    analytics: createAnalytics(config, gateway),
    storage: createStorage(config),
  };
}
