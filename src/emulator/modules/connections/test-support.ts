import type { EmulatorContext } from '../../core/types';

/** Demo panel and tests: the connection's account link expires (or is revoked); its tasks pause. */
export function revokeAccountLink(context: EmulatorContext, tenant: string, connectionName: string): boolean {
  return context.db.update('connections', (state) => {
    const record = state.connections.find(
      (candidate) => candidate.tenant === tenant && candidate.connectionName === connectionName,
    );
    if (!record) return false;
    record.health = 'reconnect';
    return true;
  });
}

/** Demo panel and tests: how the organisation's next build ends. */
export function setNextBuildOutcome(
  context: EmulatorContext,
  tenant: string,
  outcome: 'fail' | 'warn' | null,
) {
  context.db.update('connections', (state) => {
    const build = state.builds.find((candidate) => candidate.tenant === tenant);
    if (build) build.nextOutcome = outcome;
  });
}
