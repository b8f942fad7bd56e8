import type { DashboardQuery } from '@/contracts/dashboard';
import * as contract from '@/contracts/dashboard';

import type { TenantView } from '../../core/gateway/access';
import {
  badRequest,
  type Caller,
  type Fields,
  forbidden,
  type GatewayOperation,
  implement,
  integerField,
  notFound,
  rawField,
} from '../../core/gateway/envelope';
import type { EmulatorContext } from '../../core/types';
import { dashboardSummary, isMissed, normaliseUtterance } from '../assistant/usage';
import { requireTenant } from '../users/operations';

/**
 * GET dashboard, the dashboard's two calls (spec 2 §7 "Dashboard"):
 * - dashboard.summary (QueryData = JSON {start_date, end_date, tenant}, id token in Authorization): every widget's
 *   data for the caller's tenant, computed from the recorded conversations (the seeded 30 days plus whatever is
 *   chatted in the demo) between start_date and end_date inclusive. 400 for a missing or invalid QueryData,
 *   date or tenant, a start after the end, or a range over two years; 403 for another tenant's dashboard.
 * - ReviewMissingUtterances (AccessToken, Params = JSON {total_selected, skill_name_N, utterance_N,
 *   invocations_N, users_N, first_dt_N, last_dt_N}): marks those missed utterances of the caller's tenant
 *   Reviewed (idempotent); any signed-in member may. 400 for missing or invalid fields; 404 ({code, message}, as
 *   the envelope answers every error) when an utterance is not one of the tenant's missed utterances, and
 *   then nothing is marked.
 */

/** The longest range dashboard.summary computes (the day-by-day charts have a label per day). */
export const MAX_RANGE_DAYS = 731;
/** At most this many utterances are marked in one call. */
export const MAX_REVIEW_BATCH = 1000;

/** An ISO 8601 date and time with a zone designator, as `Date.prototype.toISOString` writes it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A field holding a JSON object as a string (GET query fields are strings); 400 otherwise. */
function jsonObjectField(fields: Fields, name: string): Fields {
  const raw = rawField(fields, name);
  if (raw === undefined || raw === null || raw === '') throw badRequest(`${name} is required.`);
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw badRequest(`${name} must be a JSON object.`);
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest(`${name} must be a JSON object.`);
  }
  return parsed as Fields;
}

function instantField(query: Fields, name: keyof DashboardQuery): number {
  const value = query[name];
  if (value === undefined || value === null || value === '') throw badRequest(`${name} is required.`);
  const time = typeof value === 'string' && ISO_INSTANT.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) {
    throw badRequest(`${name} must be an ISO 8601 date and time, e.g. 2026-11-21T09:30:00.000Z.`);
  }
  return time;
}

function nonEmptyString(params: Fields, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || !value.trim()) throw badRequest(`${name} is required.`);
  return value.trim();
}

function dateField(params: Fields, name: string): void {
  const value = nonEmptyString(params, name);
  if (Number.isNaN(Date.parse(value))) throw badRequest(`${name} must be a date.`);
}

/** The name rows and reviews identify a skill by: its Lex bot name (the skill id when unknown). */
export function skillNameResolver(context: EmulatorContext): (skillId: string) => string {
  const names = new Map(context.db.state.tenancy.skills.map((skill) => [skill.ID, skill.lex_bot_name]));
  return (skillId) => names.get(skillId) ?? skillId;
}

interface ReviewSelection {
  skill: string;
  utterance: string;
}

function reviewSelections(fields: Fields): ReviewSelection[] {
  const params = jsonObjectField(fields, 'Params');
  const total = integerField(params, 'total_selected', 1, MAX_REVIEW_BATCH);
  return Array.from({ length: total }, (_, index) => {
    const skill = nonEmptyString(params, `skill_name_${index}`);
    const utterance = nonEmptyString(params, `utterance_${index}`);
    // The row as the portal showed it; the emulator recomputes these, but a real server would want them sent.
    integerField(params, `invocations_${index}`, 0);
    integerField(params, `users_${index}`, 0);
    dateField(params, `first_dt_${index}`);
    dateField(params, `last_dt_${index}`);
    return { skill, utterance: normaliseUtterance(utterance) };
  });
}

function markReviewed(
  context: EmulatorContext,
  caller: Caller,
  organisation: TenantView,
  selections: readonly ReviewSelection[],
) {
  requireTenant(caller);
  const skillName = skillNameResolver(context);
  const missed = new Set(
    organisation
      .rows('assistant', 'conversations')
      .filter((turn) => !turn.hidden && isMissed(turn))
      .map((turn) => `${skillName(turn.skillId)}\n${normaliseUtterance(turn.utterance)}`),
  );
  const unknown = selections.find((selection) => !missed.has(`${selection.skill}\n${selection.utterance}`));
  if (unknown) {
    throw notFound(
      `"${unknown.utterance}" is not a missed utterance of the skill ${unknown.skill} in your organisation.`,
    );
  }
  const reviewedBy = caller.user.attributes.email ?? caller.user.sub;
  for (const selection of selections) {
    const already = organisation
      .rows('assistant', 'reviewedUtterances')
      .some(
        (entry) =>
          entry.skill === selection.skill && normaliseUtterance(entry.utterance) === selection.utterance,
      );
    if (already) continue;
    organisation.insert('assistant', 'reviewedUtterances', {
      ...selection,
      reviewedBy,
      reviewedAt: context.clock.nowIso(),
    });
  }
}

export const dashboardOperations: GatewayOperation[] = [
  implement(contract.dashboardSummary, 'member', ({ context, caller, tenant: organisation, fields }) => {
    const tenant = requireTenant(caller);
    const query = jsonObjectField(fields, 'QueryData');
    const start = instantField(query, 'start_date');
    const end = instantField(query, 'end_date');
    if (typeof query.tenant !== 'string' || !query.tenant.trim()) throw badRequest('tenant is required.');
    if (query.tenant.trim() !== tenant)
      throw forbidden('You may only see your own organisation’s dashboard.');
    if (start > end) throw badRequest('start_date must not be after end_date.');
    if (end - start > MAX_RANGE_DAYS * 24 * 60 * 60 * 1000) {
      throw badRequest(`The date range must not be longer than ${MAX_RANGE_DAYS} days.`);
    }
    return {
      code: 200,
      data: dashboardSummary({
        turns: organisation.rows('assistant', 'conversations'),
        tenant,
        start,
        end,
        reviewed: organisation.rows('assistant', 'reviewedUtterances'),
        skillName: skillNameResolver(context),
      }),
    };
  }),
  implement(contract.reviewMissingUtterances, 'member', ({ context, caller, tenant, fields }) => {
    const selections = reviewSelections(fields);
    markReviewed(context, caller, tenant, selections);
    return {
      status: 'success',
      code: 200,
      message: `Successfully marked (${selections.length}) utterance(s) as Reviewed.`,
    };
  }),
];
