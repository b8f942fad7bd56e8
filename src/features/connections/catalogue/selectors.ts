import { createSelector } from '@reduxjs/toolkit';

import type { Connection } from '@/contracts/connections';

import type { ConnectionsState } from './slice';

type WithConnections = { connections: ConnectionsState };

export const selectConnections = (state: WithConnections) => state.connections;

const matches = (connection: Connection, search: string) =>
  connection.display_name.toLowerCase().includes(search) ||
  connection.connectionName.toLowerCase().includes(search);

/**
 * The two lists, filtered by the search box: by name, case-insensitively (spec 2 §2). The fallback intent is
 * not a connector and never listed.
 */
export const selectVisibleConnections = createSelector(
  [
    (state: WithConnections) => state.connections.enabled,
    (state: WithConnections) => state.connections.common,
    (state: WithConnections) => state.connections.search,
  ],
  (enabled, common, search) => {
    const needle = search.trim().toLowerCase();
    const keep = (connection: Connection) => connection.visible && (!needle || matches(connection, needle));
    return { enabled: enabled.filter(keep), available: common.filter(keep) };
  },
);
