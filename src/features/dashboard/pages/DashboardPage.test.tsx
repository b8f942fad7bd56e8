import { act, fireEvent, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { dashboardSummary, reviewMissingUtterances } from '@/contracts/dashboard';
import { clock } from '@/emulator/core/clock';
import { DEMO_ACCOUNTS } from '@/emulator/seed';
import { userStorage } from '@/lib/user-storage';

import { server } from '@tests/emulator';
import { fillEditor } from '@tests/quill';
import { renderApp, type RenderedApp } from '@tests/render';
import { advanceTo, watchTimers } from '@tests/timers';

import { DATE_MESSAGES } from '../messages';
import { WIDGET_TEXTS } from '../messages';
import { DRAWER_TEXTS } from '../messages';
import { DASHBOARD_MESSAGES } from '../messages';
import { type DashboardPreference, isDashboardPreference, PREFERENCE_KEY } from '../preference';
import { drawerOpened, refreshRequested } from '../slice';
import type { DashboardQuery } from '../types';
import { AUTO_REFRESH_MS, DATE_TIME_FORMAT, WIDGETS } from '../widgets';

type View = RenderedApp;
type Account = 'administrator' | 'user';

/** vi.waitFor with room for a loaded machine (it also advances fake timers between tries). */
const eventually = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5_000, interval: 50 });

/** Records the dashboard calls the portal sends (GET, fields in the query). */
function recordDashboardCalls() {
  const calls: { apiCall: string; query: URLSearchParams }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || !url.pathname.endsWith('/dashboard')) return;
    calls.push({ apiCall: url.searchParams.get('ApiCall') ?? '', query: url.searchParams });
  };
  server.events.on('request:start', listener);
  stopRecording.push(() => server.events.removeListener('request:start', listener));
  return {
    summaries: () =>
      calls
        .filter((call) => call.apiCall === dashboardSummary.apiCall)
        .map((call) => JSON.parse(call.query.get('QueryData') ?? '{}') as DashboardQuery),
    reviews: () =>
      calls
        .filter((call) => call.apiCall === reviewMissingUtterances.apiCall)
        .map((call) => JSON.parse(call.query.get('Params') ?? '{}') as Record<string, unknown>),
  };
}
const stopRecording: (() => void)[] = [];
let stopWatching = () => {};
afterEach(() => {
  for (const stop of stopRecording.splice(0)) stop();
  stopWatching();
  vi.useRealTimers();
});

const storageOf = (account: Account) => userStorage(DEMO_ACCOUNTS[account].sub);
const savedPreference = (account: Account) => storageOf(account).get(PREFERENCE_KEY, isDashboardPreference);

async function openDashboard(account: Account = 'administrator', options: { fakeTimers?: boolean } = {}) {
  if (options.fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = await renderApp({
    route: '/dashboard',
    signedInAs: account,
    // A test on fake timers proves a spec wait: the spec's timings.
    ...(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime, timings: 'spec' as const } : {}),
  });
  await view.screen.findByRole('toolbar', { name: 'Dashboard' }, { timeout: 10_000 });
  return view;
}

const widgetList = ({ screen }: View) => screen.getByRole('list', { name: 'Widgets' });
const widgetTitles = (view: View) =>
  within(widgetList(view))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const widget = ({ screen }: View, title: string) => screen.getByRole('region', { name: title });
const waitForCharts = (view: View) =>
  view.screen.findAllByRole('img', { name: /chart$/ }, { timeout: 10_000 });

/** Types a whole value into a date-time picker, as a paste would (the field's hidden input takes the text). */
function typeDate({ screen }: View, label: 'From' | 'To', value: dayjs.Dayjs) {
  const input = screen.getByRole('group', { name: label }).parentElement?.querySelector('input');
  if (!input) throw new Error(`No input for ${label}`);
  fireEvent.change(input, { target: { value: value.format(DATE_TIME_FORMAT) } });
}

/** The dashboard with only the missed-utterances widget, and its detail drawer open. */
async function openMissedUtterances(account: Account) {
  storageOf(account).set(PREFERENCE_KEY, {
    config: [{ widgetId: 'missed_utterances', instanceId: 7 }],
    ui: { dashboardDates: null, dashboardDatesUpdated: null },
    checkedAutoReload: false,
    refresh: 0,
  } satisfies DashboardPreference);
  const view = await openDashboard(account);
  await waitForCharts(view);
  await view.user.click(view.screen.getByRole('button', { name: 'Show data of Request by Public Users' }));
  const drawer = await view.screen.findByRole('dialog', { name: 'Missed Utterances' });
  const grid = await within(drawer).findByRole('grid', { name: 'Missed utterances' }, { timeout: 10_000 });
  return { view, drawer, grid };
}

