import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DND_TEXTS } from '@/components/dnd/messages';
import { getTopBubbles, type TopBubble, updateTopBubbles } from '@/contracts/bubbles';
import { DEMO_SKILL } from '@/emulator/seed';

import { emulator, recordGatewayCalls } from '@tests/emulator';
import { renderApp } from '@tests/render';

import { BUBBLE_CHECK_TEXTS, BUBBLES_LABELS, BUBBLES_MESSAGES, BUBBLES_TEXTS } from '../messages';

const route = '/bubble-settings';

/** The demo skill's tree as the emulated server holds it. */
const stored = (): TopBubble[] =>
  emulator().db.state.bubbles.skills.find((entry) => entry.skillId === DEMO_SKILL.ID)?.bubbles ?? [];

/** A tree small enough to reason about, stored before the page opens. */
function storeTree(bubbles: TopBubble[]) {
  emulator().db.update('bubbles', (state) => {
    const entry = state.skills.find((candidate) => candidate.skillId === DEMO_SKILL.ID);
    if (entry) entry.bubbles = bubbles;
  });
}

const intent = (name: string, utterance: string): TopBubble => ({
  name,
  type: 'intent',
  utterance,
  avatar: ' ',
  children: [],
});

const TREE: TopBubble[] = [
  {
    name: 'Support',
    type: 'hierarchy',
    avatar: ' ',
    environment: 'Private',
    children: [
      intent('Outage', 'report an outage'),
      {
        name: 'Tickets',
        type: 'hierarchy',
        avatar: ' ',
        children: [intent('Open a ticket', 'open a support ticket')],
      },
    ],
  },
  { ...intent('Parking', 'Where can I park at the office?'), environment: 'Public' },
  { ...intent('Next meeting', 'when is my next meeting'), environment: 'Both' },
];

async function openPage(tab?: 'order') {
  storeTree(TREE);
  const app = await renderApp({ route: tab ? `${route}?tab=${tab}` : route, signedInAs: 'administrator' });
  // The first test of the file waits for the page's chunk to be transformed: seconds on a busy two-core machine.
  await app.screen.findByRole('heading', { level: 1, name: BUBBLES_LABELS.pageTitle }, { timeout: 15_000 });
  // Loaded: the tab's own content is there.
  if (tab) await app.screen.findByRole('list', { name: BUBBLES_TEXTS.orderTreeLabel });
  else await app.screen.findByRole('heading', { level: 2, name: BUBBLES_LABELS.heading });
  return app;
}

const chip = (app: Awaited<ReturnType<typeof openPage>>, name: string) =>
  app.screen.findByRole('button', { name: BUBBLES_TEXTS.edit(name) });

