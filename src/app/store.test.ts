// @vitest-environment jsdom
// (a unit test of code that needs a DOM: web storage, DOMPurify, window or document)
import type { UnknownAction } from '@reduxjs/toolkit';
import { take } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';

import { loadTenantConfig } from '@/config/tenant';
import { authFeature, sessionChecked, signInFailed } from '@/features/auth';
import { notificationReleased, notificationsFeature, notify } from '@/features/notifications';
import { bugReportFailed, supportFeature } from '@/features/support';
import { defineFeature, sliceOf } from '@/lib/redux/feature';
import { unauthenticate } from '@/lib/redux/session';
import { createServices } from '@/services';
import { userFromIdToken } from '@/services/identity';

import { createStore } from './store';

const base64Url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const idToken = `e30.${base64Url({ sub: 'u-1', 'cognito:username': 'u-1', email: 'a@b.example', 'custom:role': 'Administrator' })}.sig`;

const services = async () =>
  createServices(await loadTenantConfig('demo'), { onSessionExpired: () => undefined });

describe('the root reducer', () => {
  it('resets every slice on unauthenticate, and leaves auth signed out (not unknown)', async () => {
    const { store, rootTask, features } = createStore(await services(), [authFeature, notificationsFeature]);
    features.add(supportFeature);
    const fresh = store.getState();
    expect(fresh.auth.status).toBe('unknown');
    expect(fresh.support.bugReport.status).toBe('idle');

    const user = userFromIdToken(idToken);
    store.dispatch(sessionChecked({ user, skill: null }));
    store.dispatch(signInFailed({ code: 'X', status: 0, message: 'x' }));
    store.dispatch(notificationReleased(notify({ message: 'Saved.', variant: 'success' }).payload));
    store.dispatch(bugReportFailed());
    const used = store.getState();
    expect(used.auth.status).toBe('authenticated');
    expect(used.auth.user?.role).toBe('Administrator');
    expect(used.notifications.history).toHaveLength(1);
    expect(used.support.bugReport.status).toBe('failed');

    store.dispatch(unauthenticate());
    const reset = store.getState();
    expect(reset).toEqual({
      ...fresh,
      auth: { ...fresh.auth, status: 'unauthenticated', rememberOrigin: false },
    });
    expect(reset.auth.user).toBeNull();
    expect(reset.notifications).toEqual({ toShow: [], history: [] });
    expect(Object.keys(reset).sort()).toEqual(Object.keys(fresh).sort());
    rootTask.cancel();
  });
});

describe('feature registration', () => {
  it('adds a feature’s slices when it registers, starts its saga once and before `add` returns', async () => {
    const { store, rootTask, features } = createStore(await services(), [authFeature, notificationsFeature]);
    expect(Object.keys(store.getState()).sort()).toEqual(['auth', 'notifications']);

    const heard: string[] = [];
    let starts = 0;
    const pings = (state = 0, action: UnknownAction) => (action.type === 'probe/ping' ? state + 1 : state);
    const probe = defineFeature({
      name: 'probe',
      slice: sliceOf('probe', pings),
      *saga() {
        starts += 1;
        for (;;) {
          const action = (yield take('probe/ping')) as UnknownAction;
          heard.push(action.type);
        }
      },
    });
    expect(features.has('probe')).toBe(false);
    features.add(probe);
    // No tick in between: the saga already listens to the first event the page sends.
    store.dispatch({ type: 'probe/ping' });
    features.add(probe);
    store.dispatch({ type: 'probe/ping' });
    expect(features.has('probe')).toBe(true);
    expect(starts).toBe(1);
    expect(heard).toEqual(['probe/ping', 'probe/ping']);
    expect((store.getState() as unknown as { probe: number }).probe).toBe(2);

    // Signing out resets an injected slice too; the saga keeps listening (as the built-in ones do).
    store.dispatch(unauthenticate());
    expect((store.getState() as unknown as { probe: number }).probe).toBe(0);
    expect(Object.keys(store.getState()).sort()).toEqual(['auth', 'notifications', 'probe']);

    // Cancelling the root saga stops the feature sagas with it.
    rootTask.cancel();
    store.dispatch({ type: 'probe/ping' });
    expect(heard).toHaveLength(2);
  });
});
