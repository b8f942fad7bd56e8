import type { UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { describe, expect, it } from 'vitest';

import { ServiceFailure } from '@/services/errors';

import { createRequestActions, idleRequest } from './request-actions';
import { requestSaga } from './request-saga';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
const deferred = <T>(): Deferred<T> => {
  const { promise, resolve, reject } = Promise.withResolvers<T>();
  return { promise, resolve, reject };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs the saga on its own channel and records what it dispatches. */
function start(saga: () => Generator) {
  const channel = stdChannel<UnknownAction>();
  const dispatched: UnknownAction[] = [];
  const task = runSaga(
    {
      channel,
      dispatch: (action: UnknownAction) => {
        dispatched.push(action);
        channel.put(action);
      },
      getState: () => ({}),
    },
    saga,
  );
  return { dispatched, put: (action: UnknownAction) => channel.put(action), task };
}

const users = createRequestActions<{ page: number }, string[]>('users/list');

describe('createRequestActions', () => {
  it('makes request, success and failure actions under one name', () => {
    expect(users.request({ page: 1 })).toEqual({ type: 'users/list/request', payload: { page: 1 } });
    expect(users.success(['a'])).toEqual({ type: 'users/list/success', payload: ['a'] });
    const error = { code: 'HTTP_500', status: 500, message: 'down' };
    expect(users.failure(error)).toEqual({ type: 'users/list/failure', payload: error });
    expect(users.request.match(users.request({ page: 2 }))).toBe(true);
    expect(idleRequest).toEqual({ status: 'idle', error: null });
  });
});

describe('requestSaga', () => {
  it('calls the API with the request payload and reports success', async () => {
    const seen: unknown[] = [];
    const { dispatched, put, task } = start(
      requestSaga(users, (payload) => {
        seen.push(payload);
        return Promise.resolve([`page ${payload.page}`]);
      }),
    );
    put(users.request({ page: 3 }));
    await settle();
    expect(seen).toEqual([{ page: 3 }]);
    expect(dispatched).toEqual([users.success(['page 3'])]);
    task.cancel();
  });

  it('reports a failure as a normalised service error', async () => {
    const { dispatched, put, task } = start(
      requestSaga(users, () =>
        Promise.reject(new ServiceFailure({ code: 'HTTP_500', status: 500, message: 'Internal error' })),
      ),
    );
    put(users.request({ page: 1 }));
    await settle();
    expect(dispatched).toEqual([users.failure({ code: 'HTTP_500', status: 500, message: 'Internal error' })]);

    const {
      dispatched: second,
      put: putSecond,
      task: secondTask,
    } = start(requestSaga(users, () => Promise.reject(new Error('offline'))));
    putSecond(users.request({ page: 1 }));
    await settle();
    expect(second).toEqual([users.failure({ code: 'Error', status: 0, message: 'offline' })]);
    task.cancel();
    secondTask.cancel();
  });

  it('cancels an older request when a newer one arrives (takeLatest)', async () => {
    const calls: Deferred<string[]>[] = [];
    const { dispatched, put, task } = start(
      requestSaga(users, () => {
        const call = deferred<string[]>();
        calls.push(call);
        return call.promise;
      }),
    );
    put(users.request({ page: 1 }));
    put(users.request({ page: 2 }));
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(['newer']);
    calls[0]!.resolve(['older']);
    await settle();
    expect(dispatched).toEqual([users.success(['newer'])]);
    task.cancel();
  });
});
