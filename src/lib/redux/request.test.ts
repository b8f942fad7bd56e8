import { type Action, createAction, type UnknownAction } from '@reduxjs/toolkit';
import { runSaga, type Saga as RunnableSaga, stdChannel } from 'redux-saga';
import { delay, put, select as selectEffect, takeEvery, takeLatest } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';

import { ServiceFailure } from '@/services/errors';

import { call, select } from './effects';
import { optimistic } from './optimistic';
import { createRequestActions, idleRequest } from './request-actions';
import { requestWorker } from './request-worker';
import type { Saga } from './saga';
import { unauthenticate } from './session';
import { whileOpen } from './while-open';

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

/** The request path: the typed effects, the request worker and the page lifecycle. */

/** Runs the saga on its own channel and records what it dispatches. */
function start(saga: () => Saga, state: unknown = {}) {
  const channel = stdChannel<UnknownAction>();
  const dispatched: Action[] = [];
  const task = runSaga(
    {
      channel,
      dispatch: (action: UnknownAction) => {
        dispatched.push(action);
        channel.put(action);
      },
      getState: () => state,
    },
    saga as RunnableSaga,
  );
  return { dispatched, put: (action: UnknownAction) => channel.put(action), task };
}

const users = createRequestActions<{ page: number }, string[]>('users/list');
const notice = createAction<{ message: string; variant: 'success' | 'error' }>('test/notify');
const rowSettled = createAction<number>('test/rowSettled');
const started = createAction('test/started');

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

describe('requestWorker', () => {
  it('calls the fetch with the action, reports success and its notice', async () => {
    const seen: unknown[] = [];
    const worker = requestWorker(
      users,
      (action: ReturnType<typeof users.request>) => {
        seen.push(action.payload);
        return Promise.resolve([`page ${action.payload.page}`]);
      },
      { successNotice: (result) => notice({ message: `${result.length} loaded`, variant: 'success' }) },
    );
    const { dispatched, put, task } = start(function* () {
      yield takeEvery(users.request, worker);
    });
    put(users.request({ page: 3 }));
    await settle();
    expect(seen).toEqual([{ page: 3 }]);
    expect(dispatched).toEqual([
      users.success(['page 3']),
      notice({ message: '1 loaded', variant: 'success' }),
    ]);
    task.cancel();
  });

  it('reports a failure as the typed service error, with the optional notice', async () => {
    const worker = requestWorker(
      users,
      () => Promise.reject(new ServiceFailure({ code: 'HTTP_500', status: 500, message: 'Internal error' })),
      { failureNotice: (error) => notice({ message: error.message, variant: 'error' }) },
    );
    const { dispatched, put, task } = start(function* () {
      yield takeLatest(users.request, worker);
    });
    put(users.request({ page: 1 }));
    await settle();
    expect(dispatched).toEqual([
      users.failure({ code: 'HTTP_500', status: 500, message: 'Internal error' }),
      notice({ message: 'Internal error', variant: 'error' }),
    ]);
    task.cancel();

    // Any other error is normalised too; without a failure notice, nothing more is put.
    const plain = requestWorker(users, () => Promise.reject(new Error('offline')));
    const second = start(function* () {
      yield takeLatest(users.request, plain);
    });
    second.put(users.request({ page: 1 }));
    await settle();
    expect(second.dispatched).toEqual([users.failure({ code: 'Error', status: 0, message: 'offline' })]);
    second.task.cancel();
  });

  it('cancels an older request when a newer one arrives (takeLatest)', async () => {
    const calls: Deferred<string[]>[] = [];
    const worker = requestWorker(users, () => {
      const call = deferred<string[]>();
      calls.push(call);
      return call.promise;
    });
    const { dispatched, put, task } = start(function* () {
      yield takeLatest(users.request, worker);
    });
    put(users.request({ page: 1 }));
    put(users.request({ page: 2 }));
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(['newer']);
    calls[0]!.resolve(['older']);
    await settle();
    expect(dispatched).toEqual([users.success(['newer'])]);
    task.cancel();
  });

  it('puts started first and settled last, whatever the outcome; outcome actions see the arguments', async () => {
    const change = createAction<{ id: number; fail: boolean }>('test/change');
    const changed = createAction<number>('test/changed');
    const worker = requestWorker(
      {
        started: () => started(),
        success: (_result, action: ReturnType<typeof change>) => changed(action.payload.id),
        settled: (action) => rowSettled(action.payload.id),
      },
      (action: ReturnType<typeof change>) =>
        action.payload.fail ? Promise.reject(new Error('refused')) : Promise.resolve(),
      {
        failureNotice: (error, action) =>
          notice({ message: `${action.payload.id}: ${error.message}`, variant: 'error' }),
      },
    );
    const { dispatched, put, task } = start(function* () {
      yield takeEvery(change, worker);
    });
    put(change({ id: 1, fail: false }));
    await settle();
    put(change({ id: 2, fail: true }));
    await settle();
    expect(dispatched).toEqual([
      started(),
      changed(1),
      rowSettled(1),
      started(),
      notice({ message: '2: refused', variant: 'error' }),
      rowSettled(2),
    ]);
    task.cancel();
  });

  it('runs a saga as the fetch (to read the store first), and is a plain saga its caller can call', async () => {
    const selectPage = (state: { page: number }) => state.page;
    const loaded = createAction<string>('test/loaded');
    const load = requestWorker({ success: loaded }, function* (): Saga<string> {
      const page = yield* select(selectPage);
      const text = yield* call((n: number) => Promise.resolve(`page ${n}`), page);
      return text;
    });
    const { dispatched, task } = start(
      function* (): Saga {
        yield* load();
        // The raw effect still works beside the typed one.
        yield selectEffect(selectPage);
      },
      { page: 4 },
    );
    await settle();
    expect(dispatched).toEqual([loaded('page 4')]);
    expect(task.isRunning()).toBe(false);
  });
});

