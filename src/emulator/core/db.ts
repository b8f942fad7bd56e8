import { yieldToMain } from '@/lib/yield';

import { clock } from './clock';
import type { EmulatorDb, EmulatorState, ModuleName, SeedInput } from './types';

/** What the store needs of a module (see module.ts): its name, version, seed, migration and refresh. */
export interface PersistedModule {
  readonly name: string;
  readonly version: number;
  seed(input: SeedInput): unknown;
  migrate?(stored: unknown, storedVersion: number): unknown;
  refresh?(state: never, input: SeedInput): unknown;
}

/** What storage keeps of one module: its state and the version of the module that wrote it. */
export interface StoredModule {
  version: number;
  state: unknown;
}

/** Where the modules' states are kept between page loads. */
export interface ModuleStore {
  loadAll(): Promise<Map<string, StoredModule>>;
  /** The named modules' stored records (another window changed them). */
  load?(names: readonly string[]): Promise<Map<string, StoredModule>>;
  /** Stores each named module's state as it is at the call (IndexedDB copies it synchronously in `put`). */
  save(records: [string, StoredModule][]): Promise<void>;
}

/** Tests keep the state in memory: nothing is stored, nothing copied. */
const memoryStore: ModuleStore = {
  loadAll: () => Promise.resolve(new Map()),
  save: () => Promise.resolve(),
};

const STORE = 'modules';

/**
 * One IndexedDB database per tenant preview, with one record per module (`{ version, state }`, keyed by the
 * module's name). Version 2 of the database replaced the single snapshot of version 1; an old snapshot is
 * dropped on upgrade, so the demo re-seeds once.
 */
function indexedDbStore(name: string): ModuleStore {
  let database: Promise<IDBDatabase> | undefined;
  const open = () =>
    (database ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 2);
      request.onupgradeneeded = () => {
        const db = request.result;
        if (db.objectStoreNames.contains('snapshot')) db.deleteObjectStore('snapshot');
        if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error(`Cannot open ${name}`));
    }));
  const done = (transaction: IDBTransaction) =>
    new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
    });
  return {
    async loadAll() {
      const transaction = (await open()).transaction(STORE, 'readonly');
      const store = transaction.objectStore(STORE);
      const [keys, values] = await Promise.all(
        [store.getAllKeys(), store.getAll()].map(
          (request) =>
            new Promise<unknown[]>((resolve, reject) => {
              request.onsuccess = () => resolve(request.result as unknown[]);
              request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
            }),
        ),
      );
      return new Map((keys ?? []).map((key, index) => [String(key), values?.[index] as StoredModule]));
    },
    async load(names) {
      const transaction = (await open()).transaction(STORE, 'readonly');
      const store = transaction.objectStore(STORE);
      const entries = await Promise.all(
        names.map(
          (key) =>
            new Promise<[string, StoredModule | undefined]>((resolve, reject) => {
              const request = store.get(key);
              request.onsuccess = () => resolve([key, request.result as StoredModule | undefined]);
              request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
            }),
        ),
      );
      return new Map(entries.filter((entry): entry is [string, StoredModule] => entry[1] !== undefined));
    },
    async save(records) {
      const transaction = (await open()).transaction(STORE, 'readwrite');
      const store = transaction.objectStore(STORE);
      for (const [key, record] of records) store.put(record, key);
      await done(transaction);
    },
  };
}

/** A module's state from what was stored: as stored, migrated, or (another version, no migration) seeded. */
async function loadModule(
  module: PersistedModule,
  stored: StoredModule | undefined,
  input: SeedInput,
): Promise<{ state: unknown; changed: boolean }> {
  if (stored && stored.version === module.version) {
    if (!module.refresh) return { state: stored.state, changed: false };
    // A refresh that changed nothing returns the same object: nothing to store again.
    const refreshed = module.refresh(stored.state as never, input);
    return { state: refreshed, changed: refreshed !== stored.state };
  }
  const migrated = stored ? module.migrate?.(stored.state, stored.version) : undefined;
  if (migrated !== undefined) {
    return { state: module.refresh ? module.refresh(migrated as never, input) : migrated, changed: true };
  }
  return { state: await module.seed(input), changed: true };
}

/**
 * How the windows of one demo tell each other which modules they stored (the account-link pop-up runs its own
 * copy of the emulated cloud over the same IndexedDB): a BroadcastChannel in the browser.
 */
