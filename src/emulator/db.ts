import { clock } from './clock';
import type { EmulatorDb, EmulatorState } from './types';

/** Bumped when the state's shape changes, so an old IndexedDB snapshot is re-seeded rather than misread. */
export const STATE_VERSION = 5;

type Seeder = () => Promise<EmulatorState>;

interface SnapshotStore {
  load(): Promise<EmulatorState | undefined>;
  save(state: EmulatorState): Promise<void>;
}

const memoryStore: SnapshotStore = {
  load: () => Promise.resolve(undefined),
  save: () => Promise.resolve(),
};

/** One IndexedDB database per tenant preview, holding a single JSON snapshot of the emulated cloud. */
function indexedDbStore(name: string): SnapshotStore {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore('snapshot');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error(`Cannot open ${name}`));
    });
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) => {
    const database = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const request = action(database.transaction('snapshot', mode).objectStore('snapshot'));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${mode} failed`));
      });
    } finally {
      database.close();
    }
  };
  return {
    load: () => run('readonly', (store) => store.get('state') as IDBRequest<EmulatorState | undefined>),
    save: async (state) => {
      await run('readwrite', (store) => store.put(state, 'state'));
    },
  };
}

export async function createDb(options: {
  seed: Seeder;
  persistence: 'memory' | { indexedDb: string };
}): Promise<EmulatorDb> {
  const store =
    options.persistence === 'memory' ? memoryStore : indexedDbStore(options.persistence.indexedDb);
  const saved = await store.load();
  let state = saved?.version === STATE_VERSION ? saved : await options.seed();
  if (state !== saved) await store.save(state);
  // Writes are chained so that they reach storage in order, however fast the handlers change state.
  let pending: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  const persist = () => {
    // The snapshot freezes this write's state until IndexedDB takes it; memory keeps nothing to freeze, and
    // copying the seeded conversations (~2 MB) on every write would slow every test.
    if (store !== memoryStore) {
      const snapshot = structuredClone(state);
      pending = pending.then(() => store.save(snapshot));
    }
    for (const listener of listeners) listener();
  };
  return {
    get state() {
      return state;
    },
    update(change) {
      const result = change(state);
      persist();
      return result;
    },
    async reset() {
      state = await options.seed();
      persist();
      await pending;
    },
    flush: () => pending,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Ids in the shapes the real services use. */
export const newId = () => crypto.randomUUID();
/** The emulator clock's now, as the ISO timestamps stored records carry. */
export const nowIso = () => clock.nowIso();
