import { createAction, type PayloadActionCreator } from '@reduxjs/toolkit';

import type { ServiceError } from '@/services/errors';

/**
 * The three actions of one request: `request` (an event: the user or a saga asked for the data), `success`
 * with the reply, `failure` with the normalised service error.
 */
export interface RequestActions<Req, Res> {
  request: PayloadActionCreator<Req>;
  success: PayloadActionCreator<Res>;
  failure: PayloadActionCreator<ServiceError>;
}

export function createRequestActions<Req = void, Res = void>(type: string): RequestActions<Req, Res> {
  return {
    request: createAction<Req>(`${type}/request`),
    success: createAction<Res>(`${type}/success`),
    failure: createAction<ServiceError>(`${type}/failure`),
  };
}

/** Where a load stands: the one union every slice uses. */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The state most plain fetches keep beside their data. */
export interface RequestStatus {
  status: LoadStatus;
  error: ServiceError | null;
}

export const idleRequest: RequestStatus = { status: 'idle', error: null };
