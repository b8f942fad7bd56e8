import { describe, expect, it } from 'vitest';

import { list__Pascal__Items } from '@/contracts/__name__';
import { DEMO_TENANT } from '@/emulator/seed';

import { emulator } from '@tests/emulator';
import { renderApp } from '@tests/render';

import { __CONSTANT___MESSAGES } from '../sagas';

describe('__path__', () => {
  it('lists the organisation’s items and lets an administrator add one', async () => {
    const { user, screen } = await renderApp({ route: '__path__', signedInAs: 'administrator' });
    expect(await screen.findByRole('heading', { level: 1, name: '__title__' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '__title__' });
    const seeded = emulator().db.state.__camel__.items.filter((item) => item.tenant === DEMO_TENANT);
    expect(seeded.length).toBeGreaterThan(0);
    for (const item of seeded) expect(list).toHaveTextContent(item.name);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Added in the test');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(__CONSTANT___MESSAGES.created)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '__title__' })).toHaveTextContent('Added in the test');
  });

  it('shows an ordinary user the items but no form', async () => {
    const { screen } = await renderApp({ route: '__path__', signedInAs: 'user' });
    await screen.findByRole('list', { name: '__title__' });
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  it('says when the items cannot be loaded, and loads them on Retry', async () => {
    emulator().faults.add({ operation: list__Pascal__Items.apiCall, status: 500, times: 1 });
    const { user, screen } = await renderApp({ route: '__path__', signedInAs: 'user' });
    expect(await screen.findByText(__CONSTANT___MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: '__title__' })).toBeInTheDocument();
    expect(screen.queryByText(__CONSTANT___MESSAGES.loadFailed)).not.toBeInTheDocument();
  });
});
