import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  changeUserLicense,
  getTenantInteractionCounters,
  hasConfiguredChatbot,
  hasExternalChatbot,
  licenseList,
} from '@/contracts/subscriptions';
import { changeUserRole, inviteUser, listUsers, reinviteUser } from '@/contracts/users';
import { DEMO_ACCOUNTS, DEMO_TENANT } from '@/emulator/seed';
import { signOutRequested } from '@/features/auth';
import { LICENCE_LOAD_DELAY_MS, LICENCE_MESSAGES } from '@/features/subscriptions';

import { recordGatewayCalls, server } from '@tests/emulator';
import { renderApp, type RenderedApp } from '@tests/render';

import { USERS_MESSAGES } from '../messages';
import { USER_SEARCH_DEBOUNCE_MS } from '../slice';

type View = RenderedApp;

/** One request the portal sent to the emulated gateway: its ApiCall and fields. */
/** Records the test's gateway calls (stopped after the test). */
function recordCalls() {
  const recording = recordGatewayCalls();
  stopRecording.push(recording.stop);
  return recording;
}
const stopRecording: (() => void)[] = [];
afterEach(() => {
  for (const stop of stopRecording.splice(0)) stop();
  vi.useRealTimers();
});

const SUBSCRIPTION_CALLS = [
  licenseList.apiCall,
  getTenantInteractionCounters.apiCall,
  hasConfiguredChatbot.apiCall,
  hasExternalChatbot.apiCall,
];

async function openUsers(
  signedInAs: 'administrator' | 'user' = 'administrator',
  timings: 'fast' | 'spec' = 'fast',
) {
  const view = await renderApp({ route: '/users', signedInAs, timings });
  await view.screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 10_000 });
  await usersTable(view);
  return view;
}

const usersTable = ({ screen }: View) => screen.findByRole('table', { name: 'Users' });
const rowOf = ({ screen }: View, email: string) =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .find((row) => row.querySelectorAll('td')[1]?.textContent === email) ??
  (() => {
    throw new Error(`No row for ${email}`);
  })();
const emailsShown = ({ screen }: View) =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]?.textContent);
/** The notifications released so far, oldest first. */
const notified = ({ store }: View) =>
  store
    .getState()
    .notifications.history.map((item) => `${item.variant}: ${item.message}`)
    .reverse();
/** Waits until the licences have loaded (1 s after the page opened) and the dropdowns are enabled. */
const licencesLoaded = ({ screen }: View) =>
  screen.findByRole('table', { name: 'Licence availability' }, { timeout: 5_000 });
const licenceUsed = ({ screen }: View, planName: string) => {
  const row = within(screen.getByRole('table', { name: 'Licence availability' })).getByRole('row', {
    name: new RegExp(`^${planName}\\b`),
  });
  return row.querySelectorAll('td')[2]?.textContent;
};

/** The demo organisation, sorted by e-mail as ListUsers2 pages it. */
const tenantEmails = ({ emulator }: View) =>
  emulator.db.state.identity.users
    .filter((user) => user.attributes['custom:tenant'] === DEMO_TENANT)
    .map((user) => user.attributes.email ?? '')
    .toSorted((a, b) => a.localeCompare(b));

