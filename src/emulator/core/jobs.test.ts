/**
 * Jobs: work that completes after a delay on the emulator clock, driven here with fake timers; a job stored
 * before a reload still runs after it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadTenantConfig } from '@/config/tenant';

import { supportModule } from '../modules/support/module';

import { clock } from './clock';
import { createDb, type ModuleStore, type StoredModule, type WindowChannel } from './db';
import { FaultRegistry } from './faults';
import { createJobs, jobsModule, runJobsHere } from './jobs';
import type { JobHandler } from './module';
import type { EmulatorContext } from './types';

const config = await loadTenantConfig('demo');

function copyingStore(): ModuleStore {
  const records = new Map<string, StoredModule>();
  return {
    loadAll: () =>
      Promise.resolve(new Map([...records].map(([name, record]) => [name, structuredClone(record)]))),
    load: (names) =>
      Promise.resolve(
        new Map(
          names.flatMap((name) => {
            const record = records.get(name);
            return record ? [[name, structuredClone(record)] as [string, StoredModule]] : [];
          }),
        ),
      ),
    save: (entries) => {
      for (const [name, record] of entries) records.set(name, structuredClone(record));
      return Promise.resolve();
    },
  };
}

/** The demo's windows in one process: what one posts, the others hear (as a BroadcastChannel). */
function windowsOf() {
  const listeners = new Map<WindowChannel, (names: readonly string[]) => void>();
  return (): WindowChannel => {
    const self: WindowChannel = {
      post: (names) => {
        for (const [other, listener] of listeners) if (other !== self) listener(names);
      },
      subscribe: (listener) => {
        listeners.set(self, listener);
        return () => listeners.delete(self);
      },
    };
    return self;
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

async function startContext(
  store: ModuleStore,
  options: { windows?: WindowChannel; run?: boolean } = {},
): Promise<EmulatorContext> {
  const db = await createDb({
    modules: [supportModule, jobsModule],
    input: { config, clock },
    persistence: { store },
    ...(options.windows ? { windows: options.windows } : {}),
  });
  const context: EmulatorContext = {
    db,
    config,
    faults: new FaultRegistry(),
    clock,
    jobs: createJobs(() => context, new Map([['build', fileReport]])),
  };
  if (options.run ?? true) context.jobs.start();
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

  it('runs in one window of the demo: the pop-up stores what it schedules, the running window runs it once', async () => {
    vi.useFakeTimers();
    const store = copyingStore();
    const channel = windowsOf();
    const opener = await startContext(store, { windows: channel(), run: false });
    const stopFollowing = runJobsHere(opener);
    opener.jobs.schedule('build', { id: 'opener' }, 5_000);
    await opener.db.flush();
    // The pop-up opens over the same storage, with the opener's job pending: it does not run it.
    const popup = await startContext(store, { windows: channel(), run: false });
    expect(popup.jobs.pending()).toHaveLength(1);
    popup.jobs.schedule('build', { id: 'pop-up' }, 10_000);
    await popup.db.flush();
    await opener.db.flush();
    expect(opener.jobs.pending().map((job) => job.payload)).toEqual([{ id: 'opener' }, { id: 'pop-up' }]);

    await vi.advanceTimersByTimeAsync(10_000);
    await opener.db.flush();
    await popup.db.flush();
    expect(opener.db.state.support.bugReports.map((entry) => entry.id)).toEqual(['opener', 'pop-up']);
    // Ran once: the pop-up ran nothing and sees the opener's reports and an empty queue.
    expect(popup.db.state.support.bugReports.map((entry) => entry.id)).toEqual(['opener', 'pop-up']);
    expect(popup.jobs.pending()).toEqual([]);
    stopFollowing();
    opener.jobs.stop();
  });
});
