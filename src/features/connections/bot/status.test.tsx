/**
 * The bot environment's status (spec 3 §4) on a signed-in page: BUILD, the persistent "being built" message
 * shown once, the re-check after the server's interval, and the final messages.
 */
import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getBotStatus, triggerBotBuild } from '@/contracts/connections';
import {
  BUILD_DURATION_MS,
  INJECTED_FAILURE,
  REFRESH_INTERVAL_S,
} from '@/emulator/modules/connections/build';
import { setNextBuildOutcome } from '@/emulator/modules/connections/test-support';
import { DEMO_ACCOUNTS, DEMO_TENANT } from '@/emulator/seed';
import { userStorage } from '@/lib/user-storage';

import { emulator } from '@tests/emulator';
import { renderApp } from '@tests/render';
import { untilReal } from '@tests/timers';

import { BOT_MESSAGES } from '../messages';

import { BOT_KEYS } from './sagas';
import { botBuildRequested } from './slice';

const PRODUCT = 'Assistant Portal';

afterEach(() => {
  vi.useRealTimers();
});

/** Counts the calls of the operations the portal sends (each reads its injected faults once). */
function countCalls() {
  const calls = new Map<string, number>();
  const original = emulator().faults.take.bind(emulator().faults);
  vi.spyOn(emulator().faults, 'take').mockImplementation((operation: string) => {
    calls.set(operation, (calls.get(operation) ?? 0) + 1);
    return original(operation);
  });
  return (operation: string) => calls.get(operation) ?? 0;
}

/** Counts the status checks the portal sends. */
function countChecks() {
  const calls = countCalls();
  return () => calls(getBotStatus.apiCall);
}

/** The demo organisation's build as the emulated cloud holds it. */
const demoBuild = () => emulator().db.state.connections.builds.find((build) => build.tenant === DEMO_TENANT);

/** The demo organisation's last build failed (the service's error), before the page opens. */
function seedFailedBuild(builtAt: string) {
  emulator().db.update('connections', (state) => {
    const build = state.builds.find((candidate) => candidate.tenant === DEMO_TENANT);
    if (build)
      Object.assign(build, { status: 'FAILED', message: INJECTED_FAILURE, builtAt, failedTask: null });
  });
}

const failures = (view: Awaited<ReturnType<typeof renderApp>>) =>
  history(view).filter((message) => message.includes('could not be built'));

async function openAndBuild() {
  const view = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
  const build = await view.screen.findByRole('button', { name: `BUILD ${PRODUCT}` });
  await untilReal(() => view.store.getState().bot.botStatus !== null);
  const calls = countCalls();
  const checks = () => calls(getBotStatus.apiCall);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(build);
  await untilReal(() => view.store.getState().bot.botStatus?.status === 'BUILDING');
  return { ...view, build, checks, calls };
}

/** Lets the build job end on the fake clock, then the next checks run until the status is final. */
async function finishBuild(view: { store: Awaited<ReturnType<typeof renderApp>>['store'] }) {
  await act(() => vi.advanceTimersByTimeAsync(BUILD_DURATION_MS));
  for (let round = 0; round < 10 && view.store.getState().bot.botStatus?.final !== true; round += 1) {
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_S * 1000));
    // A real pause (setTimeout is fake) for the check's request to come back.
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        clearInterval(timer);
        resolve();
      }, 50);
    });
  }
}

const history = (view: Awaited<ReturnType<typeof renderApp>>) =>
  view.store.getState().notifications.history.map((entry) => entry.message);