describe('/users for an administrator', () => {
  it('lists the first 5 of the tenant’s users by e-mail with name, company, role, status and licence', async () => {
    const view = await openUsers();
    const { screen } = view;
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeVisible();
    expect(emailsShown(view)).toEqual(tenantEmails(view).slice(0, 5));
    expect(screen.getByText(`1–5 of ${tenantEmails(view).length}`)).toBeInTheDocument();

    const admin = rowOf(view, DEMO_ACCOUNTS.administrator.email);
    expect(admin).toHaveTextContent('Alex Morgan');
    expect(admin).toHaveTextContent('Demo Organisation');
    // An Administrator changes other users' roles, not their own (spec 1 §6).
    expect(within(admin).queryByRole('combobox', { name: 'Role of Alex Morgan' })).not.toBeInTheDocument();
    expect(admin.querySelectorAll('td')[3]).toHaveTextContent('Administrator');
    expect(
      within(rowOf(view, 'abigail.rossi@demo.example')).getByRole('combobox', {
        name: 'Role of Abigail Rossi',
      }),
    ).toHaveTextContent('User');
    expect(within(admin).getByText('CONFIRMED')).toBeInTheDocument();
    // The nickname names a user when there is one.
    expect(
      within(rowOf(view, 'alexander.tanaka@demo.example')).getByRole('combobox', { name: 'Role of Alex T.' }),
    ).toHaveTextContent('User');
    // Other statuses as given.
    expect(within(rowOf(view, 'alice.wilson@demo.example')).getByText('UNCONFIRMED')).toBeInTheDocument();

    // Before the licences are known (they load 1 s after the page opens) no row claims "No licence".
    if (view.store.getState().subscriptions.licencesStatus !== 'succeeded') {
      const loading = within(rowOf(view, 'adrian.sato@demo.example')).getByRole('combobox', {
        name: 'Licence of Adrian Sato',
      });
      expect(loading).toHaveTextContent('Loading…');
      expect(loading).not.toHaveTextContent('No licence');
    }
    await licencesLoaded(view);
    // Plans by name, not code.
    expect(within(admin).getByRole('combobox', { name: 'Licence of Alex Morgan' })).toHaveTextContent(
      'Business Annual',
    );
    expect(
      within(rowOf(view, 'adrian.sato@demo.example')).getByRole('combobox', {
        name: 'Licence of Adrian Sato',
      }),
    ).toHaveTextContent('No licence');
    expect(await screen.findByText('Chatbot licence active')).toBeInTheDocument();
    expect(await screen.findByText(/Interactions: 4,620 of 5,000 used/)).toBeInTheDocument();
  });

  /**
   * Opens /users with a fake setTimeout that only moves when told (only it: the rest runs on real time), so
   * that what happens within the page's first second is in the test's hands. Testing Library's async queries
   * wait on setTimeout: `until` polls on the real setInterval instead.
   */
  async function openWithPausedClock() {
    const calls = recordCalls();
    const view = await renderApp({ route: '/users', signedInAs: 'administrator', timings: 'spec' });
    // The page mounts after the session check and its lazy chunk, well after this.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await until(
      () =>
        view.store.getState().users.status === 'succeeded' &&
        Boolean(view.screen.queryByRole('table', { name: 'Users' })),
    );
    expect(view.store.getState().subscriptions.licencesStatus).toBe('idle');
    // The page's one-second delay is among the paused timers.
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    return { view, calls };
  }
  const until = (check: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      const timer = setInterval(() => {
        if (check()) {
          clearInterval(timer);
          resolve();
        } else if (performance.now() - started > 10_000) {
          clearInterval(timer);
          reject(new Error(`Still not so: ${check.toString()}`));
        }
      }, 20);
    });
  /** Waits on the real setInterval (setTimeout may be paused). */
  const realWait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        clearInterval(timer);
        resolve();
      }, ms);
    });
  /** Runs the paused second out, then lets real time pass for any call it started. */
  async function afterTheSecond() {
    vi.advanceTimersByTime(LICENCE_LOAD_DELAY_MS + 1);
    vi.useRealTimers();
    await realWait(300);
  }
  const subscriptionCalls = async (calls: ReturnType<typeof recordCalls>) =>
    (await calls.of()).filter((call) => SUBSCRIPTION_CALLS.includes(call.apiCall));

  it('starts the licence and chatbot status loads 1 s after the page opens, not before', async () => {
    const { view, calls } = await openWithPausedClock();
    vi.advanceTimersByTime(LICENCE_LOAD_DELAY_MS - 1);
    await realWait(300);
    expect(await subscriptionCalls(calls)).toEqual([]);
    expect(view.store.getState().subscriptions.licencesStatus).toBe('idle');

    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await licencesLoaded(view);
    await view.screen.findByText('Chatbot licence active');
    expect((await subscriptionCalls(calls)).map((call) => call.apiCall).toSorted()).toEqual(
      SUBSCRIPTION_CALLS.toSorted(),
    );
    expect(LICENCE_LOAD_DELAY_MS).toBe(1_000);
  });

  it('does not start the delayed loads when the user signs out within the second (no "session expired")', async () => {
    const { view, calls } = await openWithPausedClock();
    view.store.dispatch(signOutRequested());
    await until(() => Boolean(view.screen.queryByRole('heading', { level: 1, name: 'Sign in' })));
    await afterTheSecond();
    expect(await subscriptionCalls(calls)).toEqual([]);
    expect(notified(view)).toEqual([]);
    expect(view.store.getState().auth.status).toBe('unauthenticated');
  });

  it('does not start them either when the page is left within the second', async () => {
    const { view, calls } = await openWithPausedClock();
    await view.router.navigate('/dashboard');
    await until(
      () =>
        view.router.state.location.pathname === '/dashboard' &&
        !view.screen.queryByRole('heading', { level: 1, name: 'Users' }),
    );
    await afterTheSecond();
    expect(await subscriptionCalls(calls)).toEqual([]);
  });

  it('pages on the server: 5, 10, 15 and 20 rows, and the next page', async () => {
    const calls = recordCalls();
    const view = await openUsers();
    const { screen, user } = view;
    const all = tenantEmails(view);
    expect((await calls.of(listUsers.apiCall)).at(-1)?.fields).toMatchObject({
      PaginationFrom: 0,
      PaginationLimit: 5,
    });

    for (const size of [10, 15, 20]) {
      await user.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
      await user.click(await screen.findByRole('option', { name: String(size) }));
      await waitFor(() => expect(emailsShown(view)).toEqual(all.slice(0, size)));
      expect((await calls.of(listUsers.apiCall)).at(-1)?.fields).toMatchObject({
        PaginationFrom: 0,
        PaginationLimit: size,
      });
    }
    expect(screen.getByText(`1–20 of ${all.length}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(emailsShown(view)).toEqual(all.slice(20, 40)));
    expect((await calls.of(listUsers.apiCall)).at(-1)?.fields).toMatchObject({
      PaginationFrom: 20,
      PaginationLimit: 20,
    });
    expect(screen.getByText(`21–40 of ${all.length}`)).toBeInTheDocument();
  });

  it('shows FORCE_CHANGE_PASSWORD as INVITED with Resend Invite, which sends a new temporary password', async () => {
    const view = await openUsers();
    const { screen, user, emulator } = view;
    await user.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    await user.click(await screen.findByRole('option', { name: '20' }));
    const email = 'david.zimmerman@demo.example';
    await waitFor(() => expect(emailsShown(view)).toContain(email));
    const invited = rowOf(view, email);
    expect(within(invited).getByText('INVITED')).toBeInTheDocument();
    expect(within(invited).queryByText('FORCE_CHANGE_PASSWORD')).not.toBeInTheDocument();
    // Confirmed users have no Resend Invite.
    expect(
      within(rowOf(view, DEMO_ACCOUNTS.administrator.email)).queryByRole('button', { name: /Resend Invite/ }),
    ).not.toBeInTheDocument();

    const before = emulator.db.state.outbox.messages.filter((message) => message.to === email).length;
    await user.click(within(invited).getByRole('button', { name: `Resend Invite to ${email}` }));
    await waitFor(() => expect(notified(view)).toContain(`success: ${USERS_MESSAGES.inviteResent}`));
    expect(emulator.db.state.outbox.messages.filter((message) => message.to === email)).toHaveLength(
      before + 1,
    );

    emulator.faults.add({ operation: reinviteUser.apiCall, status: 500, times: 1 });
    await user.click(within(rowOf(view, email)).getByRole('button', { name: `Resend Invite to ${email}` }));
    await waitFor(() => expect(notified(view)).toContain(`error: ${USERS_MESSAGES.resendFailed}`));
    expect(emulator.db.state.outbox.messages.filter((message) => message.to === email)).toHaveLength(
      before + 1,
    );
    await waitFor(() =>
      expect(
        within(rowOf(view, email)).getByRole('button', { name: `Resend Invite to ${email}` }),
      ).toBeEnabled(),
    );
  });

  it.each([
    [500, USERS_MESSAGES.serverError],
    [403, USERS_MESSAGES.tokenError],
    [404, USERS_MESSAGES.tokenError],
    [503, USERS_MESSAGES.serverError],
  ])('says why the list did not load (%i), and Retry loads it', async (status, message) => {
    const view = await renderApp({ route: '/users', signedInAs: 'administrator' });
    const { screen, user, emulator } = view;
    emulator.faults.add({ operation: listUsers.apiCall, status });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();

    emulator.faults.clear();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await usersTable(view);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('shows the server error when ListUsers2 answers 200 with code 500 in the body', async () => {
    const view = await renderApp({ route: '/users', signedInAs: 'administrator' });
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post(
        `${view.emulator.config.apis.portal.replace(/\/$/, '')}/${listUsers.path}`,
        async ({ request }) => {
          const body = (await request.clone().json()) as { ApiCall?: string };
          if (body.ApiCall !== listUsers.apiCall) return undefined;
          return HttpResponse.json(
            { code: 500, data: null },
            { headers: { 'Access-Control-Allow-Origin': request.headers.get('origin') ?? '*' } },
          );
        },
      ),
    );
    expect(await view.screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      USERS_MESSAGES.serverError,
    );
  });

  it('changes a role after asking (for Administrator), with one toast per change; a failure keeps the role', async () => {
    const view = await openUsers();
    const { screen, user, emulator } = view;
    const email = 'adrian.sato@demo.example';
    const role = () => within(rowOf(view, email)).getByRole('combobox', { name: 'Role of Adrian Sato' });
    const stored = emulator.db.state.identity.users.find((candidate) => candidate.attributes.email === email);

    // Making someone an Administrator is confirmed first; Cancel changes nothing.
    await user.click(role());
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    let confirm = await screen.findByRole('dialog', { name: 'Make Administrator?' });
    expect(confirm).toHaveTextContent('Adrian Sato will be able to manage users');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(role()).toHaveTextContent('User');
    expect(stored?.attributes['custom:role']).toBe('user');
    expect(notified(view)).toEqual([]);

    await user.click(role());
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    confirm = await screen.findByRole('dialog', { name: 'Make Administrator?' });
    await user.click(within(confirm).getByRole('button', { name: 'Make Administrator' }));
    // The "Changing role" notice is replaced by the outcome: one toast, one list entry.
    await waitFor(() => expect(notified(view)).toEqual([`success: ${USERS_MESSAGES.roleChanged}`]));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent(USERS_MESSAGES.roleChanged);
    expect(USERS_MESSAGES.changingRole('Administrator')).toBe('Changing role to "Administrator".');
    expect(role()).toHaveTextContent('Administrator');
    expect(stored?.attributes['custom:role']).toBe('Administrator');

    // Back to User needs no confirmation.
    emulator.faults.add({ operation: changeUserRole.apiCall, status: 500, times: 1 });
    await user.click(role());
    await user.click(await screen.findByRole('option', { name: 'User' }));
    await waitFor(() => expect(notified(view).at(-1)).toBe(`error: ${USERS_MESSAGES.roleFailed}`));
    expect(notified(view)).not.toContain(`info: ${USERS_MESSAGES.changingRole('user')}`);
    await waitFor(() => expect(role()).not.toHaveAttribute('aria-disabled'));
    expect(role()).toHaveTextContent('Administrator');
    expect(stored?.attributes['custom:role']).toBe('Administrator');
  });

  it('changes a licence at once, before the server answers, then reloads the counters', async () => {
    const view = await openUsers();
    const { screen, user, emulator } = view;
    await licencesLoaded(view);
    expect(licenceUsed(view, 'Starter')).toBe('20');
    const sub = emulator.db.state.identity.users.find(
      (candidate) => candidate.attributes.email === 'adrian.sato@demo.example',
    )?.sub;
    const held = () =>
      emulator.db.state.subscriptions.licenceResources.find((resource) => resource.sub === sub)?.plan_code;
    const licence = () =>
      within(rowOf(view, 'adrian.sato@demo.example')).getByRole('combobox', {
        name: 'Licence of Adrian Sato',
      });

    // status 0: the call only waits, so the row can be seen before the answer.
    emulator.faults.add({ operation: changeUserLicense.apiCall, status: 0, delayMs: 500, times: 1 });
    await user.click(licence());
    await user.click(await screen.findByRole('option', { name: 'Starter — 20 of 25 used' }));
    expect(licence()).toHaveTextContent('Starter');
    expect(licence()).toHaveAttribute('aria-disabled', 'true');
    expect(held()).toBeUndefined();
    expect(notified(view)).toEqual([]);

    await waitFor(() => expect(notified(view)).toEqual([`success: ${LICENCE_MESSAGES.licenceChanged}`]));
    expect(held()).toBe('starter');
    await waitFor(() => expect(licenceUsed(view, 'Starter')).toBe('21'));
    expect(licence()).toHaveTextContent('Starter');
  });

  it('offers a full licence disabled with its usage, puts the old licence back when a change fails, and takes one back', async () => {
    const view = await openUsers();
    const { screen, user, emulator } = view;
    await licencesLoaded(view);
    expect(licenceUsed(view, 'Pro Monthly')).toBe('5');
    const licence = () =>
      within(rowOf(view, 'alexander.tanaka@demo.example')).getByRole('combobox', {
        name: 'Licence of Alex T.',
      });
    expect(licence()).toHaveTextContent('Starter');

    await user.click(licence());
    const full = await screen.findByRole('option', { name: 'Pro Monthly — 5 of 5 used' });
    expect(full).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Starter — 20 of 25 used' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('option', { name: 'No licence' })).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    // A refused change (here a server failure) shows the old licence again.
    emulator.faults.add({ operation: changeUserLicense.apiCall, status: 500, times: 1 });
    await user.click(licence());
    expect(await screen.findByRole('option', { name: 'Business Annual — 3 of 2 used' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'No licence' }));
    await waitFor(() => expect(notified(view)).toEqual([`error: ${LICENCE_MESSAGES.licenceFailed}`]));
    await waitFor(() => expect(licence()).toHaveTextContent('Starter'));
    expect(licenceUsed(view, 'Starter')).toBe('20');

    // "No licence" takes it back and frees the place; the success replaces the failure.
    await waitFor(() => expect(licence()).not.toHaveAttribute('aria-disabled'));
    await user.click(licence());
    await user.click(await screen.findByRole('option', { name: 'No licence' }));
    await waitFor(() => expect(notified(view)).toEqual([`success: ${LICENCE_MESSAGES.licenceChanged}`]));
    await waitFor(() => expect(licenceUsed(view, 'Starter')).toBe('19'));
    expect(licence()).toHaveTextContent('No licence');
    const sub = emulator.db.state.identity.users.find(
      (candidate) => candidate.attributes.email === 'alexander.tanaka@demo.example',
    )?.sub;
    expect(emulator.db.state.subscriptions.licenceResources.some((resource) => resource.sub === sub)).toBe(
      false,
    );

    // A user without a licence has none to give back.
    await waitFor(() => expect(licence()).not.toHaveAttribute('aria-disabled'));
    await user.click(licence());
    expect(await screen.findByRole('option', { name: 'No licence' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('invites a user: the server’s message, the dialog closes and the list reloads', async () => {
    const calls = recordCalls();
    const view = await openUsers();
    const { screen, user, emulator } = view;
    await user.click(screen.getByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    expect(dialog).toHaveTextContent(
      'Enter the email address in the form below and user will receive an invitation',
    );
    expect(within(dialog).getByRole('radio', { name: 'User' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Admin' })).toBeEnabled();
    const listedBefore = (await calls.of(listUsers.apiCall)).length;

    // The e-mail is required and must be one.
    const email = within(dialog).getByRole('textbox', { name: /Email Address:/ });
    expect(email).toHaveAttribute('type', 'email');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(email).toHaveAccessibleDescription('Required');
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(await calls.of(inviteUser.apiCall)).toEqual([]);
    await user.clear(email);

    await user.type(email, 'new.colleague@demo.example');
    await user.click(within(dialog).getByRole('radio', { name: 'Admin' }));
    // The list must have reloaded (counting the new user) by the time the message appears.
    const totalBefore = view.store.getState().users.total;
    let totalWhenNotified: number | null = null;
    const unsubscribe = view.store.subscribe(() => {
      const state = view.store.getState();
      if (totalWhenNotified === null && state.notifications.history.length > 0) {
        totalWhenNotified = state.users.total;
      }
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    await waitFor(() =>
      expect(notified(view)).toEqual(['success: Invitation sent to new.colleague@demo.example.']),
    );
    unsubscribe();
    expect(totalWhenNotified).toBe(totalBefore + 1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Invite User' })).not.toBeInTheDocument(),
    );
    expect((await calls.of(inviteUser.apiCall)).map((call) => call.fields.FormParams)).toEqual([
      { email: 'new.colleague@demo.example', tenant: DEMO_TENANT, userType: 'Administrator' },
    ]);
    await waitFor(async () => expect((await calls.of(listUsers.apiCall)).length).toBe(listedBefore + 1));
    const invited = emulator.db.state.identity.users.find(
      (candidate) => candidate.attributes.email === 'new.colleague@demo.example',
    );
    expect(invited).toMatchObject({
      status: 'FORCE_CHANGE_PASSWORD',
      attributes: expect.objectContaining({ 'custom:role': 'Administrator' }) as unknown,
    });
    expect(emulator.db.state.outbox.messages.at(-1)).toMatchObject({
      to: 'new.colleague@demo.example',
      code: expect.any(String) as unknown,
    });
  });

  it('says an existing e-mail under the field, and "Failed to send invitation." when the call fails; no reload', async () => {
    const calls = recordCalls();
    const view = await openUsers();
    const { screen, user, emulator } = view;
    const listed = (await calls.of(listUsers.apiCall)).length;
    await user.click(screen.getByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    const email = within(dialog).getByRole('textbox', { name: /Email Address:/ });
    await user.type(email, DEMO_ACCOUNTS.user.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('An account with the given email already exists.'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(notified(view)).toEqual([]);
    expect(dialog).toBeInTheDocument();
    // Leaving the field keeps the message while the address is the refused one.
    await user.tab();
    expect(email).toHaveAccessibleDescription('An account with the given email already exists.');

    emulator.faults.add({ operation: inviteUser.apiCall, status: 500, times: 1 });
    await user.clear(email);
    await user.type(email, 'another@demo.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(notified(view).at(-1)).toBe(`error: ${USERS_MESSAGES.inviteFailed}`));
    // The dialog stays, with what was typed, for another try.
    expect(screen.getByRole('dialog', { name: 'Invite User' })).toBeInTheDocument();
    expect(email).toHaveValue('another@demo.example');
    expect(within(dialog).getByRole('button', { name: 'Send Invitation' })).toBeEnabled();
    expect(
      emulator.db.state.identity.users.some(
        (candidate) => candidate.attributes.email === 'another@demo.example',
      ),
    ).toBe(false);
    expect(await calls.of(listUsers.apiCall)).toHaveLength(listed);
  });
});

describe('/users for an ordinary user', () => {
  it('has no Invite User button, no pagination, no role or resend controls, and disabled licences', async () => {
    const view = await openUsers('user');
    const { screen } = view;
    expect(emailsShown(view)).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Invite User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rows per page:' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Role of/ })).not.toBeInTheDocument();
    expect(rowOf(view, DEMO_ACCOUNTS.administrator.email)).toHaveTextContent('Administrator');

    await licencesLoaded(view);
    const licences = screen.getAllByRole('combobox', { name: /^Licence of/ });
    expect(licences).toHaveLength(5);
    for (const licence of licences) expect(licence).toHaveAttribute('aria-disabled', 'true');
  });

  it('may invite only a user from the account menu’s Invite', async () => {
    const view = await openUsers('user');
    const { screen, user } = view;
    await user.click(screen.getByRole('button', { name: /account menu for/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    expect(within(dialog).getByRole('radio', { name: 'User' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Admin' })).toBeDisabled();
  });
});

describe('/users: finding people (issue 21 §6.4)', () => {
  /** Waits on the real setInterval (the test fakes setTimeout). */
  const realWait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        clearInterval(timer);
        resolve();
      }, ms);
    });
  const searchField = ({ screen }: View) => screen.getByRole('searchbox', { name: 'Search users' });
  const type = (view: View, text: string) => fireEvent.change(searchField(view), { target: { value: text } });

  it('tags the organisation’s owner, and only them', async () => {
    const view = await openUsers('user');
    expect(within(rowOf(view, DEMO_ACCOUNTS.administrator.email)).getByText('Owner')).toBeInTheDocument();
    expect(view.screen.getAllByText('Owner')).toHaveLength(1);
    // Another Administrator is not the owner.
    await view.user.type(searchField(view), DEMO_ACCOUNTS.coAdministrator.email);
    await waitFor(() => expect(emailsShown(view)).toEqual([DEMO_ACCOUNTS.coAdministrator.email]));
    expect(rowOf(view, DEMO_ACCOUNTS.coAdministrator.email)).toHaveTextContent('Administrator');
    expect(view.screen.queryByText('Owner')).not.toBeInTheDocument();
  });

  it('searches by name or e-mail on the server, 300 ms after typing pauses, from the first page', async () => {
    const view = await openUsers('administrator', 'spec');
    const calls = recordCalls();
    await view.user.click(view.screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(view.store.getState().users.page).toBe(1));
    await waitFor(() => expect(view.store.getState().users.status).toBe('succeeded'));
    const before = (await calls.of(listUsers.apiCall)).length;

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    type(view, 'Ben');
    vi.advanceTimersByTime(200);
    type(view, 'Bennett');
    vi.advanceTimersByTime(USER_SEARCH_DEBOUNCE_MS - 1);
    await realWait(200);
    expect(await calls.of(listUsers.apiCall)).toHaveLength(before);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await waitFor(async () => expect(await calls.of(listUsers.apiCall)).toHaveLength(before + 1));
    // One request for the pause, for the whole word, from the first page.
    expect((await calls.of(listUsers.apiCall)).at(-1)?.fields).toMatchObject({
      Search: 'Bennett',
      PaginationFrom: 0,
      PaginationLimit: 5,
    });

    const bennetts = view.emulator.db.state.identity.users
      .filter(
        (user) =>
          user.attributes['custom:tenant'] === DEMO_TENANT &&
          `${user.attributes.email} ${user.attributes.family_name}`.toLowerCase().includes('bennett'),
      )
      .map((user) => user.attributes.email ?? '')
      .toSorted((a, b) => a.localeCompare(b));
    expect(bennetts.length).toBeGreaterThan(0);
    await waitFor(() => expect(emailsShown(view)).toEqual(bennetts.slice(0, 5)));
    expect(
      view.screen.getByText(`1–${Math.min(5, bennetts.length)} of ${bennetts.length}`),
    ).toBeInTheDocument();
  });

  it('finds a full name whatever its case, says when nobody matches, and lists everyone once cleared', async () => {
    const view = await openUsers();
    const calls = recordCalls();
    const { givenName, familyName, email } = DEMO_ACCOUNTS.user;
    await view.user.clear(searchField(view));
    await view.user.type(searchField(view), `${givenName} ${familyName}`.toLowerCase());
    await waitFor(() => expect(emailsShown(view)).toEqual([email]));

    // Nobody matches: said so, not "No users yet".
    await view.user.clear(searchField(view));
    await view.user.type(searchField(view), 'zzz-nobody');
    // Typing can be slower than the test-speed debounce: the answer to a part ('zzz-nobo') shows the message
    // for the whole text a moment before the whole text's own search starts (and shows the spinner). Wait for
    // that search, then for its answer.
    await waitFor(async () =>
      expect((await calls.of(listUsers.apiCall)).at(-1)?.fields).toMatchObject({ Search: 'zzz-nobody' }),
    );
    expect(
      await view.screen.findByText('No user’s name or e-mail contains “zzz-nobody”.'),
    ).toBeInTheDocument();

    // Cleared: everyone again.
    await view.user.clear(searchField(view));
    await waitFor(() => expect(emailsShown(view)).toEqual(tenantEmails(view).slice(0, 5)));
  });
});
