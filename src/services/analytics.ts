import type { TenantConfig } from '@/config/tenant-schema';
import { recordAnalyticsEvent } from '@/contracts/analytics';

import type { Gateway } from './gateway';

/** The product events the spec asks to record (spec 1 §7). */
export type AnalyticsEvent = 'login' | 'sign_up' | 'mfa_change' | 'profile_update' | 'connector_enable';

export interface Analytics {
  /** Records an event for the tenant's analytics app. Never throws: analytics must not break a user's flow. */
  record(name: AnalyticsEvent, attributes?: Record<string, string>): Promise<void>;
}

export function createAnalytics(config: TenantConfig, gateway: Gateway): Analytics {
  return {
    async record(name, attributes = {}) {
      try {
        await gateway.send(recordAnalyticsEvent, {
          FormParams: { appId: config.analyticsAppId, name, attributes },
        });
      } catch {
        // Deliberately ignored: a lost analytics event is not the user's problem.
      }
    },
  };
}
