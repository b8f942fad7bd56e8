import { waitFor, within } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { beforeAll, describe, expect, it } from 'vitest';

import { createCrmRecord } from '@/contracts/action-buttons';
import { SEEDED_BUTTONS } from '@/emulator/modules/action-buttons/seed';
import { DEMO_ACCOUNTS, DEMO_TENANT } from '@/emulator/seed';

import { emulator } from '@tests/emulator';
import { renderApp } from '@tests/render';

import { ACTION_FORM_TEXTS as TEXTS } from '../messages';

beforeAll(() => {
  // jsdom does not scroll; react-virtuoso scrolls by an offset when it prepends older history.
  Element.prototype.scrollBy ??= function scrollBy() {};
});

/**
 * The portal with its chat window open, react-virtuoso given a viewport (jsdom measures nothing): the app is
 * re-rendered inside Virtuoso's test context before the window (and its list) first mounts, as the chat's own
 * tests do.
 */
async function chatOpened() {
  const view = await renderApp({ route: '/under-development', signedInAs: 'user' });
  view.rerender(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 40 }}>
      {view.element}
    </VirtuosoMockContext.Provider>,
  );
  await view.user.click(await view.screen.findByRole('button', { name: /^Open chat/ }, { timeout: 15_000 }));
  const input = await view.screen.findByRole('textbox', { name: 'Message' }, { timeout: 15_000 });
  await waitFor(() => expect(view.store.getState().chat.messages.length).toBeGreaterThan(0), {
    timeout: 15_000,
  });
  await waitFor(() => expect(view.store.getState().chat.typing).toBe(false), { timeout: 15_000 });
  return { ...view, input };
}

/** Asks for the opportunity form and opens it from the reply's button. */
async function openOpportunityForm() {
  const view = await chatOpened();
  await view.user.type(view.input, 'create an opportunity{Enter}');
  // Among the newest messages only: role queries over the whole seeded history are slow on a loaded machine.
  const log = view.screen.getByRole('log', { name: 'Chat messages' });
  const offer = await waitFor(
    () => {
      const newest = [...log.querySelectorAll<HTMLElement>('[data-item-index]')].at(-1);
      if (!newest) throw new Error('No message yet');
      return within(newest).getByRole('button', { name: TEXTS.open('Create Opportunity') });
    },
    { timeout: 20_000 },
  );
  await view.user.click(offer);
  const dialog = await view.screen.findByRole('dialog', { name: 'Create Opportunity' });
  await within(dialog).findByRole('textbox', { name: /^Opportunity name/ });
  return { ...view, dialog };
}

const records = () => emulator().db.state.actionButtons.records;

describe('an action button in a bot reply', () => {
  it('opens the form, whose Submit creates the record in the CRM with the auto updated values', async () => {
    const { user, screen, dialog, store } = await openOpportunityForm();
    expect(within(dialog).getByRole('combobox', { name: /^Stage/ })).toHaveTextContent('Prospecting');
    expect(within(dialog).queryByText('Lead Source')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Opportunity name/ }), 'Contoso laptops');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Amount (USD)' }), '182400.5');
    await user.type(within(dialog).getByLabelText(/^Expected close date/), '2026-06-30');
    await user.click(within(dialog).getByRole('combobox', { name: 'Product family' }));
    await user.click(screen.getByRole('option', { name: 'Hardware' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Product line' }));
    // The product lines of Hardware only.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '—',
      'Laptops',
      'Servers',
      'Networking',
    ]);
    await user.click(screen.getByRole('option', { name: 'Laptops' }));
    const before = records().length;
    await user.click(within(dialog).getByRole('button', { name: TEXTS.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(records()).toHaveLength(before + 1);
    expect(records().at(-1)).toMatchObject({
      tenant: DEMO_TENANT,
      object: 'Opportunity',
      SK: SEEDED_BUTTONS.opportunity,
      createdBy: DEMO_ACCOUNTS.user.email,
      values: {
        Name: 'Contoso laptops',
        Amount: '182400.5',
        CloseDate: '2026-06-30',
        StageName: 'Prospecting',
        Product_Family__c: 'Hardware',
        Product_Line__c: 'Laptops',
        LeadSource: 'Chatbot',
        Type: 'New Customer',
      },
    });
    await waitFor(() =>
      expect(store.getState().notifications.history.map((notice) => notice.message)).toContain(
        TEXTS.created('Create Opportunity'),
      ),
    );
  });

  it('checks the record with the CRM’s rules before sending it, and shows what the CRM refuses', async () => {
    const { user, dialog } = await openOpportunityForm();
    const before = records().length;
    await user.click(within(dialog).getByRole('button', { name: TEXTS.submit }));
    expect(await within(dialog).findByText(TEXTS.fixFields)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Opportunity name/ })).toHaveAccessibleDescription(
      'Required.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Opportunity name/ }), 'Fabrikam');
    await user.type(within(dialog).getByLabelText(/^Expected close date/), '2026-07-01');
    emulator().faults.add({
      operation: createCrmRecord.apiCall,
      status: 400,
      message: 'The CRM refused the record: Duplicate opportunity.',
      times: 1,
    });
    await user.click(within(dialog).getByRole('button', { name: TEXTS.submit }));
    expect(
      await within(dialog).findByText('The CRM refused the record: Duplicate opportunity.'),
    ).toBeInTheDocument();
    expect(records()).toHaveLength(before);
    await user.click(within(dialog).getByRole('button', { name: TEXTS.submit }));
    await waitFor(() => expect(records()).toHaveLength(before + 1));
  });

  it('Close leaves the form without creating anything', async () => {
    const { user, screen, dialog } = await openOpportunityForm();
    const before = records().length;
    await user.click(within(dialog).getByRole('button', { name: TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(records()).toHaveLength(before);
  });
});
