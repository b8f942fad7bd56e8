import { createAction } from '@reduxjs/toolkit';

/** Resets every slice to its initial state (sign-out, expired session). Handled by the root reducer. */
export const unauthenticate = createAction('session/unauthenticate');
