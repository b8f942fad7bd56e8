/**
 * The demo panel's utterance log tools: a log of any size for the Utterance Training page (10,000 rows to scroll,
 * 3,000 to cluster: issue 24's figures, `npm run measure:utterance-review`), and what the last clustering took.
 */
import type { EmulatorContext } from '../../core/types';
import { DEMO_TENANT } from '../../seed';
import { tenantMatcher } from '../lex/bot';

import { ownChatbot } from './chatbot';
import { DEMO_LOG_TEXTS, generator, LOG_DAYS, logOf } from './seed';

export const LOG_SIZE_MAX = 20_000;

/**
 * Replaces the organisation's untrained log with `count` utterances of the seeded texts (in turn, each said once
 * more when the texts run out), spread over the last 30 days and judged by the bot as it is now.
 */
export function replaceLog(context: EmulatorContext, count: number, tenant = DEMO_TENANT): number {
  if (!Number.isInteger(count) || count < 1 || count > LOG_SIZE_MAX) {
    throw new Error(`Choose 1 to ${LOG_SIZE_MAX.toLocaleString('en-US')} utterances.`);
  }
  const texts = Array.from(
    { length: count },
    (_, index) => DEMO_LOG_TEXTS[index % DEMO_LOG_TEXTS.length] ?? '',
  );
  const matcher = tenantMatcher(context, tenant, ownChatbot(context, tenant));
  const now = context.clock.now();
  const span = { end: now, days: LOG_DAYS };
  const log = logOf(tenant, `${tenant}-filled`, texts, matcher, span, generator(count), 0);
  context.db.update('utteranceTraining', (state) => {
    state.utterances = [...state.utterances.filter((row) => row.tenant !== tenant || row.trained), ...log];
    // The replaced log ends now: the refresh extends it from here, not from the days the seed reached.
    if (tenant === DEMO_TENANT) state.seededThrough = now;
  });
  return log.length;
}

/** The last clustering this window ran: not stored (a figure for the demo panel and the measure script). */
export interface ClusterRun {
  utterances: number;
  clusters: number;
  ms: number;
}
let lastRun: ClusterRun | null = null;
export const lastClusterRun = () => lastRun;
export function clusterRunFinished(run: ClusterRun) {
  lastRun = run;
}
