import { waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';

import { getActionFields } from '@/contracts/action-buttons';
import { DEMO_TENANT } from '@/emulator/seed';

import { emulator } from '@tests/emulator';
import { renderApp } from '@tests/render';

import {
  ACTION_BUTTONS_LABELS as LABELS,
  ACTION_BUTTONS_MESSAGES as MESSAGES,
  ACTION_BUTTONS_TEXTS as TEXTS,
} from '../messages';

const route = '/action-buttons';
const seeded = () =>
  emulator()
    .db.state.actionButtons.buttons.filter((button) => button.tenant === DEMO_TENANT)
    .toSorted((a, b) => b.lastUpdated - a.lastUpdated);

describe('/action-buttons', () => {
  it('lists the organisation’s buttons: NAME, LAST UPDATED (day, month number, year), LAST USER UPDATED', async () => {
    const { screen } = await renderApp({ route, signedInAs: 'administrator' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Action Buttons' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: LABELS.listTitle });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['NAME', 'LAST UPDATED', 'LAST USER UPDATED', '']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual(
      seeded().map((button) => [button.title, dayjs(button.lastUpdated).format('DD/MM/YYYY'), DEMO_TENANT]),
    );
    expect(rows[0]).toHaveTextContent(/\d{2}\/\d{2}\/\d{4}/);
  });

  it('leads to the editor by each row’s edit icon, and to the create screen by Create New', async () => {
    const { user, screen, router } = await renderApp({ route, signedInAs: 'administrator' });
    const [first] = seeded();
    if (!first) throw new Error('No seeded button');
    await user.click(await screen.findByRole('link', { name: TEXTS.edit(first.title) }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/action-buttons/${first.SK}`));
    expect(await screen.findByRole('heading', { level: 1, name: LABELS.editTitle })).toBeInTheDocument();
    await router.navigate(route);
    await user.click(await screen.findByRole('link', { name: LABELS.createNew }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/action-button-create'));
    expect(await screen.findByRole('heading', { level: 1, name: LABELS.createTitle })).toBeInTheDocument();
  });

  it('says No Results when the organisation has no button', async () => {
    emulator().db.update('actionButtons', (state) => {
      state.buttons = state.buttons.filter((button) => button.tenant !== DEMO_TENANT);
    });
    const { screen } = await renderApp({ route, signedInAs: 'administrator' });
    expect(await screen.findByText(MESSAGES.noResults)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loader, then says when the buttons cannot be loaded, and loads them on Retry', async () => {
    // A slow failure: the loader shows while it waits.
    emulator().faults.add({ operation: getActionFields.apiCall, status: 500, times: 1, delayMs: 400 });
    const { user, screen } = await renderApp({ route, signedInAs: 'administrator' });
    await screen.findByRole('heading', { level: 1, name: 'Action Buttons' });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText(TEXTS.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: LABELS.listTitle })).toBeInTheDocument();
  });
});
