import { defineModule } from '../../core/module';

import { CLUSTER_JOB, type ClusterJob, runClusterJob } from './cluster-job';
import { utteranceTrainingOperations } from './operations';
import { seedUtteranceTraining } from './seed';
import { UtteranceLogTab } from './UtteranceLogTab';

/**
 * Utterance training (spec 3, issue 24): each organisation's conversation log as the audit indices keep it, its
 * entity types, the feedback administrators save and what it teaches the bot (read by lex/bot.ts), the
 * gateway operations of the Utterance Training page, and the cluster job.
 */
export const utteranceTrainingModule = defineModule({
  name: 'utteranceTraining',
  // Bump when UtteranceTrainingModuleState (state.ts) changes shape: only this module's demo data is seeded again.
  version: 2,
  seed: seedUtteranceTraining,
  operations: utteranceTrainingOperations,
  jobs: { [CLUSTER_JOB]: (context, job: ClusterJob) => runClusterJob(context, job) },
  demoTab: { label: 'Utterance log', Panel: UtteranceLogTab, order: 50 },
});
