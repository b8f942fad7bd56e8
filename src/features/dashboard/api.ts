import * as contract from '@/contracts/dashboard';
import { ServiceFailure } from '@/services/errors';
import type { Gateway } from '@/services/gateway';

import type {
  DashboardQuery,
  DashboardSummary,
  MissedUtteranceRow,
  ReviewMissingUtterancesReply,
} from './types';

/** dashboard.summary (spec 2 §7): the id token in Authorization, the query as JSON in QueryData. */
export async function fetchSummary(gateway: Gateway, query: DashboardQuery): Promise<DashboardSummary> {
  const reply = await gateway.send(contract.dashboardSummary, { QueryData: JSON.stringify(query) });
  // The gateway client has refused a code other than 200; a reply without data is a failure too.
  if (!reply.data) {
    throw new ServiceFailure({
      code: `HTTP_${reply.code}`,
      status: reply.code,
      message: reply.message ?? '',
    });
  }
  return reply.data;
}

/** ReviewMissingUtterances (spec 2 §7): the access token in the query, Params as JSON. */
export function reviewMissingUtterances(
  gateway: Gateway,
  rows: readonly MissedUtteranceRow[],
): Promise<ReviewMissingUtterancesReply> {
  return gateway.send(contract.reviewMissingUtterances, {
    Params: JSON.stringify(contract.reviewParams(rows)),
  });
}
