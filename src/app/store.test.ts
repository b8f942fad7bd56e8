import { describe, expect, it } from 'vitest';

import { loadTenantConfig } from '@/config/tenant';
import { sessionChecked, signInFailed } from '@/features/auth/slice';
import { notificationReleased, notify } from '@/features/notifications/slice';
import { bugReportFailed } from '@/features/support/slice';
import { unauthenticate } from '@/lib/redux/session';
import { createServices } from '@/services';
import { userFromIdToken } from '@/services/identity';

import { createStore } from './store';

const base64Url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const idToken = `e30.${base64Url({ sub: 'u-1', 'cognito:username': 'u-1', email: 'a@b.example', 'custom:role': 'Administrator' })}.sig`;

describe('the root reducer', () => {
  it('resets every slice on unauthenticate, and leaves auth signed out (not unknown)', async () => {
    const services = createServices(await loadTenantConfig('demo'), { onSessionExpired: () => undefined });
    const { store, rootTask } = createStore(services);
    const fresh = store.getState();
    expect(fresh.auth.status).toBe('unknown');

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