describe('the bot environment status', () => {
  it('BUILD: the persistent info once, a check every refresh interval, then ready; BUILD disabled meanwhile', async () => {
    const view = await openAndBuild();
    await untilReal(() => history(view).includes(BOT_MESSAGES.building(PRODUCT)));
    expect(view.build).toBeDisabled();
    const info = view.store
      .getState()
      .notifications.history.find((entry) => entry.message === BOT_MESSAGES.building(PRODUCT));
    expect(info?.persist).toBe(true);
    const first = view.checks();
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_INTERVAL_S * 1000 - 1));
    expect(view.checks()).toBe(first);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await untilReal(() => view.checks() === first + 1);
    // Shown once, however many checks.
    expect(history(view).filter((message) => message === BOT_MESSAGES.building(PRODUCT))).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(BUILD_DURATION_MS));
    await untilReal(() => history(view).includes(BOT_MESSAGES.ready(PRODUCT)));
    expect(view.store.getState().bot).toMatchObject({ botBuildTriggered: false, botBuilt: true });
    expect(view.build).toBeEnabled();
  });

  it('a failed build gives the error, naming the task, with a link to it; build triggering is switched off', async () => {
    emulator().db.update('connections', (state) => {
      const record = state.connections.find(
        (r) => r.tenant === DEMO_TENANT && r.connectionName === 'salesforce',
      );
      record?.customTasks.push({
        ID: 'Custom_forecast',
        title: 'Forecast',
        desc: '',
        enabled: true,
        utterances: [],
        slots: [],
      });
    });
    const view = await openAndBuild();
    await finishBuild(view);
    await untilReal(() =>
      history(view).some((message) => message.startsWith(`Your ${PRODUCT} environment could not be built`)),
    );
    expect(history(view).find((message) => message.includes('could not be built'))).toContain('Forecast');
    expect(view.store.getState().bot.botBuildTriggered).toBe(false);
    vi.useRealTimers();
    const link = await view.screen.findByRole('link', { name: 'Open the task “Forecast”' });
    expect(link).toHaveAttribute('href', '/enabled-intents/salesforce?task=Custom_forecast');
  });

  it('a warning is the server’s message, shown as a success', async () => {
    setNextBuildOutcome(emulator(), DEMO_TENANT, 'warn');
    const view = await openAndBuild();
    await finishBuild(view);
    await untilReal(() =>
      view.store
        .getState()
        .notifications.history.some(
          (entry) => entry.variant === 'success' && entry.message.startsWith('Built with warnings'),
        ),
    );
    expect(view.store.getState().bot.botBuildTriggered).toBe(false);
  });

  it('a refused trigger gives the final error message', async () => {
    emulator().faults.add({ operation: triggerBotBuild.apiCall, status: 500, times: 1 });
    const view = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    await view.user.click(await view.screen.findByRole('button', { name: `BUILD ${PRODUCT}` }));
    expect(await view.screen.findByText(BOT_MESSAGES.failed(PRODUCT))).toBeInTheDocument();
    expect(view.screen.getByRole('button', { name: `BUILD ${PRODUCT}` })).toBeEnabled();
  });

  it('is not checked on the wizard, and is checked on leaving it', async () => {
    const checks = countChecks();
    const view = await renderApp({ route: '/getting-started-wizard', signedInAs: 'administrator' });
    await view.screen.findByRole('heading', { level: 1, name: 'Getting Started' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(checks()).toBe(0);
    expect(within(document.body).queryByText(/environment/)).toBeNull();
    await act(() => view.router.navigate('/dashboard'));
    await untilReal(() => checks() === 1);
    // Spec 3 §4: every successful final check says so, whoever watched the build.
    await untilReal(() => history(view).includes(BOT_MESSAGES.ready(PRODUCT)));
  });
});

describe('a build asked for while one runs (issue 21 §1.4)', () => {
  it('is queued behind the running one and said so, never a failure; it starts when that one ends', async () => {
    const view = await openAndBuild();
    // What the wizard does when a second connector is connected while the first build runs.
    view.store.dispatch(botBuildRequested());
    // Messages are released 390 ms apart (spec 1 §9), on the faked clock.
    await untilReal(() => view.calls(triggerBotBuild.apiCall) === 2);
    await act(() => vi.advanceTimersByTimeAsync(400));
    await untilReal(() => history(view).includes(BOT_MESSAGES.queued(PRODUCT)));
    expect(view.calls(triggerBotBuild.apiCall)).toBe(2);
    expect(failures(view)).toEqual([]);
    expect(view.store.getState().bot).toMatchObject({ buildQueued: true, botBuildTriggered: true });
    expect(view.build).toBeDisabled();

    // The running build ends: the queued one starts at once, and its end is announced (only its end).
    await act(() => vi.advanceTimersByTimeAsync(BUILD_DURATION_MS));
    await untilReal(() => view.calls(triggerBotBuild.apiCall) === 3);
    await untilReal(() => view.store.getState().bot.botStatus?.status === 'BUILDING');
    expect(history(view)).not.toContain(BOT_MESSAGES.ready(PRODUCT));
    await finishBuild(view);
    await untilReal(() => history(view).includes(BOT_MESSAGES.ready(PRODUCT)));
    expect(history(view).filter((message) => message === BOT_MESSAGES.ready(PRODUCT))).toHaveLength(1);
    expect(failures(view)).toEqual([]);
    expect(view.store.getState().bot).toMatchObject({ buildQueued: false, botBuildTriggered: false });
    expect(
      userStorage(DEMO_ACCOUNTS.administrator.sub).get(BOT_KEYS.queued, (v): v is true => v === true),
    ).toBe(undefined);
  });

  it('a build still queued when the page was left starts at the next check', async () => {
    userStorage(DEMO_ACCOUNTS.administrator.sub).set(BOT_KEYS.queued, true);
    const calls = countCalls();
    const view = await renderApp({ route: '/dashboard', signedInAs: 'administrator' });
    await untilReal(() => calls(triggerBotBuild.apiCall) === 1);
    await untilReal(() => view.store.getState().bot.botStatus?.status === 'BUILDING');
    expect(demoBuild()?.status).toBe('BUILDING');
    expect(
      userStorage(DEMO_ACCOUNTS.administrator.sub).get(BOT_KEYS.queued, (v): v is true => v === true),
    ).toBe(undefined);
  });
});

