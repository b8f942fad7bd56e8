import { createAction } from '@reduxjs/toolkit';

/** Resets every slice to its initial state (sign-out, expired session). Handled by the root reducer. */
export const unauthenticate = createAction('session/unauthenticate');

/**
 * Whose session the portal runs once a session was looked for, started or ended: the username, or null when
 * nobody is signed in. The app announces it after the auth feature's own events (src/app/root-saga.ts), so that
 * the features auth itself uses (notifications) follow the user without importing auth: a feature-level cycle.
 */
export const sessionUserSettled = createAction<string | null>('session/userSettled');
