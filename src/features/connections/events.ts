/**
 * The events that cross the feature's sub-domains (catalogue, tasks, linking): each sub-domain's own actions
 * live in its slice, and one sub-domain never reaches into another's to react to them.
 */
import { createAction } from '@reduxjs/toolkit';

/** The Connections page opened: this window is no longer the return page (a by-hand visit went on). */
export const connectionsPageOpened = createAction('connections/connectionsPageOpened');

/**
 * Account linking for an enabled connection (SETUP without authentication, EDIT, Reconnect). The click handler
 * opens the pop-up first (`openLinkWindow`), so no blocker stops it.
 */
export const accountLinkRequested = createAction<{ connectionName: string }>(
  'connections/accountLinkRequested',
);

/** A return page announced how linking ended: the pages that show the connection reload on it. */
export const accountLinkSettled = createAction<{ connectionName: string; status: 'success' | 'error' }>(
  'connections/accountLinkSettled',
);
