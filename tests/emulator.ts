import { setupServer } from 'msw/node';

import { loadTenantConfig } from '@/config/tenant';
import {
  createEmulatorContext,
  createEmulatorHandlers,
  type EmulatorContext,
  seededSnapshotStore,
} from '@/emulator';
import type { ModuleStore } from '@/emulator/core/db';

/**
 * The emulated cloud for vitest: the same handlers as the demo's service worker, through msw/node, with the
 * state in memory. Every test starts from its own copy of the seed (tests/setup/emulator.ts), which is computed once per
 * tenant and worker: every test starts at the same pinned instant (tests/clock.ts), so one seed serves all.
 */
export const server = setupServer();

let current: EmulatorContext | undefined;
const snapshots = new Map<string, Promise<ModuleStore>>();

/** Starts a fresh emulated cloud for the tenant and routes every request of the test to it. */
export async function startEmulator(tenantId = 'demo'): Promise<EmulatorContext> {
  const config = await loadTenantConfig(tenantId);
  let snapshot = snapshots.get(tenantId);
  if (!snapshot) {
    snapshot = seededSnapshotStore(config);
    snapshots.set(tenantId, snapshot);
  }
  const context = await createEmulatorContext(config, { store: await snapshot });
  server.resetHandlers(...createEmulatorHandlers(context));
  // The previous test's delayed jobs must not run against the next test's cloud.
  current?.jobs.stop();
  current = context;
  return context;
}

/** The emulated cloud of the running test. */
export function emulator(): EmulatorContext {
  if (!current) throw new Error('The emulator has not been started for this test');
  return current;
}

/** A gateway call the portal sent: its ApiCall and its body. */
export interface SentCall {
  apiCall: string;
  fields: Record<string, unknown>;
}

/**
 * Records every gateway call of the test (msw's request:start), in the order they were sent, until `stop`.
 * Bodies are read asynchronously: `of` awaits them.
 */
export function recordGatewayCalls() {
  const calls: SentCall[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'POST') return;
    pending.push(
      request
        .clone()
        .text()
        .then((text) => {
          try {
            const fields = JSON.parse(text) as Record<string, unknown>;
            if (typeof fields.ApiCall === 'string') calls.push({ apiCall: fields.ApiCall, fields });
          } catch {
            // Not a gateway call (Cognito's own requests are JSON too, but carry no ApiCall).
          }
        }),
    );
  };
  server.events.on('request:start', listener);
  return {
    /** The calls so far, or those of one operation. */
    async of(apiCall?: string) {
      await Promise.all(pending);
      return calls.filter((call) => apiCall === undefined || call.apiCall === apiCall);
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}
