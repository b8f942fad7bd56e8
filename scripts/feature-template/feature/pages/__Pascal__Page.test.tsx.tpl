// @if settings
import { fireEvent } from '@testing-library/react';
// @end
import { describe, expect, it } from 'vitest';

// @if list
import { list__Pascal__Items } from '@/contracts/__name__';
// @end
// @if settings
import { get__Pascal__Settings, save__Pascal__Settings } from '@/contracts/__name__';
// @end
import { DEMO_TENANT } from '@/emulator/seed';

import { emulator } from '@tests/emulator';
import { renderApp } from '@tests/render';

import { __CONSTANT___MESSAGES } from '../messages';

/** The page's address, its parameters filled with the seeded ones. */
const route = '__seedPath__';
// @if tabs
const settingsTab = `${route}?tab=settings`;
// @end
// @if form-only
const settingsTab = route;
// @end

describe('__path__', () => {
  // @if list
  it('lists the organisation’s items and lets an administrator add one', async () => {
    const { user, screen } = await renderApp({ route, signedInAs: 'administrator' });
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

  // @if !admin
  it('shows an ordinary user the items but no form', async () => {
    const { screen } = await renderApp({ route, signedInAs: 'user' });
    await screen.findByRole('list', { name: '__title__' });
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });
  // @end

  it('says when the items cannot be loaded, and loads them on Retry', async () => {
    emulator().faults.add({ operation: list__Pascal__Items.apiCall, status: 500, times: 1 });
    const { user, screen } = await renderApp({ route, signedInAs: '__readerAccount__' });
    expect(await screen.findByText(__CONSTANT___MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: '__title__' })).toBeInTheDocument();
    expect(screen.queryByText(__CONSTANT___MESSAGES.loadFailed)).not.toBeInTheDocument();
  });
  // @end
  // @if settings

  it('loads the settings and lets an administrator save them, flagging a field only once touched', async () => {
    const { user, screen } = await renderApp({ route: settingsTab, signedInAs: 'administrator' });
    const label = await screen.findByRole('textbox', { name: /^Label/ });
    expect(label).toHaveValue('Example label');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.clear(label);
    expect(screen.queryByText(__CONSTANT___MESSAGES.labelRequired)).not.toBeInTheDocument();
    fireEvent.blur(label);
    expect(await screen.findByText(__CONSTANT___MESSAGES.labelRequired)).toBeInTheDocument();

    await user.type(label, 'Changed in the test');
    await user.click(save);
    expect(await screen.findByText(__CONSTANT___MESSAGES.saved)).toBeInTheDocument();
    const stored = emulator().db.state.__camel__.settings.filter((row) => row.tenant === DEMO_TENANT);
    expect(stored.map((row) => row.label)).toContain('Changed in the test');
  });

  it('shows the server’s refusal in the form, and keeps what was typed', async () => {
    emulator().faults.add({
      operation: save__Pascal__Settings.apiCall,
      status: 400,
      message: 'Refused by the test.',
      times: 1,
    });
    const { user, screen } = await renderApp({ route: settingsTab, signedInAs: 'administrator' });
    const label = await screen.findByRole('textbox', { name: /^Label/ });
    await user.clear(label);
    await user.type(label, 'Not kept');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Refused by the test.')).toBeInTheDocument();
    expect(label).toHaveValue('Not kept');
  });

  it('says when the settings cannot be loaded, and loads them on Retry', async () => {
    emulator().faults.add({ operation: get__Pascal__Settings.apiCall, status: 500, times: 1 });
    const { user, screen } = await renderApp({ route: settingsTab, signedInAs: '__readerAccount__' });
    expect(await screen.findByText(__CONSTANT___MESSAGES.settingsLoadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: /^Label/ })).toHaveValue('Example label');
  });
  // @end
});
