import { within } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { describe, expect, it } from 'vitest';

import * as contract from '@/contracts/custom-slots';
import { SLOT_RULE_MESSAGES as RULE, slotValuesOf } from '@/contracts/custom-slots';
import { DEMO_SKILL } from '@/emulator/seed';

import { emulator } from '@tests/emulator';
import { renderApp } from '@tests/render';

import { CUSTOM_SLOTS_MESSAGES as MESSAGES, CUSTOM_SLOTS_TEXT as TEXT } from '../messages';

const route = '/custom-slots';
const storedTypes = () =>
  emulator().db.state.customSlots.types.filter((type) => type.skillId === DEMO_SKILL.ID);
const storedType = (name: string) => storedTypes().find((type) => type.slotName === name);
const scheduledBuilds = () =>
  emulator().db.state.jobs.pending.filter((job) => job.kind === 'customSlots.generate').length;

/** The page, its virtualised tables drawn whole (jsdom has no layout). */
async function openPage() {
  const view = await renderApp({ route, signedInAs: 'user' });
  view.rerender(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 10_000, itemHeight: 50 }}>
      {view.element}
    </VirtuosoMockContext.Provider>,
  );
  await view.screen.findByRole('list', { name: TEXT.types }, { timeout: 10_000 });
  return view;
}
type View = Awaited<ReturnType<typeof openPage>>;

const valuesTable = ({ screen }: View) => screen.getByRole('table');
async function chooseType({ user, screen }: View, name: string) {
  await user.click(within(screen.getByRole('list', { name: TEXT.types })).getByRole('button', { name }));
}

