/**
 * The bot build: which tasks the assistant answers once built, and why a build fails. A build is a job on the
 * emulator clock (BUILD_DURATION_MS); until it ends the status is BUILDING and the portal checks again after
 * REFRESH_INTERVAL_S.
 */
import type { Connection, ConnectionIntent } from '@/contracts/connections';

import type { EmulatorContext } from '../../core/types';

import { catalogueConnector, logoDataUrl } from './catalogue';
import {
  type BuildRecord,
  type BuiltTask,
  type ConnectionRecord,
  type ConnectionsModuleState,
  emptyBuild,
} from './state';

export const BUILD_JOB = 'connections/build';
/** A demo build takes a few seconds. */
export const BUILD_DURATION_MS = 4000;
/** The server-given refresh interval while building, in seconds. */
export const REFRESH_INTERVAL_S = 2;

export const INJECTED_FAILURE = 'The language model service timed out while deploying the assistant.';
export const INJECTED_WARNING = 'Built with warnings: 2 tasks share an example utterance.';

/** A connection's tasks as the portal sees them: the catalogue's and the organisation's own. */
export function tasksOf(record: ConnectionRecord): ConnectionIntent[] {
  const connector = catalogueConnector(record.connectionName);
  const paused = record.health === 'reconnect';
  const shipped: ConnectionIntent[] = (connector?.tasks ?? []).map((task) => ({
    ID: task.ID,
    title: task.title,
    desc: task.desc,
    enabled: !record.disabledTasks.includes(task.ID),
    utterances: [...task.utterances],
    slots: task.slots.map((slot) => ({ ...slot })),
  }));
  const own = record.customTasks.map((task) => ({
    ...task,
    enabled: !record.disabledTasks.includes(task.ID),
  }));
  return [...shipped, ...own].map((task) => (paused ? { ...task, paused: true } : task));
}

/** What the task answers when it runs. */
function replyOf(record: ConnectionRecord, task: ConnectionIntent): string {
  const shipped = catalogueConnector(record.connectionName)?.tasks.find(
    (candidate) => candidate.ID === task.ID,
  );
  return (
    shipped?.reply ?? `Done: <b>${task.title.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)}</b>.`
  );
}

/** The wire shape of a catalogue connector, for an organisation with or without its connection. */
export function connectionView(
  connectionName: string,
  record: ConnectionRecord | undefined,
  tenant: string,
): Connection | null {
  const connector = catalogueConnector(connectionName);
  if (!connector) return null;
  const intents = record
    ? tasksOf(record)
    : connector.tasks.map((task) => ({
        ID: task.ID,
        title: task.title,
        desc: task.desc,
        enabled: false,
        utterances: [...task.utterances],
        slots: task.slots.map((slot) => ({ ...slot })),
      }));
  return {
    connectorName: connector.connectorName,
    connectionName: connector.connectionName,
    display_name: record?.display_name ?? connector.display_name,
    type: connector.type,
    image: record?.image ?? logoDataUrl(connector.logo),
    shortDesc: connector.shortDesc,
    longDesc: connector.longDesc,
    area: connector.area,
    documentationUrl: connector.documentationUrl,
    setup: connector.setup,
    visible: true,
    enabled: Boolean(record),
    auth_exists: record?.auth_exists ?? false,
    base_url: record?.base_url ?? null,
    tenant: record ? tenant : null,
    compositeKey: record ? `${tenant}#${connector.connectionName}` : connector.connectionName,
    connectionId: record?.connectionId ?? null,
    health: record?.health ?? 'ok',
    intents,
  };
}

/** The outcome of building the organisation's assistant from its connections as they are now. */
export function runBuild(
  state: ConnectionsModuleState,
  tenant: string,
): Pick<BuildRecord, 'status' | 'message' | 'failedTask' | 'snapshot'> {
  const snapshot: BuiltTask[] = [];
  for (const record of state.connections.filter((candidate) => candidate.tenant === tenant)) {
    // The FAQ connectors answer from the FAQ library, not from example utterances; a lapsed link pauses tasks.
    if (catalogueConnector(record.connectionName)?.setup === 'faq' || record.health === 'reconnect') continue;
    for (const task of tasksOf(record).filter((candidate) => candidate.enabled)) {
      if (task.utterances.length === 0) {
        const failedTask = { connectionName: record.connectionName, intentId: task.ID, title: task.title };
        return {
          status: 'FAILED',
          message: `the task “${task.title}” has no example utterances`,
          failedTask,
          snapshot: [],
        };
      }
      snapshot.push({
        connectionName: record.connectionName,
        intentId: task.ID,
        title: task.title,
        utterances: task.utterances,
        slots: task.slots,
        reply: replyOf(record, task),
      });
    }
  }
  return { status: 'READY', message: 'Your assistant is built.', failedTask: null, snapshot };
}

/** The organisation's build record, created when it has none. */
export function buildOf(context: EmulatorContext, tenant: string): BuildRecord {
  const existing = context.db.state.connections.builds.find((build) => build.tenant === tenant);
  if (existing) return existing;
  const created = emptyBuild(tenant);
  context.db.update('connections', (state) => {
    state.builds.push(created);
  });
  return created;
}

/** A build starts: BUILDING until the build job ends, BUILD_DURATION_MS later. */
export function startBuild(context: EmulatorContext, tenant: string): void {
  const build = buildOf(context, tenant);
  context.db.update('connections', () => {
    build.status = 'BUILDING';
    build.message = 'Building the assistant.';
    build.startedAt = context.clock.nowIso();
    build.failedTask = null;
  });
  context.jobs.schedule(BUILD_JOB, { tenant }, BUILD_DURATION_MS);
}

/** The build job's end: the assistant answers what the build produced (a failed build keeps the old one). */
export function finishBuildJob(context: EmulatorContext, tenant: string): void {
  context.db.update('connections', (state) => {
    const build = state.builds.find((candidate) => candidate.tenant === tenant);
    if (build?.status !== 'BUILDING') return;
    const outcome = runBuild(state, tenant);
    build.builtAt = context.clock.nowIso();
    if (build.nextOutcome === 'fail') {
      Object.assign(build, { status: 'FAILED', message: INJECTED_FAILURE, failedTask: null });
    } else if (build.nextOutcome === 'warn' && outcome.status === 'READY') {
      Object.assign(build, {
        status: 'WARNING',
        message: INJECTED_WARNING,
        failedTask: null,
        snapshot: outcome.snapshot,
      });
    } else {
      build.status = outcome.status;
      build.message = outcome.message;
      build.failedTask = outcome.failedTask;
      if (outcome.status === 'READY') build.snapshot = outcome.snapshot;
    }
    build.nextOutcome = null;
  });
}

/**
 * What the organisation's assistant answers now: the tasks it was last built with, of connections that are
 * still enabled and whose account link works (a disabled connector or a revoked link stops them at once).
 */
export function assistantIntents(
  state: ConnectionsModuleState,
  tenant: string,
): { name: string; title: string; connector: string; utterances: readonly string[]; reply: string }[] {
  const live = new Set(
    state.connections
      .filter((record) => record.tenant === tenant && record.health === 'ok')
      .map((record) => record.connectionName),
  );
  const build = state.builds.find((candidate) => candidate.tenant === tenant);
  return (build?.snapshot ?? [])
    .filter((task) => live.has(task.connectionName))
    .map((task) => ({
      name: task.intentId,
      title: task.title,
      connector: task.connectionName,
      utterances: task.utterances,
      reply: task.reply,
    }));
}