const opened = createAction<string>('page/opened');
const closed = createAction('page/closed');
const signOutRequested = createAction('auth/signOutRequested');
const tick = createAction<string>('page/tick');

/** A page that polls: a tick every 10 ms while it is open. */
function* poll(action: ReturnType<typeof opened>): Saga {
  for (;;) {
    yield put(tick(action.payload));
    yield delay(10);
  }
}

const ticks = (dispatched: { type: string }[]) => dispatched.filter((action) => tick.match(action)).length;

describe('whileOpen', () => {
  it('runs the saga from the page opened until the page closed', async () => {
    vi.useFakeTimers();
    try {
      const {
        dispatched,
        put: dispatch,
        task,
      } = start(function* () {
        yield whileOpen(opened, [closed, signOutRequested], poll);
      });
      expect(ticks(dispatched)).toBe(0);
      dispatch(opened('users'));
      await vi.advanceTimersByTimeAsync(25);
      expect(ticks(dispatched)).toBe(3);
      dispatch(closed());
      await vi.advanceTimersByTimeAsync(100);
      expect(ticks(dispatched)).toBe(3);
      // Opened again: it starts again, with the new action.
      dispatch(opened('again'));
      await vi.advanceTimersByTimeAsync(5);
      expect(dispatched.at(-1)).toEqual(tick('again'));
      task.cancel();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops on sign-out: the end of the session always, the sign-out request when it is listed', async () => {
    vi.useFakeTimers();
    try {
      const {
        dispatched,
        put: dispatch,
        task,
      } = start(function* () {
        yield whileOpen(opened, closed, poll);
        yield whileOpen(opened, [closed, signOutRequested], function* (): Saga {
          yield delay(1_000);
          yield put(tick('delayed load'));
        });
      });
      dispatch(opened('users'));
      await vi.advanceTimersByTimeAsync(15);
      dispatch(signOutRequested());
      await vi.advanceTimersByTimeAsync(2_000);
      // The delayed load never went out; the poll, which does not list the request, stops with the session.
      expect(dispatched).not.toContainEqual(tick('delayed load'));
      const before = ticks(dispatched);
      dispatch(unauthenticate());
      await vi.advanceTimersByTimeAsync(100);
      expect(ticks(dispatched)).toBeLessThanOrEqual(before + 1);
      const after = ticks(dispatched);
      await vi.advanceTimersByTimeAsync(100);
      expect(ticks(dispatched)).toBe(after);
      task.cancel();
    } finally {
      vi.useRealTimers();
    }
  });

  it('restarts a page opened twice instead of running it twice', async () => {
    vi.useFakeTimers();
    try {
      const {
        dispatched,
        put: dispatch,
        task,
      } = start(function* () {
        yield whileOpen(opened, closed, poll);
      });
      dispatch(opened('first'));
      dispatch(opened('second'));
      await vi.advanceTimersByTimeAsync(15);
      expect(dispatched.filter((action) => tick.match(action))).toEqual([
        tick('first'),
        tick('second'),
        tick('second'),
      ]);
      task.cancel();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('optimistic', () => {
  const switched = createAction<boolean>('test/switched');

  it('keeps the change when the commit succeeds, and returns its result', async () => {
    let result: string | undefined;
    const { dispatched } = start(function* (): Saga {
      yield put(switched(true));
      result = yield* optimistic(switched(false), function* () {
        return yield* call(() => Promise.resolve('saved'));
      });
    });
    await settle();
    expect(result).toBe('saved');
    expect(dispatched).toEqual([switched(true)]);
  });

  it('undoes the change and rethrows when the commit fails', async () => {
    let caught: unknown;
    const { dispatched } = start(function* (): Saga {
      yield put(switched(true));
      try {
        yield* optimistic(switched(false), function* () {
          yield* call(() =>
            Promise.reject(new ServiceFailure({ code: 'HTTP_409', status: 409, message: 'busy' })),
          );
        });
      } catch (error) {
        caught = error;
      }
    });
    await settle();
    expect(caught).toBeInstanceOf(ServiceFailure);
    expect(dispatched).toEqual([switched(true), switched(false)]);
  });

  it('undoes the change when the commit is cancelled before it ends', async () => {
    const pending = deferred<string>();
    const { dispatched, task } = start(function* (): Saga {
      yield put(switched(true));
      yield* optimistic(switched(false), function* () {
        return yield* call(() => pending.promise);
      });
    });
    await settle();
    task.cancel();
    await settle();
    expect(dispatched).toEqual([switched(true), switched(false)]);
  });
});
