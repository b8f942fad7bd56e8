import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEMO_TENANT } from '@/emulator/seed';

import { emulator } from '@tests/emulator';
import { renderApp } from '@tests/render';
import { untilReal } from '@tests/timers';

import {
  ACTION_BUTTONS_LABELS as LABELS,
  ACTION_BUTTONS_MESSAGES as MESSAGES,
  ACTION_BUTTONS_TEXTS as TEXTS,
} from '../messages';
import { ACTION_BUTTON_CREATED_REDIRECT_MS } from '../sagas';
import { addField } from '../test-support';

afterEach(() => {
  vi.useRealTimers();
});

describe('/action-button-create (Create New Button)', () => {
  it('saves only with a name and a form the CRM accepts, then shows the list exactly 1000 ms later', async () => {
    const { user, screen, router, store } = await renderApp({
      route: '/action-button-create',
      signedInAs: 'administrator',
      timings: 'spec',
    });
    expect(await screen.findByRole('heading', { level: 1, name: LABELS.createTitle })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.previewEmpty)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: LABELS.save });
    expect(save).toBeDisabled();
    // The name is said to be required once it has been left empty.
    expect(screen.queryByText(TEXTS.titleRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /^Button Name/ }));
    await user.tab();
    expect(screen.getByText(TEXTS.titleRequired)).toBeInTheDocument();
    // Opportunity by default: what it requires is listed.
    expect(
      within(screen.getByRole('list', { name: TEXTS.blockedTitle }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([TEXTS.missing('Name'), TEXTS.missing('Stage'), TEXTS.missing('Close Date')]);

    await user.click(screen.getByRole('combobox', { name: TEXTS.crmObject }));
    await user.click(screen.getByRole('option', { name: 'Lead' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: TEXTS.blockedTitle }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([TEXTS.missing('Last Name'), TEXTS.missing('Company')]),
    );
    await user.type(screen.getByRole('textbox', { name: /^Button Name/ }), 'Book a Demo');
    expect(save).toBeDisabled();
    await addField({ user, screen }, 'form', 'Last Name');
    await addField({ user, screen }, 'auto', 'Company', 'Walk-in');
    expect(screen.queryByRole('list', { name: TEXTS.blockedTitle })).not.toBeInTheDocument();
    // The object is fixed once the form has fields.
    expect(screen.getByRole('combobox', { name: TEXTS.crmObject })).toHaveAttribute('aria-disabled', 'true');
    const preview = screen.getByRole('group', { name: TEXTS.previewTitle });
    expect(within(preview).getByRole('heading', { name: 'Book a Demo' })).toBeInTheDocument();
    expect(within(preview).getByRole('textbox', { name: /^Last Name/ })).toBeRequired();
    expect(save).toBeEnabled();

    // From the click on, only setTimeout is fake and moves when told.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(save);
    // Saved (the page holds the key the server gave it): the 1000 ms start now.
    await untilReal(() => (store.getState().actionButtons.editor?.draft.SK ?? '') !== '');
    const created = emulator().db.state.actionButtons.buttons.find(
      (button) => button.title === 'Book a Demo',
    );
    expect(created).toMatchObject({
      tenant: DEMO_TENANT,
      fields: [
        { field: 'LastName', label: 'Last Name', table: 'Lead', value: '', hidden: false },
        { field: 'Company', label: 'Company', table: 'Lead', value: 'Walk-in', hidden: true },
      ],
    });
    await vi.advanceTimersByTimeAsync(ACTION_BUTTON_CREATED_REDIRECT_MS - 1);
    expect(router.state.location.pathname).toBe('/action-button-create');
    await vi.advanceTimersByTimeAsync(1);
    await untilReal(() => router.state.location.pathname === '/action-buttons');
    expect(ACTION_BUTTON_CREATED_REDIRECT_MS).toBe(1000);
    vi.useRealTimers();
    await waitFor(() =>
      expect(store.getState().notifications.history.map((notice) => notice.message)).toContain(
        MESSAGES.saved,
      ),
    );
  });

  it('stays on the page when the save fails (500), saying so', async () => {
    const { saveFormFields } = await import('@/contracts/action-buttons');
    emulator().faults.add({ operation: saveFormFields.apiCall, status: 500, times: 1 });
    const { user, screen, router, store } = await renderApp({
      route: '/action-button-create',
      signedInAs: 'administrator',
    });
    await screen.findByText(MESSAGES.previewEmpty);
    await user.click(screen.getByRole('combobox', { name: TEXTS.crmObject }));
    await user.click(screen.getByRole('option', { name: 'Account' }));
    await user.type(screen.getByRole('textbox', { name: /^Button Name/ }), 'New Account');
    await addField({ user, screen }, 'form', 'Account Name');
    await user.click(screen.getByRole('button', { name: LABELS.save }));
    await waitFor(() =>
      expect(store.getState().notifications.history.map((notice) => notice.message)).toContain(
        MESSAGES.saveFailed,
      ),
    );
    // Well past the redirect's delay: still here, with the form as it was.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.pathname).toBe('/action-button-create');
    expect(screen.getByRole('textbox', { name: /^Button Name/ })).toHaveValue('New Account');
  });
});