describe('the final messages (issue 21 §2.6)', () => {
  it('says the environment is ready when a build this session did not watch has ended since the last visit', async () => {
    const readyMessages = (view: Awaited<ReturnType<typeof renderApp>>) =>
      view.store
        .getState()
        .notifications.history.filter((entry) => entry.message === BOT_MESSAGES.ready(PRODUCT));
    const load = async () => {
      const checks = countChecks();
      const view = await renderApp({ route: '/dashboard', signedInAs: 'user' });
      await untilReal(() => checks() === 1 && view.store.getState().bot.botStatus !== null);
      await new Promise((resolve) => setTimeout(resolve, 200));
      vi.restoreAllMocks();
      return view;
    };
    const first = await load();
    expect(readyMessages(first)).toEqual([]);
    first.unmount();

    // Another administrator's build (or one started before a reload) ended meanwhile.
    emulator().db.update('connections', (state) => {
      const build = state.builds.find((candidate) => candidate.tenant === DEMO_TENANT);
      if (build) build.builtAt = '2026-03-01T09:00:00.000Z';
    });
    const second = await load();
    await untilReal(() => readyMessages(second).length === 1);
    const told = readyMessages(second)[0]?.id;
    second.unmount();

    // Nothing new: a page load does not repeat it.
    const third = await load();
    expect(readyMessages(third).map((entry) => entry.id)).toEqual([told]);
  });

  it('a failed build: one full stop, Manage Connectors, told once to an administrator', async () => {
    seedFailedBuild('2026-01-01T10:00:00.000Z');
    const first = await renderApp({ route: '/dashboard', signedInAs: 'administrator' });
    await untilReal(() => failures(first).length === 1);
    expect(failures(first)).toEqual([
      `Your ${PRODUCT} environment could not be built: The language model service timed out while deploying the assistant. Please go to Manage Connectors and click BUILD ${PRODUCT}.`,
    ]);
    const told = new Set(first.store.getState().notifications.history.map((entry) => entry.id));
    first.unmount();

    // The next page load: the same failed build is not told again.
    const checks = countChecks();
    const again = await renderApp({ route: '/dashboard', signedInAs: 'administrator' });
    await untilReal(() => checks() === 1 && again.store.getState().bot.botStatus !== null);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The list of past notifications is the user's (restored): only a new entry would be a repeat.
    const repeated = again.store
      .getState()
      .notifications.history.filter(
        (entry) => !told.has(entry.id) && entry.message.includes('could not be built'),
      );
    expect(repeated).toEqual([]);
  });

  it('is not a toast on the Connections page, whose own banner shows it, nor for an ordinary user', async () => {
    seedFailedBuild('2026-01-02T10:00:00.000Z');
    const admin = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    expect(await admin.screen.findByText(/The last build failed/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(failures(admin)).toEqual([]);
    admin.unmount();

    const checks = countChecks();
    const user = await renderApp({ route: '/dashboard', signedInAs: 'user' });
    await untilReal(() => checks() === 1 && user.store.getState().bot.botStatus?.status === 'FAILED');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(failures(user)).toEqual([]);
  });
});