describe('/custom-slots', () => {
  it('lists every type of the skill, shows the first one’s values, and filters by search', async () => {
    const view = await openPage();
    const { screen, user } = view;
    expect(screen.getByRole('heading', { level: 1, name: 'Custom Slot Types' })).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: TEXT.types })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(storedTypes().map((type) => type.slotName));
    const [first] = storedTypes();
    for (const value of slotValuesOf(first!)) {
      expect(within(valuesTable(view)).getByRole('cell', { name: value.value })).toBeInTheDocument();
    }
    await user.type(screen.getByRole('searchbox', { name: TEXT.search }), 'tick');
    expect(within(screen.getByRole('list', { name: TEXT.types })).getAllByRole('listitem')).toHaveLength(1);
    await user.clear(screen.getByRole('searchbox', { name: TEXT.search }));
    await user.type(screen.getByRole('searchbox', { name: TEXT.search }), 'nothing like it');
    expect(screen.getByText(TEXT.noMatches('nothing like it'))).toBeInTheDocument();
  });

  it.each([
    ['Meeting Room', RULE.nameCharacters],
    ['Meeting__Room', RULE.nameConsecutiveUnderscores],
    ['department', RULE.nameInUse],
    ['AMAZON.Planet', RULE.unknownBuiltIn],
  ])('refuses the name %j as you type: %s', async (name, message) => {
    const { screen, user } = await openPage();
    await user.type(screen.getByRole('textbox', { name: TEXT.newName }), name);
    expect(screen.getByRole('textbox', { name: TEXT.newName })).toHaveAccessibleDescription(message);
    await user.click(
      within(screen.getByRole('form', { name: TEXT.newName })).getByRole('button', { name: TEXT.add }),
    );
    expect(storedType(name)).toBeUndefined();
  });

  it('creates a type, says so while working and after, selects it, and rebuilds the skill', async () => {
    const { screen, user } = await openPage();
    // A slow answer: the info shows while the server works (status 0: the call only waits).
    emulator().faults.add({
      operation: contract.createCustomSlot.apiCall,
      status: 0,
      delayMs: 600,
      times: 1,
    });
    await user.type(screen.getByRole('textbox', { name: TEXT.newName }), 'MeetingRoom{Enter}');
    expect(await screen.findByText(MESSAGES.creating)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.created)).toBeInTheDocument();
    expect(storedType('MeetingRoom')).toMatchObject({ slotValue: [] });
    expect(screen.getByRole('textbox', { name: TEXT.newName })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'MeetingRoom' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(TEXT.noValues)).toBeInTheDocument();
    await expect.poll(scheduledBuilds).toBe(1);
  });

  it('adds, edits and deletes values, refusing duplicates case-insensitively, and manages a value’s synonyms', async () => {
    const view = await openPage();
    const { screen, user } = view;
    await chooseType(view, 'Office.Location');
    const addForm = () => screen.getByRole('form', { name: TEXT.addValue });
    await user.type(within(addForm()).getByRole('textbox', { name: TEXT.value }), 'LONDON');
    expect(within(addForm()).getByRole('textbox', { name: TEXT.value })).toHaveAccessibleDescription(
      RULE.valueInUse,
    );
    await user.clear(within(addForm()).getByRole('textbox', { name: TEXT.value }));
    await user.type(within(addForm()).getByRole('textbox', { name: TEXT.value }), 'Paris');
    await user.type(within(addForm()).getByRole('textbox', { name: TEXT.id }), 'LON');
    expect(within(addForm()).getByRole('textbox', { name: TEXT.id })).toHaveAccessibleDescription(
      RULE.idInUse,
    );
    await user.clear(within(addForm()).getByRole('textbox', { name: TEXT.id }));
    await user.type(within(addForm()).getByRole('textbox', { name: TEXT.id }), 'PAR{Enter}');
    expect(await within(valuesTable(view)).findByRole('cell', { name: 'Paris' })).toBeInTheDocument();
    expect(slotValuesOf(storedType('Office.Location')!).at(-1)).toEqual({
      value: 'Paris',
      id: 'PAR',
      synonyms: [],
    });
    expect(within(addForm()).getByRole('textbox', { name: TEXT.value })).toHaveValue('');
    await expect.poll(scheduledBuilds).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Edit Paris' }));
    const valueInput = within(valuesTable(view)).getByRole('textbox', { name: TEXT.value });
    await user.clear(valueInput);
    await user.type(valueInput, 'Paris La Défense{Enter}');
    expect(
      await within(valuesTable(view)).findByRole('cell', { name: 'Paris La Défense' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Synonyms of Paris La Défense' }));
    expect(screen.getByText(MESSAGES.noSynonyms('Paris La Défense'))).toBeInTheDocument();
    const synonymForm = () => screen.getByRole('form', { name: TEXT.addSynonym });
    await user.type(within(synonymForm()).getByRole('textbox', { name: TEXT.synonym }), 'hq');
    expect(within(synonymForm()).getByRole('textbox', { name: TEXT.synonym })).toHaveAccessibleDescription(
      RULE.synonymExists,
    );
    await user.clear(within(synonymForm()).getByRole('textbox', { name: TEXT.synonym }));
    await user.type(within(synonymForm()).getByRole('textbox', { name: TEXT.synonym }), 'La Défense{Enter}');
    const synonyms = await screen.findByRole('list', { name: 'Synonyms of Paris La Défense' });
    expect(within(synonyms).getByText('La Défense')).toBeInTheDocument();
    expect(slotValuesOf(storedType('Office.Location')!).at(-1)?.synonyms).toEqual(['La Défense']);

    await user.click(within(synonyms).getByTestId('CancelIcon'));
    expect(await screen.findByText(MESSAGES.noSynonyms('Paris La Défense'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Paris La Défense' }));
    await expect
      .poll(() =>
        slotValuesOf(storedType('Office.Location')!).some((value) => value.value.startsWith('Paris')),
      )
      .toBe(false);
    expect(
      within(valuesTable(view)).queryByRole('cell', { name: 'Paris La Défense' }),
    ).not.toBeInTheDocument();
  });

  it('shows the server’s message as returned, and keeps what was typed to send again', async () => {
    emulator().faults.add({
      operation: contract.createCustomSlot.apiCall,
      status: 400,
      message: 'Lex refused the value.',
      times: 1,
    });
    const view = await openPage();
    const { screen, user } = view;
    await chooseType(view, 'Department');
    const value = within(screen.getByRole('form', { name: TEXT.addValue })).getByRole('textbox', {
      name: TEXT.value,
    });
    await user.type(value, 'Marketing{Enter}');
    expect(await screen.findByText('Lex refused the value.')).toBeInTheDocument();
    expect(value).toHaveValue('Marketing');
    await user.type(value, '{Enter}');
    expect(await within(valuesTable(view)).findByRole('cell', { name: 'Marketing' })).toBeInTheDocument();
  });

  it('says the spec’s messages when a synonym change, a deletion or the rebuild fails', async () => {
    const view = await openPage();
    const { screen, user } = view;
    await chooseType(view, 'Department');
    await user.click(screen.getByRole('button', { name: 'Synonyms of Legal' }));
    emulator().faults.add({ operation: contract.createCustomSlot.apiCall, status: 500, times: 1 });
    await user.type(screen.getByRole('textbox', { name: TEXT.synonym }), 'counsel{Enter}');
    expect(await screen.findByText(MESSAGES.synonymsFailed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: TEXT.synonym })).toHaveValue('counsel');

    emulator().faults.add({ operation: contract.generateSkillBuilderCode.apiCall, status: 500, times: 1 });
    await user.type(screen.getByRole('textbox', { name: TEXT.synonym }), '{Enter}');
    expect(await screen.findByText(MESSAGES.generateFailed)).toBeInTheDocument();

    emulator().faults.add({ operation: contract.deleteCustomSlot.apiCall, status: 500, times: 1 });
    const chip = within(screen.getByRole('list', { name: TEXT.types })).getByRole('button', {
      name: 'Department',
    });
    await user.click(within(chip).getByTestId('CancelIcon'));
    await user.click(
      within(screen.getByRole('dialog', { name: TEXT.deleteTypeTitle })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(storedType('Department')).toBeDefined();
  });

  it('deletes a type after asking', async () => {
    const { screen, user } = await openPage();
    const chip = within(screen.getByRole('list', { name: TEXT.types })).getByRole('button', {
      name: 'Ticket.Priority',
    });
    await user.click(within(chip).getByTestId('CancelIcon'));
    await user.click(
      within(screen.getByRole('dialog', { name: TEXT.deleteTypeTitle })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(MESSAGES.deleted)).toBeInTheDocument();
    expect(storedType('Ticket.Priority')).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Ticket.Priority' })).not.toBeInTheDocument();
  });

  it('imports pasted rows, listing every rejected row and why', async () => {
    const view = await openPage();
    const { screen, user } = view;
    await chooseType(view, 'Office.Location');
    await user.click(screen.getByRole('button', { name: TEXT.importCsv }));
    const dialog = screen.getByRole('dialog', { name: TEXT.importTitle('Office.Location') });
    const rows = '"Berlin","Berlin","BER"\n"london"\n"Lisbon","Lisboa, PT"\n"Oslo","HQ"';
    await user.click(within(dialog).getByRole('textbox', { name: TEXT.importPaste }));
    await user.paste(rows);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(TEXT.importPreview(2, 2));
    const rejected = within(dialog).getByRole('list', { name: TEXT.rejectedRows });
    expect(
      within(rejected)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([`Row 2: “london” — ${RULE.valueInUse}`, `Row 4: “Oslo” — ${RULE.synonymExists}: HQ`]);
    await user.click(within(dialog).getByRole('button', { name: TEXT.importConfirm(2) }));
    expect(await within(valuesTable(view)).findByRole('cell', { name: 'Lisbon' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(slotValuesOf(storedType('Office.Location')!).slice(-2)).toEqual([
      { value: 'Berlin', synonyms: ['BER'] },
      { value: 'Lisbon', synonyms: ['Lisboa, PT'] },
    ]);
  });

  it('says when the types cannot be loaded, and loads them on Retry', async () => {
    emulator().faults.add({ operation: contract.getCustomSlots.apiCall, status: 500, times: 1 });
    const { user, screen } = await renderApp({ route, signedInAs: 'user' });
    expect(await screen.findByText(MESSAGES.loadFailed)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.retrieveFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: TEXT.types })).toBeInTheDocument();
  });
});
