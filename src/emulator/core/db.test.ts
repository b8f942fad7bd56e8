/**
 * Per-module persistence: each module is stored apart with its own version; a version change re-seeds that
 * module alone; a write stores only the modules it changed. The store here copies like IndexedDB does.
 */
import { describe, expect, it } from 'vitest';

import { loadTenantConfig } from '@/config/tenant';

import { analyticsModule } from '../modules/analytics/module';
import { supportModule } from '../modules/support/module';

import { clock } from './clock';
import { createDb, type ModuleStore, type StoredModule, type WindowChannel } from './db';
import type { EmulatorModule } from './module';

const config = await loadTenantConfig('demo');

/** A store in memory that keeps copies, as IndexedDB would, and records which modules each write stored. */
function copyingStore() {
  const records = new Map<string, StoredModule>();
  const writes: string[][] = [];
  const store: ModuleStore = {
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
      writes.push(entries.map(([name]) => name).sort());
      return Promise.resolve();
    },
  };
  return { store, records, writes };
}

const open = (modules: readonly EmulatorModule[], store: ModuleStore) =>
  createDb({ modules, input: { config, clock }, persistence: { store } });

const report = (id: string) => ({
  id,
  tenant: 't',
  reporter: 'r',
  summary: 's',
  description: 'd',
  environment: '',
  page: '/',
  browser: 'b',
  appVersion: '1',
  createdAt: clock.nowIso(),
});

describe('per-module persistence', () => {
  it('stores each module apart and writes only the modules a change named, once per turn', async () => {
    const { store, records, writes } = copyingStore();
    const db = await open([supportModule, analyticsModule], store);
    await db.flush();
    expect(writes).toEqual([['analytics', 'support']]);
    expect(records.get('support')).toEqual({ version: supportModule.version, state: { bugReports: [] } });

    db.update('support', (state) => {
      state.bugReports.push(report('a'));
    });
    db.update('support', (state) => {
      state.bugReports.push(report('b'));
    });
    await db.flush();
    // Two changes in one turn, one write, of the support module only.
    expect(writes.slice(1)).toEqual([['support']]);
    expect((records.get('support')?.state as { bugReports: unknown[] }).bugReports).toHaveLength(2);
  });

  it('re-seeds only the module whose version changed, keeping the other modules’ demo data', async () => {
    const { store } = copyingStore();
    const first = await open([supportModule, analyticsModule], store);
    first.update('support', (state) => {
      state.bugReports.push(report('kept?'));
    });
    first.update('analytics', (state) => {
      state.events.push({
        id: 'e',
        tenant: 't',
        sub: 's',
        appId: 'a',
        name: 'login',
        attributes: {},
        createdAt: '',
      });
    });
    await first.flush();

    const bumped = { ...supportModule, version: supportModule.version + 1 };
    const second = await open([bumped, analyticsModule], store);
    expect(second.state.support.bugReports).toEqual([]);
    expect(second.state.analytics.events.map((event) => event.id)).toEqual(['e']);
  });

  it('migrates a module that knows how, instead of re-seeding it', async () => {
    const { store } = copyingStore();
    const first = await open([supportModule], store);
    first.update('support', (state) => {
      state.bugReports.push(report('old'));
    });
    await first.flush();
    const migrating: EmulatorModule<'support', { bugReports: { id: string }[] }> = {
      ...supportModule,
      version: supportModule.version + 1,
      migrate: (stored, storedVersion) =>
        storedVersion === supportModule.version ? (stored as { bugReports: { id: string }[] }) : undefined,
    };
    const second = await open([migrating], store);
    expect(second.state.support.bugReports.map((entry) => entry.id)).toEqual(['old']);
  });

  it('stores again on load only a module whose refresh changed it', async () => {
    const { store, writes } = copyingStore();
    const first = await open([supportModule, analyticsModule], store);
    await first.flush();
    const unchanged = { ...supportModule, refresh: (state: { bugReports: unknown[] }) => state };
    const extended = {
      ...analyticsModule,
      refresh: (state: { events: unknown[] }) => ({ ...state, events: [...state.events] }),
    };
    const second = await open([unchanged, extended], store);
    await second.flush();
    expect(writes.slice(1)).toEqual([['analytics']]);
  });

  it('reset re-seeds every module and stores them all', async () => {
    const { store, writes } = copyingStore();
    const db = await open([supportModule, analyticsModule], store);
    db.update('support', (state) => {
      state.bugReports.push(report('gone'));
    });
    await db.reset();
    expect(db.state.support.bugReports).toEqual([]);
    expect(writes.at(-1)).toEqual(['analytics', 'support']);
  });
});

/** The demo's windows, in one process: what one posts, the others hear (not the poster, as BroadcastChannel). */
function windowsOf() {
  const listeners = new Map<WindowChannel, (names: readonly string[]) => void>();
  const channel = (): WindowChannel => {
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
  return channel;
}

describe('windows of one demo (the account-link pop-up)', () => {
  it('see each other’s stored changes: a window reloads the modules another stored', async () => {
    const { store } = copyingStore();
    const channel = windowsOf();
    const opener = await createDb({
      modules: [supportModule],
      input: { config, clock },
      persistence: { store },
      windows: channel(),
    });
    await opener.flush();
    const popup = await createDb({
      modules: [supportModule],
      input: { config, clock },
      persistence: { store },
      windows: channel(),
    });
    let redrawn = 0;
    opener.subscribe(() => {
      redrawn += 1;
    });

    popup.update('support', (state) => {
      state.bugReports.push(report('from the pop-up'));
    });
    await popup.flush();
    await opener.flush();
    expect(opener.state.support.bugReports.map((entry) => entry.id)).toEqual(['from the pop-up']);
    expect(redrawn).toBeGreaterThan(0);
  });

  it('keeps its own unsaved change rather than an older stored copy', async () => {
    const { store } = copyingStore();
    const channel = windowsOf();
    const opener = await createDb({
      modules: [supportModule],
      input: { config, clock },
      persistence: { store },
      windows: channel(),
    });
    const popup = await createDb({
      modules: [supportModule],
      input: { config, clock },
      persistence: { store },
      windows: channel(),
    });
    await Promise.all([opener.flush(), popup.flush()]);
    popup.update('support', (state) => {
      state.bugReports.push(report('popup'));
    });
    opener.update('support', (state) => {
      state.bugReports.push(report('opener'));
    });
    await popup.flush();
    await opener.flush();
    expect(opener.state.support.bugReports.map((entry) => entry.id)).toContain('opener');
  });

  it('takes no stored copy written by another version of a module, and memory persistence talks to no window', async () => {
    const { store } = copyingStore();
    const channel = windowsOf();
    const current = await createDb({
      modules: [supportModule],
      input: { config, clock },
      persistence: { store },
      windows: channel(),
    });
    await current.flush();
    // An older build of the demo in another tab stores its shape of the module.
    const older = await createDb({
      modules: [{ ...supportModule, version: supportModule.version + 1 }],
      input: { config, clock },
      persistence: { store },
      windows: channel(),
    });
    older.update('support', (state) => {
      state.bugReports.push(report('other version'));
    });
    await older.flush();
    await current.flush();
    expect(current.state.support.bugReports).toEqual([]);

    const posted: string[][] = [];
    const memory = await createDb({
      modules: [supportModule],
      input: { config, clock },
      persistence: 'memory',
      windows: {
        post: (names) => posted.push([...names]),
        subscribe: () => () => undefined,
      },
    });
    memory.update('support', (state) => {
      state.bugReports.push(report('in memory'));
    });
    await memory.flush();
    expect(posted).toEqual([]);
  });
});

