import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SESSION_EXPIRED_MESSAGE } from '@/app/bootstrap';
import { RESTORED_DRAFT_MESSAGE } from '@/components/form/RestoredDraftNotice';
import { createIntent, getConnection, setIntentEnabled } from '@/contracts/connections';
import { revokeAccountLink } from '@/emulator/modules/connections/test-support';
import { DEMO_ACCOUNTS, DEMO_TENANT } from '@/emulator/seed';
import { announceLinkResult } from '@/lib/account-link';
import { formDrafts } from '@/lib/form-draft';

import { emulator } from '@tests/emulator';
import { stubPopup } from '@tests/popup';
import { renderApp } from '@tests/render';

import { CONNECTOR_MESSAGES } from '../messages';
import { BUILD_BLOCKED_REASON, TASK_MESSAGES } from '../messages';
import { addTaskDraftKey, isTaskFormValues } from '../tasks/form';

const salesforce = () =>
  emulator().db.state.connections.connections.find(
    (record) => record.tenant === DEMO_TENANT && record.connectionName === 'salesforce',
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/enabled-intents/{connection}', () => {
  it('shows the tasks with their example utterances and parameters, and keeps Manage Connectors active', async () => {
    const { screen } = await renderApp({ route: '/enabled-intents/calendar', signedInAs: 'user' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar tasks' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Tasks of Calendar' });
    const meeting = within(list).getByRole('listitem', { name: 'Schedule meeting' });
    expect(within(meeting).getByText('schedule a meeting')).toBeInTheDocument();
    const parameters = within(meeting).getByRole('table', { name: 'Parameters of Schedule meeting' });
    // Built-in slot types in words (issue 21 §2.7).
    expect(within(parameters).getByText('Date')).toBeInTheDocument();
    expect(within(parameters).queryByText('AMAZON.Date')).not.toBeInTheDocument();
    // Read-only for an ordinary user.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Task' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Manage Connectors|Connections/ });
    expect(link).toBeInTheDocument();
  });

  it('lets an administrator switch a task off, kept by the server', async () => {
    const { user, screen } = await renderApp({
      route: '/enabled-intents/salesforce',
      signedInAs: 'administrator',
    });
    const toggle = await screen.findByRole('switch', { name: 'Enabled: Opportunity pipeline' });
    await user.click(toggle);
    expect(await screen.findByText(TASK_MESSAGES.toggled('Opportunity pipeline', false))).toBeInTheDocument();
    expect(salesforce()?.disabledTasks).toEqual(['OpportunityPipeline']);
    expect(screen.getByRole('switch', { name: 'Disabled: Opportunity pipeline' })).not.toBeChecked();
  });

  it('puts a switch back and says why when the server refuses it', async () => {
    emulator().faults.add({ operation: setIntentEnabled.apiCall, status: 500, times: 1 });
    const { user, screen } = await renderApp({
      route: '/enabled-intents/salesforce',
      signedInAs: 'administrator',
    });
    await user.click(await screen.findByRole('switch', { name: 'Enabled: Opportunity pipeline' }));
    expect(await screen.findByText(TASK_MESSAGES.toggleFailed)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Enabled: Opportunity pipeline' })).toBeChecked();
    expect(salesforce()?.disabledTasks).toEqual([]);
  });

  it('blocks the switches while a build runs, and says why', async () => {
    emulator().db.update('connections', (state) => {
      const build = state.builds.find((candidate) => candidate.tenant === DEMO_TENANT);
      if (build) build.status = 'BUILDING';
    });
    const { screen, store } = await renderApp({
      route: '/enabled-intents/salesforce',
      signedInAs: 'administrator',
    });
    const toggle = await screen.findByRole('switch', { name: 'Enabled: Opportunity pipeline' });
    // Once the shell's status check has seen the build.
    await waitFor(() => expect(store.getState().bot.botStatus?.status).toBe('BUILDING'));
    expect(toggle).toBeDisabled();
    expect(screen.getAllByText(BUILD_BLOCKED_REASON).length).toBeGreaterThan(0);
  });

  it('adds a task: the title is required, then the task appears', async () => {
    const { user, screen } = await renderApp({
      route: '/enabled-intents/salesforce',
      signedInAs: 'administrator',
    });
    await user.click(await screen.findByRole('button', { name: 'Add Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a task to Salesforce' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Forecast');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Example utterances' }),
      'show the forecast{enter}forecast please',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add parameter' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'quarter');
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByText(TASK_MESSAGES.added)).toBeInTheDocument();
    const task = await screen.findByRole('listitem', { name: 'Forecast' });
    expect(within(task).getByText('forecast please')).toBeInTheDocument();
    expect(salesforce()?.customTasks.map((custom) => custom.title)).toEqual(['Forecast']);
  });

  it('keeps a task being added when the session expires, and opens it again after signing in', async () => {
    const { user, screen, router, store } = await renderApp({
      route: '/enabled-intents/salesforce',
      signedInAs: 'administrator',
    });
    await user.click(await screen.findByRole('button', { name: 'Add Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a task to Salesforce' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Forecast');
    await user.type(within(dialog).getByRole('textbox', { name: 'Example utterances' }), 'show the forecast');
    const username = store.getState().auth.user?.username;
    // Two: the first call and the gateway's one retry with refreshed tokens.
    emulator().faults.add({ operation: createIntent.apiCall, status: 401, times: 2 });
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));

    await user.click(await screen.findByLabelText(/email/i));
    await user.paste(DEMO_ACCOUNTS.administrator.email);
    await user.click(screen.getByLabelText(/^password/i));
    await user.paste(DEMO_ACCOUNTS.administrator.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const again = await screen.findByRole(
      'dialog',
      { name: 'Add a task to Salesforce' },
      { timeout: 10_000 },
    );
    expect(router.state.location.pathname).toBe('/enabled-intents/salesforce');
    expect(within(again).getByText(RESTORED_DRAFT_MESSAGE)).toBeInTheDocument();
    expect(within(again).getByRole('textbox', { name: /Title/ })).toHaveValue('Forecast');
    expect(within(again).getByRole('textbox', { name: 'Example utterances' })).toHaveValue(
      'show the forecast',
    );
    await user.click(within(again).getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByText(TASK_MESSAGES.added)).toBeInTheDocument();
    expect(salesforce()?.customTasks.map((custom) => custom.title)).toEqual(['Forecast']);
    expect(formDrafts(username).load(addTaskDraftKey('salesforce'), isTaskFormValues)).toBeUndefined();
  }, 60_000);

  it('gives up a task’s draft when the dialog is closed', async () => {
    const { user, screen, store } = await renderApp({
      route: '/enabled-intents/salesforce?add=1',
      signedInAs: 'administrator',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add a task to Salesforce' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Forecast');
    const username = store.getState().auth.user?.username;
    expect(formDrafts(username).load(addTaskDraftKey('salesforce'), isTaskFormValues)?.title).toBe(
      'Forecast',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(formDrafts(username).load(addTaskDraftKey('salesforce'), isTaskFormValues)).toBeUndefined();
  });

  it('shows the server’s refusal in the form', async () => {
    const { user, screen } = await renderApp({
      route: '/enabled-intents/salesforce?add=1',
      signedInAs: 'administrator',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add a task to Salesforce' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Opportunity pipeline');
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    expect(
      await within(dialog).findByText('The connector already has a task with this title.'),
    ).toBeInTheDocument();
  });

  it('pauses the tasks of a revoked account link and offers Reconnect', async () => {
    revokeAccountLink(emulator(), DEMO_TENANT, 'calendar');
    const { screen } = await renderApp({ route: '/enabled-intents/calendar', signedInAs: 'administrator' });
    expect(await screen.findByText(/has expired or was revoked/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Next meeting' })).getByText('Paused'),
    ).toBeInTheDocument();
  });

  it('a connector whose account is not linked: Connect here runs the linking (no SETUP button to look for)', async () => {
    const { popup } = stubPopup();
    emulator().db.update('connections', (state) => {
      const record = state.connections.find(
        (candidate) => candidate.tenant === DEMO_TENANT && candidate.connectionName === 'calendar',
      );
      if (record) record.auth_exists = false;
    });
    const { user, screen } = await renderApp({
      route: '/enabled-intents/calendar',
      signedInAs: 'administrator',
    });
    const notice = await screen.findByText(/Link your Calendar account to finish the setup/);
    expect(document.body).not.toHaveTextContent('SETUP');
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Connect' }));
    expect(popup.document.title).toBe('Preparing secure sign-in with Calendar…');
    await waitFor(() => expect(new URL(popup.location.href).pathname).toBe('/__emulator/oauth/authorize'));
  });

  it('checks the account link again when the window regains focus', async () => {
    const { screen } = await renderApp({ route: '/enabled-intents/calendar', signedInAs: 'administrator' });
    const task = await screen.findByRole('listitem', { name: 'Next meeting' });
    expect(within(task).getByText('Enabled')).toBeInTheDocument();
    revokeAccountLink(emulator(), DEMO_TENANT, 'calendar');
    fireEvent.focus(window);
    expect(await screen.findByText(/has expired or was revoked/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Next meeting' })).getByText('Paused'),
    ).toBeInTheDocument();
  });

  it('refuses an example utterance over 200 characters in the form, before the server is asked', async () => {
    const { user, screen } = await renderApp({
      route: '/enabled-intents/salesforce?add=1',
      signedInAs: 'administrator',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add a task to Salesforce' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Forecast');
    const utterances = within(dialog).getByRole('textbox', { name: 'Example utterances' });
    await user.click(utterances);
    await user.paste(`show the forecast\n${'f'.repeat(201)}`);
    await user.click(within(dialog).getByRole('button', { name: 'Add parameter' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'quarter');
    // The types in words.
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    expect(await screen.findByRole('option', { name: 'Date' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^AMAZON\./ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Date' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    expect(utterances).toHaveAccessibleDescription(
      'Line 2 has 201 characters: an example utterance has at most 200.',
    );
    expect(salesforce()?.customTasks).toEqual([]);
    // A pasted flood is cut by the box itself (100 lines of 200 characters at most).
    await user.clear(utterances);
    await user.paste('u'.repeat(1024 * 1024));
    expect((utterances as HTMLTextAreaElement).value.length).toBe(100 * 201);
  });

  it('names a linked connector by its display name, even one the page does not hold', async () => {
    const { screen } = await renderApp({ route: '/enabled-intents/salesforce', signedInAs: 'administrator' });
    await screen.findByRole('heading', { level: 1, name: 'Salesforce tasks' });
    announceLinkResult({
      connectionName: 'hubspot',
      status: 'success',
      message: 'Connection Setup Completed',
    });
    expect(await screen.findByText(CONNECTOR_MESSAGES.linked('HubSpot'))).toBeInTheDocument();
    expect(screen.queryByText(/^hubspot is connected/)).not.toBeInTheDocument();
  });

  it('says when the connector cannot be loaded, and loads it on Retry', async () => {
    emulator().faults.add({ operation: getConnection.apiCall, status: 500, times: 1 });
    const { user, screen } = await renderApp({ route: '/enabled-intents/calendar', signedInAs: 'user' });
    expect(await screen.findByText(CONNECTOR_MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Tasks of Calendar' })).toBeInTheDocument();
  });
});
