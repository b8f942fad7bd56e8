/**
 * The product analytics operation (spec 1 §7), shared by the portal (src/services/analytics.ts) and the emulated
 * gateway (src/emulator/modules/analytics).
 */
import { defineOperation } from './operation';

export interface AnalyticsEventFields {
  FormParams: {
    /** The tenant's analytics application (its config's analyticsAppId). */
    appId: string;
    name: string;
    attributes: Record<string, string>;
  };
}

export interface AnalyticsEventReply {
  code: number;
  message?: string;
  data?: { id: string };
}

/** POST analytics/events: one event, recorded with the signed-in user and tenant. */
export const recordAnalyticsEvent = defineOperation<AnalyticsEventFields, AnalyticsEventReply>()({
  api: 'portal',
  method: 'POST',
  path: 'analytics/events',
  apiCall: 'RecordAnalyticsEvent',
});