const minute = (iso: string) => dayjs(iso).startOf('minute').valueOf();

describe('the dashboard (spec 2 §2, §4)', () => {
  it('shows an ordinary user usage_by_task and unique_users_in_total by default', async () => {
    const view = await openDashboard('user');
    await waitForCharts(view);
    expect(widgetTitles(view)).toEqual([WIDGETS.usage_by_task.title, WIDGETS.unique_users_in_total.title]);
  });

  it('shows an administrator the six default widgets, with data from the emulator', async () => {
    const view = await openDashboard('administrator');
    await waitForCharts(view);
    expect(widgetTitles(view)).toEqual([
      'Usage Summary',
      'Unique Users',
      'Unique Sessions',
      'Usage by Task',
      'User Interaction (Portal)',
      'Platform Usage',
    ]);
    const summary = widget(view, 'Usage Summary');
    expect(within(summary).getByText('Total requests')).toBeInTheDocument();
    // Spec 2 §2: the average session duration is shown as a dash.
    expect(within(summary).getByText('-')).toBeInTheDocument();
    // The charts really draw (a canvas with a 2D context, not just an element).
    const canvas = within(widget(view, 'Unique Users')).getByRole('img', { name: 'Unique Users chart' });
    expect((canvas as HTMLCanvasElement).getContext('2d')).not.toBeNull();
  });

  it('asks for the last 7 days by default, and keeps From ≤ To and To not in the future', async () => {
    const calls = recordDashboardCalls();
    const view = await openDashboard();
    await waitForCharts(view);
    const [first] = calls.summaries();
    expect(first?.tenant).toBe(view.store.getState().auth.user?.tenant);
    const from = dayjs(first?.start_date);
    const to = dayjs(first?.end_date);
    expect(Math.abs(to.valueOf() - clock.now())).toBeLessThan(60_000);
    expect(to.diff(from, 'day', true)).toBeCloseTo(7, 5);

    // From later than To: refused, with the rule's message; nothing is fetched.
    typeDate(view, 'From', to.add(1, 'hour'));
    expect(await view.screen.findByText(DATE_MESSAGES.fromAfterTo)).toBeInTheDocument();
    // To in the future: refused.
    typeDate(view, 'To', dayjs().add(1, 'day'));
    expect(await view.screen.findByText(DATE_MESSAGES.toInFuture)).toBeInTheDocument();
    expect(calls.summaries()).toHaveLength(1);

    // A valid From: fetched with that range, and saved with the moment it was chosen.
    const newFrom = to.subtract(3, 'day').startOf('minute');
    typeDate(view, 'From', newFrom);
    await eventually(() => expect(calls.summaries()).toHaveLength(2));
    expect(minute(calls.summaries()[1]?.start_date ?? '')).toBe(newFrom.valueOf());
    const saved = savedPreference('administrator');
    expect(saved?.ui.dashboardDates?.fromDateISO).toBe(newFrom.toISOString());
    expect(saved?.ui.dashboardDates?.fromDate).toBe(newFrom.format(DATE_TIME_FORMAT));
    expect(Math.abs((saved?.ui.dashboardDatesUpdated ?? 0) - clock.now() / 1000)).toBeLessThan(60);
    // A chosen range stays as chosen when refreshed.
    fireEvent.click(view.screen.getByRole('button', { name: 'Refresh' }));
    await eventually(() => expect(calls.summaries()).toHaveLength(3));
    expect(calls.summaries()[2]).toEqual(calls.summaries()[1]);
  });

  it('restores a saved range only when it was saved within the last 7 days (604800 s)', async () => {
    const range = { from: '2026-10-01T08:00:00.000Z', to: '2026-10-03T17:30:00.000Z' };
    const preference = (savedSecondsAgo: number): DashboardPreference => ({
      config: [{ widgetId: 'peak_usage', instanceId: 42 }],
      ui: {
        dashboardDates: {
          fromDate: dayjs(range.from).format(DATE_TIME_FORMAT),
          toDate: dayjs(range.to).format(DATE_TIME_FORMAT),
          fromDateISO: range.from,
          toDateISO: range.to,
        },
        dashboardDatesUpdated: Math.floor(clock.now() / 1000) - savedSecondsAgo,
      },
      checkedAutoReload: false,
      refresh: 0,
    });
    const calls = recordDashboardCalls();

    storageOf('administrator').set(PREFERENCE_KEY, preference(604_800 - 60));
    const view = await openDashboard();
    await eventually(() => expect(calls.summaries()).toHaveLength(1));
    expect(calls.summaries()[0]).toMatchObject({ start_date: range.from, end_date: range.to });
    // The widgets come back too.
    expect(widgetTitles(view)).toEqual(['Peak Usage']);

    // Saved 8 days ago: the default range instead; the widgets are still the user's.
    storageOf('administrator').set(PREFERENCE_KEY, preference(8 * 86_400));
    await act(() => view.router.navigate('/users'));
    await act(() => view.router.navigate('/dashboard'));
    await eventually(() => expect(calls.summaries()).toHaveLength(2));
    const second = calls.summaries()[1];
    expect(Math.abs(dayjs(second?.end_date).valueOf() - clock.now())).toBeLessThan(60_000);
    expect(dayjs(second?.end_date).diff(dayjs(second?.start_date), 'day', true)).toBeCloseTo(7, 5);
    expect(await view.screen.findByRole('heading', { name: 'Peak Usage' })).toBeInTheDocument();
  });

  it('refreshes every 10 s with an info toast while Auto Refresh is on; manual refresh is disabled meanwhile', async () => {
    const calls = recordDashboardCalls();
    const view = await openDashboard('administrator', { fakeTimers: true });
    await eventually(() => expect(calls.summaries()).toHaveLength(1));
    const refresh = view.screen.getByRole('button', { name: 'Refresh' });
    expect(refresh).toBeEnabled();

    const timers = watchTimers(AUTO_REFRESH_MS, 'redux-saga');
    stopWatching = timers.stop;
    fireEvent.click(view.screen.getByRole('checkbox', { name: 'Auto Refresh' }));
    expect(refresh).toBeDisabled();
    const scheduledAt = timers.latest()?.scheduledAt ?? Number.NaN;
    advanceTo(scheduledAt + AUTO_REFRESH_MS - 1);
    expect(calls.summaries()).toHaveLength(1);
    advanceTo(scheduledAt + AUTO_REFRESH_MS);
    await eventually(() => expect(calls.summaries()).toHaveLength(2));
    // The default range is "the last 7 days": a refresh moves it up to now.
    const [before, after] = calls.summaries();
    expect(Date.parse(after?.end_date ?? '') - Date.parse(before?.end_date ?? '')).toBeGreaterThanOrEqual(
      AUTO_REFRESH_MS,
    );
    expect(await view.screen.findByText(DASHBOARD_MESSAGES.autoRefresh)).toBeInTheDocument();
    // And again 10 s later: the loop goes on.
    const next = timers.latest()?.scheduledAt ?? Number.NaN;
    expect(next).toBeGreaterThanOrEqual(scheduledAt + AUTO_REFRESH_MS);
    advanceTo(next + AUTO_REFRESH_MS);
    await eventually(() => expect(calls.summaries()).toHaveLength(3));
    expect(savedPreference('administrator')?.checkedAutoReload).toBe(true);

    // Off: no more refreshes, and the manual button works again.
    fireEvent.click(view.screen.getByRole('checkbox', { name: 'Auto Refresh' }));
    expect(refresh).toBeEnabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTO_REFRESH_MS * 3);
    });
    expect(calls.summaries()).toHaveLength(3);
    fireEvent.click(refresh);
    await eventually(() => expect(calls.summaries()).toHaveLength(4));
  });

  it('adds, configures and hides widgets in edit mode, and keeps the arrangement per user across reloads', async () => {
    const view = await openDashboard('user');
    await waitForCharts(view);
    await view.user.click(view.screen.getByRole('checkbox', { name: 'Edit Widgets' }));
    const previews = await view.screen.findByRole('list', { name: 'Widgets to add' });
    // Widgets already shown are not offered; the others are, each with its preview.
    expect(within(previews).queryByRole('button', { name: 'Add Usage by Task' })).toBeNull();
    await view.user.click(within(previews).getByRole('button', { name: 'Add Peak Usage' }));
    await view.user.click(within(previews).getByRole('button', { name: 'Add User Interaction' }));
    expect(widgetTitles(view)).toEqual([
      'Usage by Task',
      'Unique Users',
      'Peak Usage',
      'User Interaction (Portal)',
    ]);

    // The configurable widget: platform Alexa, Portal or Mobile (default Portal).
    const interaction = widget(view, 'User Interaction (Portal)');
    await view.user.click(await within(interaction).findByRole('combobox', { name: /Platform/ }));
    expect(view.screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Alexa',
      'Portal',
      'Mobile',
    ]);
    await view.user.click(view.screen.getByRole('option', { name: 'Alexa' }));
    expect(await view.screen.findByRole('heading', { name: 'User Interaction (Alexa)' })).toBeInTheDocument();

    await view.user.click(view.screen.getByRole('button', { name: 'Hide Unique Users' }));
    expect(widgetTitles(view)).toEqual(['Usage by Task', 'Peak Usage', 'User Interaction (Alexa)']);

    const saved = savedPreference('user');
    expect(saved?.config.map((item) => item.widgetId)).toEqual([
      'usage_by_task',
      'peak_usage',
      'user_interaction_admin',
    ]);
    expect(saved?.config[2]?.config?.platform).toBe('Alexa');
    for (const item of saved?.config ?? []) expect(Number.isInteger(item.instanceId)).toBe(true);
    // Another user's dashboard is untouched.
    expect(savedPreference('administrator')).toBeUndefined();

    // A reload (a fresh app) shows the same arrangement.
    view.unmount();
    const reloaded = await openDashboard('user');
    await eventually(() =>
      expect(widgetTitles(reloaded)).toEqual(['Usage by Task', 'Peak Usage', 'User Interaction (Alexa)']),
    );
  });

  it('reorders by drag in move mode (the dragged widget is temporarily unavailable) and by its move buttons', async () => {
    const view = await openDashboard('administrator');
    await waitForCharts(view);
    expect(view.screen.queryByRole('button', { name: 'Move Unique Users earlier' })).toBeNull();
    await view.user.click(view.screen.getByRole('checkbox', { name: 'Reorder Widgets' }));

    // Dragging loads with move mode: the widgets become draggable.
    await eventually(() => expect(widget(view, 'Platform Usage')).toHaveAttribute('draggable', 'true'));
    const source = widget(view, 'Platform Usage');
    const target = widget(view, 'Usage Summary');
    // jsdom has no DataTransfer: the little the HTML5 backend uses of it.
    const dataTransfer = {
      dropEffect: 'move',
      effectAllowed: 'all',
      types: [] as string[],
      items: [],
      files: [],
      setData: () => undefined,
      getData: () => '',
      setDragImage: () => undefined,
    };
    fireEvent.dragStart(source, { dataTransfer });
    fireEvent.dragEnter(target, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    expect(await within(source).findByText(WIDGET_TEXTS.unavailable)).toBeInTheDocument();
    fireEvent.drop(target, { dataTransfer });
    fireEvent.dragEnd(source, { dataTransfer });
    await eventually(() =>
      expect(widgetTitles(view)).toEqual([
        'Platform Usage',
        'Usage Summary',
        'Unique Users',
        'Unique Sessions',
        'Usage by Task',
        'User Interaction (Portal)',
      ]),
    );

    await view.user.click(view.screen.getByRole('button', { name: 'Move Usage Summary earlier' }));
    expect(widgetTitles(view).slice(0, 2)).toEqual(['Usage Summary', 'Platform Usage']);
    expect(
      savedPreference('administrator')
        ?.config.map((item) => item.widgetId)
        .slice(0, 2),
    ).toEqual(['usage_summary', 'lex_platform_usage']);
  });

  it('reorders by keyboard in move mode (Space lifts, arrows move, Enter drops, Escape cancels), announced', async () => {
    const view = await openDashboard('administrator');
    await waitForCharts(view);
    await view.user.click(view.screen.getByRole('checkbox', { name: 'Reorder Widgets' }));
    const handle = (title: string) => view.screen.getByRole('button', { name: `Reorder ${title}` });
    const announcement = () => view.screen.getByRole('status', { name: 'Widgets: moves' });
    await view.screen.findByRole('button', { name: 'Reorder Platform Usage' });

    act(() => handle('Platform Usage').focus());
    await view.user.keyboard(' ');
    expect(handle('Platform Usage')).toHaveAttribute('aria-pressed', 'true');
    expect(announcement()).toHaveTextContent("Picked up 'Platform Usage', position 6 of 6.");
    await view.user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(announcement()).toHaveTextContent("'Platform Usage': position 4 of 6.");
    expect(widgetTitles(view)[3]).toBe('Platform Usage');
    // Held, not moved: nothing is saved yet.
    expect(savedPreference('administrator')).toBeUndefined();
    await view.user.keyboard('{Home}{Enter}');
    expect(announcement()).toHaveTextContent("Moved 'Platform Usage' to position 1 of 6.");
    expect(widgetTitles(view)).toEqual([
      'Platform Usage',
      'Usage Summary',
      'Unique Users',
      'Unique Sessions',
      'Usage by Task',
      'User Interaction (Portal)',
    ]);
    expect(handle('Platform Usage')).toHaveFocus();
    expect(handle('Platform Usage')).toHaveAttribute('aria-pressed', 'false');
    expect(
      savedPreference('administrator')
        ?.config.map((item) => item.widgetId)
        .slice(0, 2),
    ).toEqual(['lex_platform_usage', 'usage_summary']);

    // Escape puts a held widget back.
    act(() => handle('Unique Users').focus());
    await view.user.keyboard(' {ArrowDown}{ArrowDown}{Escape}');
    expect(announcement()).toHaveTextContent("Move cancelled: 'Unique Users' is back at position 3 of 6.");
    expect(widgetTitles(view)[2]).toBe('Unique Users');

    // The Move menu, and the widget's own arrow buttons, announce their moves too.
    await view.user.click(view.screen.getByRole('button', { name: 'Move Usage by Task…' }));
    await view.user.click(view.screen.getByRole('menuitem', { name: 'To the end' }));
    expect(announcement()).toHaveTextContent("Moved 'Usage by Task' to position 6 of 6.");
    expect(widgetTitles(view).at(-1)).toBe('Usage by Task');
    await view.user.click(view.screen.getByRole('button', { name: 'Move Usage by Task earlier' }));
    expect(announcement()).toHaveTextContent("Moved 'Usage by Task' to position 5 of 6.");
    expect(widgetTitles(view).slice(-2)).toEqual(['Usage by Task', 'User Interaction (Portal)']);
  });

  it("shows 'Temporarily unavailable' in every widget when the summary fails with a 500 or 401", async () => {
    const first = await openDashboard('administrator');
    await waitForCharts(first);
    first.emulator.faults.add({ operation: dashboardSummary.apiCall, status: 500 });
    fireEvent.click(first.screen.getByRole('button', { name: 'Refresh' }));
    await eventually(() =>
      expect(within(widgetList(first)).getAllByText(WIDGET_TEXTS.unavailable)).toHaveLength(6),
    );
    expect(within(widgetList(first)).queryByRole('img')).toBeNull();
  });

  it("shows 'No data to display' for a range without conversations", async () => {
    const view = await openDashboard('administrator');
    await waitForCharts(view);
    typeDate(view, 'From', dayjs().subtract(3, 'year'));
    typeDate(view, 'To', dayjs().subtract(3, 'year').add(1, 'day'));
    await eventually(() => expect(within(widgetList(view)).getAllByText(WIDGET_TEXTS.empty)).toHaveLength(6));
  });

  it('marks missed utterances as reviewed from the detail drawer; reviewed rows cannot be selected', async () => {
    const calls = recordDashboardCalls();
    const { view, drawer, grid } = await openMissedUtterances('administrator');
    const mark = within(drawer).getByRole('button', { name: DRAWER_TEXTS.markReviewed });
    expect(mark).toBeDisabled();

    const missedRows = () =>
      within(grid)
        .getAllByRole('row')
        .filter((row) => within(row).queryByText('Missed') !== null);
    const [row] = missedRows();
    if (!row) throw new Error('The seed has no missed utterance');
    const utterance = row.querySelector('[data-field="utterance"]')?.textContent ?? '';
    await view.user.click(within(row).getByRole('checkbox'));
    expect(mark).toBeEnabled();
    await view.user.click(mark);

    expect(await view.screen.findByText(DASHBOARD_MESSAGES.reviewed(1))).toBeInTheDocument();
    const [params] = calls.reviews();
    expect(params).toMatchObject({ total_selected: 1, utterance_0: utterance });
    expect(Object.keys(params ?? {}).sort()).toEqual(
      [
        'total_selected',
        'skill_name_0',
        'utterance_0',
        'invocations_0',
        'users_0',
        'first_dt_0',
        'last_dt_0',
      ].sort(),
    );
    // The rows are reloaded: that utterance is Reviewed now, and its checkbox cannot be ticked.
    await eventually(() => {
      const reviewed = within(grid)
        .getAllByRole('row')
        .find((candidate) => candidate.querySelector('[data-field="utterance"]')?.textContent === utterance);
      expect(reviewed?.querySelector('[data-field="status"]')?.textContent).toBe('Reviewed');
      expect(within(reviewed as HTMLElement).getByRole('checkbox')).toBeDisabled();
    });
  });

  it('answers one missed utterance as an FAQ question, and marks it reviewed once the question is submitted', async () => {
    const calls = recordDashboardCalls();
    const { view, drawer, grid } = await openMissedUtterances('administrator');
    const answer = within(drawer).getByRole('button', { name: DRAWER_TEXTS.answerAsFaq });
    expect(answer).toBeDisabled();
    const row = within(grid)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByText('Missed') !== null);
    if (!row) throw new Error('The seed has no missed utterance');
    const utterance = row.querySelector('[data-field="utterance"]')?.textContent ?? '';
    await view.user.click(within(row).getByRole('checkbox'));
    await view.user.click(answer);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/faq'));
    const form = await view.screen.findByRole('form', { name: 'Question form' });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Question' })).toHaveValue(utterance),
    );
    expect(within(form).getByText(/answers a missed utterance/)).toBeInTheDocument();
    await view.user.type(within(form).getByRole('combobox', { name: 'Subject Area' }), 'IT');
    await fillEditor(form, '<p>Here is the answer.</p>');
    await view.user.type(
      within(form).getByRole('textbox', { name: 'Voice Response' }),
      'Here is the answer.',
    );
    expect(calls.reviews()).toEqual([]);
    await view.user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await view.screen.findByText(DASHBOARD_MESSAGES.reviewed(1))).toBeInTheDocument();
    expect(calls.reviews()).toEqual([expect.objectContaining({ total_selected: 1, utterance_0: utterance })]);
  });

  it("shows the server's message when marking fails", async () => {
    storageOf('user').set(PREFERENCE_KEY, {
      config: [{ widgetId: 'missed_utterances', instanceId: 7 }],
      ui: { dashboardDates: null, dashboardDatesUpdated: null },
      checkedAutoReload: false,
      refresh: 0,
    } satisfies DashboardPreference);
    const view = await openDashboard('user');
    await waitForCharts(view);
    view.emulator.faults.add({
      operation: reviewMissingUtterances.apiCall,
      status: 500,
      message: 'The review service is down.',
      times: 1,
    });
    await view.user.click(view.screen.getByRole('button', { name: 'Show data of Request by Public Users' }));
    const drawer = await view.screen.findByRole('dialog', { name: 'Missed Utterances' });
    const grid = await within(drawer).findByRole('grid', { name: 'Missed utterances' }, { timeout: 10_000 });
    const row = within(grid)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByText('Missed') !== null);
    await view.user.click(within(row as HTMLElement).getByRole('checkbox'));
    await view.user.click(within(drawer).getByRole('button', { name: DRAWER_TEXTS.markReviewed }));
    expect(await view.screen.findByText('The review service is down.')).toBeInTheDocument();
  });

  it("opens a user's sessions per day (unique_sessions_by_user) and the uncompleted requests table", async () => {
    storageOf('administrator').set(PREFERENCE_KEY, {
      config: [
        { widgetId: 'unique_sessions_by_user', instanceId: 1 },
        { widgetId: 'uncompleted_requests_by_intent', instanceId: 2 },
      ],
      ui: { dashboardDates: null, dashboardDatesUpdated: null },
      checkedAutoReload: false,
      refresh: 0,
    } satisfies DashboardPreference);
    const view = await openDashboard('administrator');
    await waitForCharts(view);

    await view.user.click(view.screen.getByRole('button', { name: 'Show data of Unique Sessions by User' }));
    const rowsDrawer = await view.screen.findByRole('dialog', { name: 'Unique Sessions by User' });
    const table = await within(rowsDrawer).findByRole('table', { name: 'Unique Sessions by User data' });
    const firstUser = within(table).getAllByRole('button')[0];
    const label = firstUser?.textContent ?? '';
    await view.user.click(firstUser as HTMLElement);
    const graph = await view.screen.findByRole('dialog', { name: `Sessions of ${label}` });
    const canvas = await within(graph).findByRole('img', { name: `Sessions of ${label} chart` });
    expect((canvas as HTMLCanvasElement).getContext('2d')).not.toBeNull();
    await view.user.click(within(graph).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.screen.queryByRole('dialog')).toBeNull());

    await view.user.click(
      view.screen.getByRole('button', { name: 'Show data of Uncompleted Requests by Intent' }),
    );
    const drawer = await view.screen.findByRole('dialog', { name: 'Uncompleted Requests' });
    const grid = await within(drawer).findByRole(
      'grid',
      { name: 'Uncompleted requests' },
      { timeout: 10_000 },
    );
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['User', 'Platform', 'Last Activity', 'Request']);
    expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('opens the rows behind a chart in the drawer, and an empty drill says so', async () => {
    const view = await openDashboard('administrator');
    await waitForCharts(view);
    await view.user.click(view.screen.getByRole('button', { name: 'Show data of Platform Usage' }));
    const drawer = await view.screen.findByRole('dialog', { name: 'Platform Usage' });
    const table = await within(drawer).findByRole('table', { name: 'Platform Usage data' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Platform', 'Requests']);
    await view.user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.screen.queryByRole('dialog', { name: 'Platform Usage' })).toBeNull());
  });
  it('turns off an Auto Refresh restored as on, and ticking it again runs exactly one loop', async () => {
    storageOf('administrator').set(PREFERENCE_KEY, {
      config: [{ widgetId: 'usage_summary', instanceId: 1 }],
      ui: { dashboardDates: null, dashboardDatesUpdated: null },
      checkedAutoReload: true,
      refresh: 0,
    } satisfies DashboardPreference);
    const calls = recordDashboardCalls();
    const view = await openDashboard('administrator', { fakeTimers: true });
    const checkbox = view.screen.getByRole('checkbox', { name: 'Auto Refresh' });
    expect(checkbox).toBeChecked();
    await eventually(() => expect(calls.summaries()).toHaveLength(1));
    // Each tick of a loop is one refreshRequested, counted synchronously in the store.
    const ticks = () => view.store.getState().dashboard.refreshCount;

    // Off: neither the restored loop nor any other refreshes after 10 s or 20 s.
    fireEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
    const offTicks = ticks();
    const offCalls = calls.summaries().length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTO_REFRESH_MS);
    });
    expect(ticks()).toBe(offTicks);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTO_REFRESH_MS);
    });
    expect(ticks()).toBe(offTicks);
    expect(calls.summaries()).toHaveLength(offCalls);

    // On again: one refresh per 10 s, not two.
    const timers = watchTimers(AUTO_REFRESH_MS, 'redux-saga');
    stopWatching = timers.stop;
    fireEvent.click(checkbox);
    const scheduledAt = timers.latest()?.scheduledAt ?? Number.NaN;
    // The saga resumes after its timer in a microtask: let it run (a few real ms pass meanwhile, hence the
    // margin before each expected tick).
    const settle = () =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
    for (const period of [1, 2]) {
      advanceTo(scheduledAt + period * AUTO_REFRESH_MS - 200);
      await settle();
      expect(ticks()).toBe(offTicks + period - 1);
      advanceTo(scheduledAt + period * AUTO_REFRESH_MS);
      await eventually(() => expect(ticks()).toBe(offTicks + period));
      await eventually(() => expect(calls.summaries()).toHaveLength(offCalls + period));
    }
    await settle();
    expect(ticks()).toBe(offTicks + 2);
  });

  it('closes the detail drawer with Escape and with Back, staying on the dashboard', async () => {
    const view = await openDashboard('administrator');
    await waitForCharts(view);
    const show = () =>
      view.user.click(view.screen.getByRole('button', { name: 'Show data of Platform Usage' }));

    await show();
    await view.screen.findByRole('dialog', { name: 'Platform Usage' });
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(view.screen.queryByRole('dialog')).toBeNull());
    expect(view.router.state.location.pathname).toBe('/dashboard');

    // Back closes the drawer instead of leaving the page (the drawer has its own history entry).
    await show();
    await view.screen.findByRole('dialog', { name: 'Platform Usage' });
    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(view.screen.queryByRole('dialog')).toBeNull());
    expect(view.router.state.location.pathname).toBe('/dashboard');
    expect(view.store.getState().dashboard.drawer).toBeNull();

    // Opened again and closed with its Close button: its entry is gone, so the drawer does not come back and
    // a second Close-then-Back cycle behaves the same.
    await show();
    const drawer = await view.screen.findByRole('dialog', { name: 'Platform Usage' });
    await view.user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.screen.queryByRole('dialog')).toBeNull());
    await show();
    await view.screen.findByRole('dialog', { name: 'Platform Usage' });
    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(view.screen.queryByRole('dialog')).toBeNull());
    expect(view.router.state.location.pathname).toBe('/dashboard');
  });

  it('shows no stale figures of a failed summary: not in the drawer, nor in the CSV export', async () => {
    const view = await openDashboard('administrator');
    await waitForCharts(view);
    await view.user.click(view.screen.getByRole('button', { name: 'Show data of Platform Usage' }));
    const drawer = await view.screen.findByRole('dialog', { name: 'Platform Usage' });
    await within(drawer).findByRole('table', { name: 'Platform Usage data' });

    // An auto refresh fails while the drawer is open: its figures go.
    view.emulator.faults.add({ operation: dashboardSummary.apiCall, status: 500 });
    act(() => {
      view.store.dispatch(refreshRequested());
    });
    expect(await within(drawer).findByText(WIDGET_TEXTS.unavailable)).toBeInTheDocument();
    expect(within(drawer).queryByRole('table')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Export CSV' })).toBeNull();
    await view.user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.screen.queryByRole('dialog')).toBeNull());

    // Every card is unavailable, cannot be exported, and its drawer says so too.
    await eventually(() =>
      expect(within(widgetList(view)).getAllByText(WIDGET_TEXTS.unavailable)).toHaveLength(6),
    );
    expect(view.screen.getByRole('button', { name: 'Export Platform Usage as CSV' })).toBeDisabled();
    expect(view.store.getState().dashboard.summary).toBeNull();
    await view.user.click(view.screen.getByRole('button', { name: 'Show data of Usage Summary' }));
    const again = await view.screen.findByRole('dialog', { name: 'Usage Summary' });
    expect(await within(again).findByText(WIDGET_TEXTS.unavailable)).toBeInTheDocument();
    expect(within(again).queryByRole('table')).toBeNull();
    // The drills of other widgets (uncompleted requests, missed utterances) have nothing old to show either.
    act(() => {
      view.store.dispatch(drawerOpened({ kind: 'missed' }));
    });
    const missed = await view.screen.findByRole('dialog', { name: 'Missed Utterances' });
    expect(await within(missed).findByText(WIDGET_TEXTS.unavailable)).toBeInTheDocument();
    expect(within(missed).queryByRole('grid')).toBeNull();
  });

  it('lists only the clicked status in "Uncompleted Requests: FAILED"', async () => {
    storageOf('administrator').set(PREFERENCE_KEY, {
      config: [{ widgetId: 'uncompleted_requests_total', instanceId: 3 }],
      ui: { dashboardDates: null, dashboardDatesUpdated: null },
      checkedAutoReload: false,
      refresh: 0,
    } satisfies DashboardPreference);
    const view = await openDashboard('administrator');
    await waitForCharts(view);
    const total = view.store.getState().dashboard.summary?.uncompleted_requests_total;
    const count = (status: string) => total?.data[total.labels.indexOf(status)] ?? 0;
    // The seed has both kinds, so a drawer listing every status would show more rows.
    expect(count('FAILED')).toBeGreaterThan(0);
    expect(count('ERROR')).toBeGreaterThan(0);

    for (const status of ['FAILED', 'ERROR']) {
      // What clicking the chart's slice opens (chart.js hit-testing needs a real layout: see the e2e test).
      act(() => {
        view.store.dispatch(
          drawerOpened({
            kind: 'uncompleted',
            title: `Uncompleted Requests: ${status}`,
            filter: { field: 'status', value: status },
          }),
        );
      });
      const drawer = await view.screen.findByRole('dialog', { name: `Uncompleted Requests: ${status}` });
      const grid = await within(drawer).findByRole(
        'grid',
        { name: 'Uncompleted requests' },
        { timeout: 10_000 },
      );
      expect(grid).toHaveAttribute('aria-rowcount', String(count(status) + 1));
      await view.user.click(within(drawer).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(view.screen.queryByRole('dialog')).toBeNull());
    }
  });
});
