import { describe, expect, it } from 'vitest';

import { listActionButtonsItems } from '@/contracts/action-buttons';
import { DEMO_TENANT } from '@/emulator/seed';

import { emulator } from '@tests/emulator';
import { renderApp } from '@tests/render';

import { ACTION_BUTTONS_MESSAGES } from '../messages';

/** The page's address, its parameters filled with the seeded ones. */
const route = '/action-buttons';

describe('/action-buttons', () => {
  it('lists the organisation’s items and lets an administrator add one', async () => {
    const { user, screen } = await renderApp({ route, signedInAs: 'administrator' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Action Buttons' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Action Buttons' });
    const seeded = emulator().db.state.actionButtons.items.filter((item) => item.tenant === DEMO_TENANT);
    expect(seeded.length).toBeGreaterThan(0);
    for (const item of seeded) expect(list).toHaveTextContent(item.name);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Added in the test');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(ACTION_BUTTONS_MESSAGES.created)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Action Buttons' })).toHaveTextContent('Added in the test');
  });

  it('shows an ordinary user the items but no form', async () => {
    const { screen } = await renderApp({ route, signedInAs: 'user' });
    await screen.findByRole('list', { name: 'Action Buttons' });
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  it('says when the items cannot be loaded, and loads them on Retry', async () => {
    emulator().faults.add({ operation: listActionButtonsItems.apiCall, status: 500, times: 1 });
    const { user, screen } = await renderApp({ route, signedInAs: 'user' });
    expect(await screen.findByText(ACTION_BUTTONS_MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Action Buttons' })).toBeInTheDocument();
    expect(screen.queryByText(ACTION_BUTTONS_MESSAGES.loadFailed)).not.toBeInTheDocument();
  });
});
