import { createSelector } from '@reduxjs/toolkit';

import { selectKnownConnection, type WithKnownConnections } from '../known-connections';

import type { AccountLinkingState } from './slice';

type WithAccountLinking = { accountLinking: AccountLinkingState };

export const selectLinking = (state: WithAccountLinking) => state.accountLinking.linking;
export const selectReturnPage = (state: WithAccountLinking) => state.accountLinking.returnPage;

/**
 * The connector being linked, by the name people know it by: from the lists, the side panel or the tasks page,
 * whichever the user came through.
 */
export const selectLinkingConnector = createSelector(
  [
    selectLinking,
    (state: WithAccountLinking & WithKnownConnections) => {
      const linking = selectLinking(state);
      return linking ? (selectKnownConnection(state, linking.connectionName)?.display_name ?? null) : null;
    },
  ],
  (linking, displayName) => (linking ? { linking, displayName } : null),
);
