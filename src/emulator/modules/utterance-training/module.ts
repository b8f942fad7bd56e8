import { defineModule } from '../../core/module';
import { DEMO_TENANT } from '../../seed';

import { CLUSTER_JOB, type ClusterJob, runClusterJob } from './cluster-job';
import { utteranceTrainingOperations } from './operations';
import { extendDemoLog, seedUtteranceTraining } from './seed';
import type { UtteranceTrainingModuleState } from './state';

/**
 * Utterance training (spec 3, issue 24): each organisation's conversation log as the audit indices keep it (the
 * demo organisation's growing up to today), its entity types, the feedback administrators save and what it teaches
 * the bot (read by lex/bot.ts), the gateway operations of the Utterance Training page, and the cluster job.
 */
export const utteranceTrainingModule = defineModule({
  name: 'utteranceTraining',
  // Bump when UtteranceTrainingModuleState (state.ts) changes shape: only this module's demo data is seeded again.
  version: 3,
  seed: seedUtteranceTraining,
  // Version 2 had no seededThrough. Its log was all synthetic (chat turns were not logged yet), so it reached its
  // newest demo record; keeping the stored state keeps what administrators trained.
  migrate: (stored, storedVersion): UtteranceTrainingModuleState | undefined => {
    if (storedVersion !== 2 || typeof stored !== 'object' || stored === null) return undefined;
    const kept = stored as Omit<UtteranceTrainingModuleState, 'seededThrough'>;
    const newest = kept.utterances
      .filter((row) => row.tenant === DEMO_TENANT)
      .reduce((latest, row) => Math.max(latest, Date.parse(row.Time)), Number.NEGATIVE_INFINITY);
    return Number.isFinite(newest) ? { ...kept, seededThrough: newest } : undefined;
  },
  refresh: extendDemoLog,
  operations: utteranceTrainingOperations,
  jobs: { [CLUSTER_JOB]: (context, job: ClusterJob) => runClusterJob(context, job) },
  demoTab: {
    label: 'Utterance log',
    loadPanel: () => import('./UtteranceLogTab').then((panel) => panel.UtteranceLogTab),
    order: 50,
  },
});
