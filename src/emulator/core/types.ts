/**
 * The emulator's infrastructure types: the context every handler and operation receives, the seed's input,
 * the jobs, the db, and the registry of module states that each module fills from its own state.ts.
 */
import type { TenantConfig } from '@/config/tenant-schema';

import type { Clock, EmulatorClock } from './clock';
import type { FaultRegistry } from './faults';

/** Work due at `dueAt` on the emulator clock (see jobs.ts); kept in the state so a reload still runs it. */
export interface JobRecord {
  id: string;
  kind: string;
  payload: unknown;
  /** Epoch milliseconds. */
  dueAt: number;
}

export interface JobsState {
  pending: JobRecord[];
}

/**
 * Each module's state under the module's name. A module declares its entry in its own state.ts, by declaration
 * merging (`declare module '../../core/types' { interface EmulatorModuleStates { name: State } }`), and
 * `modules.ts` checks at compile time that these entries and the registered modules agree.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface EmulatorModuleStates {}

/** Everything the emulated cloud knows: each module's state under its name. */
export type EmulatorState = EmulatorModuleStates;
export type ModuleName = Extract<keyof EmulatorState, string>;

/** What a module's seed (and refresh) is given. */
export interface SeedInput {
  config: TenantConfig;
  /** The emulator clock: what "now" is for the seed (seeded history ends today). */
  clock: Clock;
}

/** Work that completes later on the emulator clock (see jobs.ts). */
export interface Jobs {
  /**
   * Runs `kind`'s handler with `payload` (plain JSON) after `delayMs` on the clock; returns the job's id. Before
   * `start` (a window of the demo that does not run jobs) the job is only stored, for the running window.
   */
  schedule(kind: string, payload: unknown, delayMs: number): string;
  /** The jobs not run yet, soonest first. */
  pending(): readonly JobRecord[];
  /** Starts the timers of the stored jobs (due ones run at once) and of those scheduled from then on. */
  start(): void;
  /** Clears every timer (the jobs stay stored): the emulator is being dropped. */
  stop(): void;
}

export interface EmulatorDb {
  /** The current state; read-only by convention: change it through `update`. */
  readonly state: EmulatorState;
  /**
   * Changes one module's state and persists that module (IndexedDB in the browser; nothing in tests). Only the
   * modules named are written, so change another module's state through its own `update`.
   */
  update<K extends ModuleName, T>(module: K, change: (state: EmulatorState[K]) => T): T;
  /** Changes several modules at once: `change` receives the whole state; every module named is written. */
  update<T>(modules: readonly ModuleName[], change: (state: EmulatorState) => T): T;
  /** Replaces everything with a fresh seed. */
  reset(): Promise<void>;
  /** Resolves when every pending write has reached storage. */
  flush(): Promise<void>;
  /** Calls `listener` after every change (the demo outbox panel redraws with it). */
  subscribe(listener: () => void): () => void;
}

/** What every handler module receives. */
export interface EmulatorContext {
  db: EmulatorDb;
  config: TenantConfig;
  faults: FaultRegistry;
  /** The emulator's clock: every "now" of a handler comes from here. */
  clock: EmulatorClock;
  /** Work that completes later on that clock (bot builds, uploads, clustering). */
  jobs: Jobs;
}