export interface WindowChannel {
  post(names: readonly string[]): void;
  subscribe(listener: (names: readonly string[]) => void): () => void;
}

export function broadcastWindowChannel(name: string): WindowChannel | undefined {
  if (typeof BroadcastChannel !== 'function') return undefined;
  const channel = new BroadcastChannel(name);
  return {
    post: (names) => channel.postMessage([...names]),
    subscribe(listener) {
      const onMessage = (event: MessageEvent<unknown>) => {
        if (Array.isArray(event.data))
          listener(event.data.filter((item): item is string => typeof item === 'string'));
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

/**
 * The emulated cloud's state, one namespace per module. Each module is stored apart with its own version: a
 * module whose stored version differs re-seeds (or migrates) alone. A write stores only the modules it named,
 * once per turn of the event loop however many writes there were.
 */
export async function createDb(options: {
  modules: readonly PersistedModule[];
  input: SeedInput;
  /** `store`: any other storage (tests of persistence use one in memory that copies like IndexedDB). */
  persistence: 'memory' | { indexedDb: string } | { store: ModuleStore };
  /** Other windows of the same demo: what one stores, the others reload (a stored module is the truth). */
  windows?: WindowChannel;
}): Promise<EmulatorDb> {
  const { modules, input, persistence, windows } = options;
  const store =
    persistence === 'memory'
      ? memoryStore
      : 'store' in persistence
        ? persistence.store
        : indexedDbStore(persistence.indexedDb);
  const byName = new Map(modules.map((module) => [module.name, module]));
  const stored = await store.loadAll();
  const state: Record<string, unknown> = {};
  const dirty = new Set<string>();
  for (const module of modules) {
    // Each module's seed (or migration) in a task of its own: the page stays responsive meanwhile.
    await yieldToMain();
    const loaded = await loadModule(module, stored.get(module.name), input);
    state[module.name] = loaded.state;
    if (loaded.changed) dirty.add(module.name);
  }

  // Writes are chained so that they reach storage in order, however fast the handlers change state.
  let pending: Promise<void> = Promise.resolve();
  let scheduled = false;
  const listeners = new Set<() => void>();
  const write = () => {
    scheduled = false;
    const names = [...dirty];
    dirty.clear();
    if (names.length === 0) return Promise.resolve();
    // The state object is handed to IndexedDB, which copies it inside `put`: no copy of our own.
    return store
      .save(names.map((name) => [name, { version: byName.get(name)?.version ?? 0, state: state[name] }]))
      .then(() => windows?.post(names));
  };
  const persist = (names: readonly string[]) => {
    if (store !== memoryStore) {
      for (const name of names) dirty.add(name);
      if (!scheduled) {
        scheduled = true;
        pending = pending.then(write, write);
      }
    }
    for (const listener of listeners) listener();
  };
  if (store === memoryStore) dirty.clear();
  else if (dirty.size > 0) persist([]);

  // Another window stored these modules: take its copy (same module version only), unless ours is unsaved.
  windows?.subscribe((names) => {
    const wanted = names.filter((name) => byName.has(name) && !dirty.has(name));
    if (wanted.length === 0 || !store.load) return;
    const load = store.load.bind(store);
    const reload = () =>
      load(wanted).then((records) => {
        for (const [name, record] of records) {
          if (record.version === byName.get(name)?.version && !dirty.has(name)) state[name] = record.state;
        }
        for (const listener of listeners) listener();
      });
    // In the write chain: a request handled meanwhile waits for it (`flush`).
    pending = pending.then(reload, reload);
  });

  const db = {
    get state() {
      return state as unknown as EmulatorState;
    },
    update(target: ModuleName | readonly ModuleName[], change: (state: never) => unknown) {
      const names = typeof target === 'string' ? [target] : target;
      for (const name of names) if (!byName.has(name)) throw new Error(`No emulator module ${name}`);
      const result = change((typeof target === 'string' ? state[target] : state) as never);
      persist(names);
      return result;
    },
    async reset() {
      for (const module of modules) state[module.name] = await module.seed(input);
      persist(modules.map((module) => module.name));
      await pending;
    },
    flush: () => pending,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return db;
}

/** Ids in the shapes the real services use. */
export const newId = () => crypto.randomUUID();
/** The emulator clock's now, as the ISO timestamps stored records carry. */
export const nowIso = () => clock.nowIso();
