/** The demo panel's assistant controls: the speech rule, one-click bot failures, filling a chat history. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { emulator } from '@tests/emulator';

import { DEMO_ACCOUNTS } from '../../seed';

import { DemoPanel } from './DemoPanel';

async function openFailuresTab() {
  const user = userEvent.setup();
  const context = emulator();
  render(<DemoPanel context={context} />);
  await user.click(screen.getByRole('button', { name: 'Demo outbox' }));
  const dialog = screen.getByRole('dialog', { name: 'Demo cloud' });
  await user.click(within(dialog).getByRole('tab', { name: 'Simulate failures' }));
  // The tabs' panels load when shown.
  await waitFor(() =>
    expect(within(dialog).queryByRole('progressbar', { name: 'Loading the tab' })).toBeNull(),
  );
  return { user, context, dialog };
}

describe('the demo panel’s assistant controls', () => {
  it('explain the speech rule honestly and set the next spoken phrase', async () => {
    const { user, context, dialog } = await openFailuresTab();
    expect(within(dialog).getByText(/No speech recogniser runs in this demo/)).toBeInTheDocument();
    expect(within(dialog).getByText(/two-tone chime/)).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Next spoken phrase' });
    await user.clear(field);
    await user.type(field, 'show my pipeline');
    await user.click(within(dialog).getByRole('button', { name: 'Set phrase' }));
    expect(context.db.state.speech.nextSpokenPhrase).toBe('show my pipeline');
    expect(
      within(dialog).getByText('Now: "show my pipeline" (empty: "what is on my calendar today")'),
    ).toBeVisible();
  });

  it('fail the next bot turn in a chosen way', async () => {
    const { user, context, dialog } = await openFailuresTab();
    await user.click(within(dialog).getByRole('combobox', { name: 'Assistant failure' }));
    await user.click(screen.getByRole('option', { name: 'Bot is building' }));
    await user.click(within(dialog).getByRole('button', { name: 'Fail the next turn' }));
    expect(context.faults.list()).toEqual([
      { operation: 'RecognizeText', times: 1, status: 409, message: 'Bot {bot} has status BUILDING' },
    ]);
    expect(within(dialog).getByRole('list', { name: 'Simulated failures' })).toHaveTextContent(
      'RecognizeText → 409',
    );
  });

  it('add messages to a user’s chat history', async () => {
    const { user, context, dialog } = await openFailuresTab();
    const before = context.db.state.assistant.conversations.length;
    const count = within(dialog).getByRole('spinbutton', { name: 'Messages' });
    await user.clear(count);
    await user.type(count, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Add messages' }));
    expect(context.db.state.assistant.conversations.length - before).toBe(250);
    expect(context.db.state.assistant.conversations.at(-1)?.userId).toBe(DEMO_ACCOUNTS.administrator.sub);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Added 250 messages to the chat history of admin@demo.example.',
    );
  });
});