describe('/bubble-settings, Edit Bubbles (spec 3 §2, §4, §5)', () => {
  it('shows the stored tree, nested, and filters it without saving anything', async () => {
    const calls = recordGatewayCalls();
    const app = await openPage();
    expect(app.screen.getByRole('heading', { level: 2, name: BUBBLES_LABELS.heading })).toBeInTheDocument();
    const tickets = await app.screen.findByRole('list', { name: 'Tickets' });
    expect(
      within(tickets).getByRole('button', { name: BUBBLES_TEXTS.edit('Open a ticket') }),
    ).toBeInTheDocument();

    await app.user.click(app.screen.getByRole('button', { name: BUBBLES_LABELS.filter }));
    await app.user.click(app.screen.getByRole('menuitemradio', { name: BUBBLES_LABELS.showPublic }));
    expect(app.screen.queryByRole('button', { name: BUBBLES_TEXTS.edit('Support') })).not.toBeInTheDocument();
    expect(app.screen.getByRole('button', { name: BUBBLES_TEXTS.edit('Parking') })).toBeInTheDocument();
    // Both shows in the public chat too.
    expect(app.screen.getByRole('button', { name: BUBBLES_TEXTS.edit('Next meeting') })).toBeInTheDocument();

    await app.user.click(app.screen.getByRole('button', { name: BUBBLES_LABELS.filter }));
    await app.user.click(app.screen.getByRole('menuitemradio', { name: BUBBLES_LABELS.showPrivate }));
    expect(app.screen.getByRole('button', { name: BUBBLES_TEXTS.edit('Support') })).toBeInTheDocument();
    expect(app.screen.queryByRole('button', { name: BUBBLES_TEXTS.edit('Parking') })).not.toBeInTheDocument();

    expect(await calls.of(updateTopBubbles.apiCall)).toHaveLength(0);
    expect(app.screen.getByRole('button', { name: BUBBLES_LABELS.savePage })).toBeDisabled();
    calls.stop();
  });

  it('adds a top-level bubble once its name, type, utterance and environment are given, and saves it at once', async () => {
    const app = await openPage();
    await app.user.click(app.screen.getByRole('button', { name: BUBBLES_LABELS.create }));
    const dialog = await app.screen.findByRole('dialog', { name: BUBBLES_LABELS.dialogTitle });
    const add = within(dialog).getByRole('button', { name: BUBBLES_LABELS.addBubble });
    expect(add).toBeDisabled();

    await app.user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Holidays');
    await app.user.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Intent' }));
    expect(add).toBeDisabled();
    await app.user.type(
      within(dialog).getByRole('textbox', { name: /^Utterance/ }),
      'how many holiday days do I have',
    );
    expect(add).toBeDisabled();
    await app.user.click(within(dialog).getByRole('combobox', { name: /^Environment/ }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Both' }));
    await waitFor(() => expect(add).toBeEnabled());
    await app.user.click(add);

    expect(await app.screen.findByText(BUBBLES_MESSAGES.saved)).toBeInTheDocument();
    expect(stored().at(-1)).toEqual({
      name: 'Holidays',
      type: 'intent',
      utterance: 'how many holiday days do I have',
      avatar: ' ',
      environment: 'Both',
      children: [],
    });
  });

  it('adds a bubble inside a hierarchy without asking for an environment', async () => {
    const app = await openPage();
    await app.user.click(await app.screen.findByRole('button', { name: BUBBLES_TEXTS.addChild('Tickets') }));
    const dialog = await app.screen.findByRole('dialog', { name: BUBBLES_LABELS.dialogTitle });
    expect(within(dialog).queryByRole('combobox', { name: /^Environment/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(BUBBLES_TEXTS.environmentOnlyTop)).toBeInTheDocument();
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'More');
    await app.user.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Hierarchy' }));
    const add = within(dialog).getByRole('button', { name: BUBBLES_LABELS.addBubble });
    await waitFor(() => expect(add).toBeEnabled());
    await app.user.click(add);
    await app.screen.findByText(BUBBLES_MESSAGES.saved);
    expect(stored()[0]?.children[1]?.children.map((bubble) => bubble.name)).toEqual([
      'Open a ticket',
      'More',
    ]);
    expect(stored()[0]?.children[1]?.children[1]).not.toHaveProperty('environment');
  });

  it('says first, then lifts a hierarchy’s children to the top level when it becomes an intent', async () => {
    const app = await openPage();
    await app.user.click(await chip(app, 'Support'));
    const dialog = await app.screen.findByRole('dialog', { name: BUBBLES_LABELS.dialogTitle });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Support');
    await app.user.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Intent' }));
    expect(within(dialog).getByText(BUBBLES_TEXTS.liftWarning(2))).toBeInTheDocument();
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Utterance/ }), 'I need support');
    const save = within(dialog).getByRole('button', { name: BUBBLES_LABELS.saveBubble });
    await waitFor(() => expect(save).toBeEnabled());
    await app.user.click(save);
    await app.screen.findByText(BUBBLES_MESSAGES.saved);
    expect(stored().map((bubble) => [bubble.name, bubble.environment])).toEqual([
      ['Support', 'Private'],
      ['Outage', 'Private'],
      ['Tickets', 'Private'],
      ['Parking', 'Public'],
      ['Next meeting', 'Both'],
    ]);
    expect(stored()[0]).toMatchObject({ type: 'intent', utterance: 'I need support', children: [] });
  });

  it('deletes a bubble and what is inside it at once, after saying how many go with it', async () => {
    const app = await openPage();
    await app.user.click(await app.screen.findByRole('button', { name: BUBBLES_TEXTS.delete('Support') }));
    const confirm = await app.screen.findByRole('dialog', { name: BUBBLES_TEXTS.deleteTitle });
    expect(confirm).toHaveTextContent(BUBBLES_TEXTS.deleteText('Support', 3));
    await app.user.click(within(confirm).getByRole('button', { name: BUBBLES_TEXTS.deleteConfirm }));
    await app.screen.findByText(BUBBLES_MESSAGES.saved);
    expect(stored().map((bubble) => bubble.name)).toEqual(['Parking', 'Next meeting']);
  });

  it('keeps an edit the server refused, says so, and sends it again on Save Changes', async () => {
    const app = await openPage();
    emulator().faults.add({ operation: updateTopBubbles.apiCall, status: 500, times: 1 });
    await app.user.click(await app.screen.findByRole('button', { name: BUBBLES_TEXTS.delete('Parking') }));
    const confirm = await app.screen.findByRole('dialog', { name: BUBBLES_TEXTS.deleteTitle });
    await app.user.click(within(confirm).getByRole('button', { name: BUBBLES_TEXTS.deleteConfirm }));
    expect(await app.screen.findByText(BUBBLES_MESSAGES.updateFailed)).toBeInTheDocument();
    expect(app.screen.queryByRole('button', { name: BUBBLES_TEXTS.edit('Parking') })).not.toBeInTheDocument();
    expect(stored().map((bubble) => bubble.name)).toContain('Parking');

    const save = await app.screen.findByRole('button', { name: BUBBLES_LABELS.savePage });
    await waitFor(() => expect(save).toBeEnabled());
    await app.user.click(save);
    await app.screen.findByText(BUBBLES_MESSAGES.saved);
    expect(stored().map((bubble) => bubble.name)).toEqual(['Support', 'Next meeting']);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('lists what the channels would not show, each linked to its bubble, and counts a hierarchy’s bubbles', async () => {
    // Seven: over a Lex card's 5 and over the demo tenant's web chat limit (its config: 6, not the default).
    const seven = Array.from({ length: 7 }, (_, at) => intent(`Item ${at + 1}`, `item ${at + 1}`));
    storeTree([
      { name: 'Many', type: 'hierarchy', avatar: ' ', environment: 'Both', children: seven },
      ...TREE,
    ]);
    const app = await renderApp({ route, signedInAs: 'administrator' });
    const checks = await app.screen.findByRole('region', { name: BUBBLE_CHECK_TEXTS.heading });
    expect(checks).toHaveTextContent(`Many: ${BUBBLE_CHECK_TEXTS.tooManyForLex(7, 5)}`);
    expect(checks).toHaveTextContent(`Many: ${BUBBLE_CHECK_TEXTS.tooManyForWebChat(7, 6)}`);
    expect(
      app.screen.getByText(`Hierarchy · ${BUBBLE_CHECK_TEXTS.count(7, 5, 6)} · Both`),
    ).toBeInTheDocument();
    // 'Support' holds 2: within both.
    expect(
      app.screen.getByText(`Hierarchy · ${BUBBLE_CHECK_TEXTS.count(2, 5, 6)} · Private`),
    ).toBeInTheDocument();
    await app.user.click(within(checks).getAllByRole('button', { name: 'Many' })[0]!);
    const dialog = await app.screen.findByRole('dialog', { name: BUBBLES_LABELS.dialogTitle });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Many');
  });

  it('shows a saved tree in the open chat at once (issue 25)', async () => {
    const app = await openPage();
    await app.user.click(await app.screen.findByRole('button', { name: /^Open chat/ }));
    const row = await app.screen.findByRole('group', { name: 'Suggested questions' });
    expect(await within(row).findByRole('button', { name: /Next meeting/ })).toBeInTheDocument();
    // Public only: not in the portal's chat.
    expect(within(row).queryByRole('button', { name: /Parking/ })).not.toBeInTheDocument();

    await app.user.click(app.screen.getByRole('button', { name: BUBBLES_TEXTS.delete('Next meeting') }));
    const confirm = await app.screen.findByRole('dialog', { name: BUBBLES_TEXTS.deleteTitle });
    await app.user.click(within(confirm).getByRole('button', { name: BUBBLES_TEXTS.deleteConfirm }));
    // The row is drawn again with the reloaded bubbles.
    await waitFor(() => {
      const reloaded = app.screen.getByRole('group', { name: 'Suggested questions' });
      expect(within(reloaded).getByRole('button', { name: /Support/ })).toBeInTheDocument();
      expect(within(reloaded).queryByRole('button', { name: /Next meeting/ })).not.toBeInTheDocument();
    });
  });

  it('asks the bot about every intent’s utterance without recording a conversation, and warns at Save', async () => {
    const before = emulator().db.state.assistant.conversations.length;
    storeTree([...TREE, { ...intent('Weather', 'how is the weather in london'), environment: 'Both' }]);
    const app = await renderApp({ route, signedInAs: 'administrator' });
    const checks = await app.screen.findByRole('region', { name: BUBBLE_CHECK_TEXTS.heading });
    await waitFor(() => expect(checks).toHaveTextContent(`Weather: ${BUBBLE_CHECK_TEXTS.notUnderstood}`));
    // The others reach an intent.
    expect(checks).not.toHaveTextContent('Outage:');
    expect(app.screen.getByText(BUBBLE_CHECK_TEXTS.saveWarning(1))).toBeInTheDocument();
    expect(emulator().db.state.assistant.conversations).toHaveLength(before);
  });

  it('says when the bubbles cannot be loaded, and loads them on Retry', async () => {
    emulator().faults.add({ operation: getTopBubbles.apiCall, status: 500, times: 1 });
    storeTree(TREE);
    const app = await renderApp({ route, signedInAs: 'administrator' });
    expect(await app.screen.findByText(BUBBLES_MESSAGES.loadFailed)).toBeInTheDocument();
    await app.user.click(await app.screen.findByRole('button', { name: 'Retry' }));
    expect(await chip(app, 'Support')).toBeInTheDocument();
  });
});

describe('/bubble-settings, Order Bubbles (spec 3 §2)', () => {
  it('moves with the Move… menu, keeps the order until Save changes, then saves it', async () => {
    const calls = recordGatewayCalls();
    const app = await openPage('order');
    await app.user.click(await app.screen.findByRole('button', { name: 'Move Parking…' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: DND_TEXTS.into('Support') }));
    expect(await calls.of(updateTopBubbles.apiCall)).toHaveLength(0);
    await app.user.click(app.screen.getByRole('button', { name: BUBBLES_LABELS.saveOrder }));
    expect(await app.screen.findByText(BUBBLES_MESSAGES.orderSaved)).toBeInTheDocument();
    expect(stored().map((bubble) => bubble.name)).toEqual(['Support', 'Next meeting']);
    expect(stored()[0]?.children.map((bubble) => bubble.name)).toEqual(['Outage', 'Tickets', 'Parking']);
    expect(stored()[0]?.children[2]).not.toHaveProperty('environment');
    calls.stop();
  });

  it('asks before leaving the tab with a move not saved: Cancel keeps it, Discard puts the tree back', async () => {
    const app = await openPage('order');
    await app.user.click(await app.screen.findByRole('button', { name: 'Move Parking…' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Later' }));
    await app.user.click(await app.screen.findByRole('tab', { name: BUBBLES_LABELS.editTab }));
    let ask = await app.screen.findByRole('dialog', { name: BUBBLES_TEXTS.unsavedTitle });
    await app.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(await app.screen.findByRole('tab', { name: BUBBLES_LABELS.orderTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await app.user.click(await app.screen.findByRole('tab', { name: BUBBLES_LABELS.editTab }));
    ask = await app.screen.findByRole('dialog', { name: BUBBLES_TEXTS.unsavedTitle });
    await app.user.click(within(ask).getByRole('button', { name: BUBBLES_TEXTS.unsavedConfirm }));
    expect(await app.screen.findByRole('tab', { name: BUBBLES_LABELS.editTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await app.screen.findByRole('button', { name: BUBBLES_LABELS.savePage })).toBeDisabled();
    expect(stored().map((bubble) => bubble.name)).toEqual(['Support', 'Parking', 'Next meeting']);
  });

  it('says there are no bubbles when the tree is empty', async () => {
    storeTree([]);
    const app = await renderApp({ route: `${route}?tab=order`, signedInAs: 'administrator' });
    expect(await app.screen.findByText(BUBBLES_LABELS.empty)).toBeInTheDocument();
    fireEvent.click(app.screen.getByRole('tab', { name: BUBBLES_LABELS.editTab }));
    expect(await app.screen.findByText(BUBBLES_LABELS.empty)).toBeInTheDocument();
  });
});
