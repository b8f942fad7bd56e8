/**
 * The connections this window already knows, across the feature's sub-domains: the Connections page's lists
 * and side panel, and the open tasks page.
 */
import type { Connection } from '@/contracts/connections';
import { call, select } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';

import { getConnection } from './api';
import type { ConnectionsState } from './catalogue/slice';
import type { ConnectionTasksState } from './tasks/slice';

export type WithKnownConnections = { connections: ConnectionsState; connectionTasks: ConnectionTasksState };

/** The connection of that name, if this window holds it. */
export const selectKnownConnection = (state: WithKnownConnections, connectionName: string) =>
  [
    ...state.connections.enabled,
    ...state.connections.common,
    state.connections.panel?.connection,
    state.connectionTasks.page?.connection,
  ].find((connection): connection is Connection => connection?.connectionName === connectionName);

export function* findConnection(connectionName: string): Saga<Connection | undefined> {
  return yield* select(selectKnownConnection, connectionName);
}

/**
 * The name people know a connector by, for a message (issue 21 §2.7: never its id): from what the page holds,
 * else from the server; "Your connector" when neither can say.
 */
export function* displayNameOf(connectionName: string): Saga<string> {
  const known = yield* findConnection(connectionName);
  if (known) return known.display_name;
  try {
    const { gateway } = yield* services();
    return (yield* call(getConnection, gateway, connectionName)).display_name;
  } catch {
    return 'Your connector';
  }
}
