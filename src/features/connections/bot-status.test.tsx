/**
 * The bot environment's status (spec 3 §4) on a signed-in page: BUILD, the persistent "being built" message
 * shown once, the re-check after the server's interval, and the final messages.
 */
import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BUILD_DURATION_MS, REFRESH_INTERVAL_S } from '@/emulator/connections/build';
import { setNextBuildOutcome } from '@/emulator/connections/test-support';
import { DEMO_TENANT } from '@/emulator/seed';

import { emulator } from '@tests/emulator';
import { renderApp } from '@tests/render';
import { untilReal } from '@tests/timers';

import { BOT_MESSAGES } from './bot-sagas';

const PRODUCT = 'Assistant Portal';

afterEach(() => {
  vi.useRealTimers();
});

/** Counts the status checks the portal sends. */
function countChecks() {
  let checks = 0;
  const original = emulator().faults.take.bind(emulator().faults);
  vi.spyOn(emulator().faults, 'take').mockImplementation((operation: string) => {
    if (operation === 'GetBotStatus') checks += 1;
    return original(operation);
  });
  return () => checks;
}

async function openAndBuild() {
  const view = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
  const build = await view.screen.findByRole('button', { name: `BUILD ${PRODUCT}` });
  await untilReal(() => view.store.getState().bot.botStatus !== null);
  const checks = countChecks();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(build);
  await untilReal(() => view.store.getState().bot.botStatus?.status === 'BUILDING');
  return { ...view, build, checks };
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
    emulator().faults.add({ operation: 'TriggerBotBuild', status: 500, times: 1 });
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
    await act(() => view.router.navigate('/dashboard'));
    await untilReal(() => checks() === 1);
    expect(within(document.body).queryByText(/environment/)).toBeNull();
  });
});
