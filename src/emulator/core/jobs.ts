/**
 * Jobs: work of the emulated cloud that completes after a delay on the emulator clock (a bot build, an upload
 * being processed, a clustering run). A job is kept in the state (module `jobs`) until it has run, so a page
 * reload in the middle still completes it: due jobs run as soon as the emulator starts again. The timers are
 * plain `setTimeout`s, so tests drive them with `vi.useFakeTimers()` and `vi.advanceTimersByTimeAsync`.
 */
import { defineModule, type JobHandler } from './module';
import type { EmulatorContext, JobRecord, Jobs, JobsState } from './types';

export type { Jobs } from './types';

declare module './types' {
  interface EmulatorModuleStates {
    jobs: JobsState;
  }
}

export const jobsModule = defineModule({
  name: 'jobs',
  version: 1,
  seed: (): JobsState => ({ pending: [] }),
});

export function createJobs(context: () => EmulatorContext, handlers: ReadonlyMap<string, JobHandler>): Jobs {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Only a started runner arms timers; another window of the demo only stores the jobs it schedules. */
  let running = false;

  const run = async (id: string) => {
    timers.delete(id);
    const ctx = context();
    const job = ctx.db.state.jobs.pending.find((candidate) => candidate.id === id);
    if (!job) return;
    ctx.db.update('jobs', (state) => {
      state.pending = state.pending.filter((candidate) => candidate.id !== id);
    });
    const handler = handlers.get(job.kind);
    if (!handler) {
      console.warn(`[emulator] no module runs jobs of kind ${job.kind}; dropped`);
      return;
    }
    try {
      await handler(ctx, job.payload as never);
    } catch (error) {
      console.error(`[emulator] job ${job.kind} failed`, error);
    }
  };

  /**
   * A job just scheduled waits its whole delay; one restored from storage waits what is left of it. (Reading the
   * clock again for the first could take the milliseconds spent storing the job off its delay.)
   */
  const arm = (job: JobRecord, delay = Math.max(0, job.dueAt - context().clock.now())) => {
    timers.set(
      job.id,
      setTimeout(() => void run(job.id), delay),
    );
  };

  return {
    schedule(kind, payload, delayMs) {
      if (!handlers.has(kind)) throw new Error(`No module runs jobs of kind ${kind}`);
      const ctx = context();
      const job: JobRecord = {
        id: crypto.randomUUID(),
        kind,
        payload: structuredClone(payload),
        dueAt: ctx.clock.now() + Math.max(0, delayMs),
      };
      ctx.db.update('jobs', (state) => {
        state.pending.push(job);
      });
      if (running) arm(job, Math.max(0, delayMs));
      return job.id;
    },
    pending: () => context().db.state.jobs.pending.toSorted((a, b) => a.dueAt - b.dueAt),
    start() {
      running = true;
      for (const job of context().db.state.jobs.pending) if (!timers.has(job.id)) arm(job);
    },
    stop() {
      running = false;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

/**
 * Makes this window the one that runs the demo's jobs: the stored ones now, and from then on those another
 * window of the same demo stores (it schedules without running; its `jobs` module reaches this window through
 * the cross-window reload of db.ts, which notifies the subscribers). Returns the unsubscribe.
 */
export function runJobsHere(context: EmulatorContext): () => void {
  context.jobs.start();
  // Arms only jobs without a timer yet; a job that ran is already gone from `pending`.
  return context.db.subscribe(() => context.jobs.start());
}
