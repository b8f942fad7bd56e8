/**
 * Jobs: work that completes after a delay on the emulator clock, driven here with fake timers; a job stored
 * before a reload still runs after it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadTenantConfig } from '@/config/tenant';

import { clock } from './clock';
import { createDb, type ModuleStore, type StoredModule } from './db';
import { FaultRegistry } from './faults';
import { createJobs, jobsModule } from './jobs';
import type { JobHandler } from './module';
import { supportModule } from './support/module';
import type { EmulatorContext } from './types';

const config = await loadTenantConfig('demo');

function copyingStore(): ModuleStore {
  const records = new Map<string, StoredModule>();
  return {
    loadAll: () =>
      Promise.resolve(new Map([...records].map(([name, record]) => [name, structuredClone(record)]))),
    save: (entries) => {
      for (const [name, record] of entries) records.set(name, structuredClone(record));
      return Promise.resolve();
    },
  };
}

/** A finished "build" files a report, so the test can see that the job ran and with what. */
const fileReport: JobHandler<{ id: string }> = (context, payload) => {
  context.db.update('support', (state) => {
    state.bugReports.push({
      id: payload.id,
      tenant: 't',
      reporter: 'job',
      summary: `done at ${context.clock.nowIso()}`,
      description: '',
      environment: '',
      page: '/',
      browser: '',
      appVersion: '',
      createdAt: context.clock.nowIso(),
    });
  });
};

async function startContext(store: ModuleStore): Promise<EmulatorContext> {
  const db = await createDb({
    modules: [supportModule, jobsModule],
    input: { config, clock },
    persistence: { store },
  });
  const context: EmulatorContext = {
    db,
    config,
    faults: new FaultRegistry(),
    clock,
    jobs: createJobs(() => context, new Map([['build', fileReport]])),
  };
  context.jobs.start();
  return context;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('jobs', () => {
  it('runs a job once its delay has passed on the clock, and not before', async () => {
    vi.useFakeTimers();
    const context = await startContext(copyingStore());
    const started = clock.now();
    context.jobs.schedule('build', { id: 'first' }, 60_000);
    context.jobs.schedule('build', { id: 'second' }, 5_000);
    expect(context.jobs.pending().map((job) => job.payload)).toEqual([{ id: 'second' }, { id: 'first' }]);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(context.db.state.support.bugReports).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(context.db.state.support.bugReports.map((entry) => entry.id)).toEqual(['second']);
    expect(Date.parse(context.db.state.support.bugReports[0]?.createdAt ?? '')).toBe(started + 5_000);

    await vi.advanceTimersByTimeAsync(55_000);
    expect(context.db.state.support.bugReports.map((entry) => entry.id)).toEqual(['second', 'first']);
    expect(context.jobs.pending()).toEqual([]);
  });

  it('refuses a kind no module runs', async () => {
    const context = await startContext(copyingStore());
    expect(() => context.jobs.schedule('nobody', {}, 0)).toThrow(/No module runs jobs of kind nobody/);
  });

  it('completes a stored job after a reload: a due one at once, a later one when it falls due', async () => {
    vi.useFakeTimers();
    const store = copyingStore();
    const before = await startContext(store);
    before.jobs.schedule('build', { id: 'due' }, 10_000);
    before.jobs.schedule('build', { id: 'later' }, 120_000);
    await before.db.flush();
    // The page goes away mid-build…
    before.jobs.stop();
    // …and is opened again a minute later: the clock moved on while nothing ran.
    vi.setSystemTime(clock.now() + 60_000);
    const after = await startContext(store);
    expect(after.jobs.pending()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(after.db.state.support.bugReports.map((entry) => entry.id)).toEqual(['due']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(after.db.state.support.bugReports.map((entry) => entry.id)).toEqual(['due', 'later']);
    expect(after.jobs.pending()).toEqual([]);
    await after.db.flush();
    // The finished jobs are gone from storage too: a further reload runs nothing twice.
    const again = await startContext(store);
    expect(again.jobs.pending()).toEqual([]);
  });
});
