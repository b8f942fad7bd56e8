import { http, type RequestHandler } from 'msw';

import type { TenantConfig } from '@/config/tenant-schema';

import { clock } from './core/clock';
import { broadcastWindowChannel, createDb, type ModuleStore } from './core/db';
import { FaultRegistry } from './core/faults';
import { envelopeHandlers } from './core/gateway/envelope';
import { preflight } from './core/http';
import { createJobs } from './core/jobs';
import type { EmulatorModule, JobHandler, SeedInput } from './core/module';
import { emulatorModules } from './core/modules';
import type { EmulatorContext, EmulatorState } from './core/types';

const modules: readonly EmulatorModule[] = emulatorModules;

/** Every handler of the emulated cloud, for the browser worker and for msw/node alike, from the modules. */
export function createEmulatorHandlers(context: EmulatorContext): RequestHandler[] {
  return [
    // Answer every CORS preflight first: jsdom sends them for every cross-origin call.
    http.options(/^https?:\/\//, ({ request }) => preflight(request)),
    ...envelopeHandlers(
      context,
      modules.flatMap((module) => module.operations ?? []),
    ),
    ...modules.flatMap((module) => module.handlers?.(context) ?? []),
  ];
}

/** The job kinds of every module; a kind declared twice is a mistake. */
function jobHandlers(): Map<string, JobHandler> {
  const handlers = new Map<string, JobHandler>();
  for (const module of modules) {
    for (const [kind, handler] of Object.entries(module.jobs ?? {})) {
      if (handlers.has(kind)) throw new Error(`Job kind ${kind} is declared by two emulator modules`);
      handlers.set(kind, handler);
    }
  }
  return handlers;
}

export async function createEmulatorContext(
  config: TenantConfig,
  persistence: 'memory' | 'indexeddb' | { store: ModuleStore },
  /** `runJobs: false`: the caller decides which window runs the jobs (browser.ts, one of the demo's windows). */
  options: { runJobs?: boolean } = {},
): Promise<EmulatorContext> {
  const db = await createDb({
    modules,
    input: { config, clock },
    persistence:
      persistence === 'indexeddb' ? { indexedDb: `assistant-portal-emulator-${config.id}` } : persistence,
    // The demo's windows (the account-link pop-up) share one emulated cloud.
    ...(persistence === 'indexeddb'
      ? { windows: broadcastWindowChannel(`assistant-portal-emulator-${config.id}`) }
      : {}),
  });
  const context: EmulatorContext = {
    db,
    config,
    faults: new FaultRegistry(),
    clock,
    jobs: createJobs(() => context, jobHandlers()),
  };
  // Jobs stored before a reload: due ones run now, the others when they fall due.
  if (options.runJobs ?? true) context.jobs.start();
  return context;
}

/**
 * A store that starts every cloud made from it with a copy of the same seeded records and keeps nothing: the
 * tests seed once per tenant and worker, then give each test its own copy (structuredClone: the same isolation
 * as seeding anew, without recomputing months of seeded history for every test).
 */
export async function seededSnapshotStore(config: TenantConfig): Promise<ModuleStore> {
  const seeded = await seedState({ config, clock });
  const records = new Map(
    modules.map((module) => [
      module.name,
      { version: module.version, state: seeded[module.name as keyof EmulatorState] },
    ]),
  );
  return {
    loadAll: () => Promise.resolve(structuredClone(records)),
    save: () => Promise.resolve(),
  };
}

/** A fresh seed of every module, as of the input's clock (tests of the seed). */
export async function seedState(input: SeedInput): Promise<EmulatorState> {
  const state: Record<string, unknown> = {};
  for (const module of modules) state[module.name] = await module.seed(input);
  return state as unknown as EmulatorState;
}

export type { EmulatorContext } from './core/types';
export { profilePictureBucket } from './modules/s3/buckets';
