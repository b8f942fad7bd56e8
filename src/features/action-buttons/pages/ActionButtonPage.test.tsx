import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getMetafields, saveFormFields } from '@/contracts/action-buttons';
import { SEEDED_BUTTONS } from '@/emulator/modules/action-buttons/seed';

import { emulator } from '@tests/emulator';
import { renderApp } from '@tests/render';

import {
  ACTION_BUTTONS_LABELS as LABELS,
  ACTION_BUTTONS_MESSAGES as MESSAGES,
  ACTION_BUTTONS_TEXTS as TEXTS,
} from '../messages';
import { pickField } from '../test-support';

const SK = SEEDED_BUTTONS.opportunity;
const route = `/action-buttons/${SK}`;
const stored = () => emulator().db.state.actionButtons.buttons.find((button) => button.SK === SK);
const notices = (store: {
  getState(): { notifications: { history: { message: string; variant: string }[] } };
}) => store.getState().notifications.history.map(({ message, variant }) => ({ message, variant }));

async function openEditor() {
  const rendered = await renderApp({ route, signedInAs: 'administrator' });
  const { screen } = rendered;
  expect(await screen.findByRole('heading', { level: 1, name: LABELS.editTitle })).toBeInTheDocument();
  const formFields = await screen.findByRole('list', { name: LABELS.formFields });
  // The preview shows once the CRM's fields are loaded.
  await screen.findByRole('group', { name: TEXTS.previewTitle });
  return { ...rendered, formFields };
}

const labelsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('/action-buttons/:actionId (Action Button Settings)', () => {
  it('shows the button: its name, its form fields in order, its auto updated fields, and the live preview', async () => {
    const { screen, formFields } = await openEditor();
    expect(screen.getByRole('textbox', { name: /^Button Name/ })).toHaveValue('Create Opportunity');
    const button = stored();
    expect(labelsOf(formFields)).toEqual(button?.fields.filter((f) => !f.hidden).map((f) => f.label));
    expect(labelsOf(screen.getByRole('list', { name: LABELS.autoFields }))).toEqual([
      'Lead Source',
      'Opportunity Type',
    ]);
    const preview = screen.getByRole('group', { name: TEXTS.previewTitle });
    expect(within(preview).getByRole('heading', { name: 'Create Opportunity' })).toBeInTheDocument();
    expect(within(preview).getByRole('textbox', { name: /^Opportunity name/ })).toBeInTheDocument();
    expect(within(preview).getByRole('spinbutton', { name: 'Amount (USD)' })).toBeInTheDocument();
    expect(within(preview).getByLabelText(/^Expected close date/)).toHaveAttribute('type', 'date');
    expect(within(preview).getByRole('combobox', { name: /^Stage/ })).toHaveTextContent('Prospecting');
    // Auto updated fields are never shown in the form.
    expect(within(preview).queryByText('Lead Source')).not.toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: LABELS.close })).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: LABELS.submit })).toBeInTheDocument();
  });

  it('filters a dependent picklist live in the preview by its controlling field', async () => {
    const { user, screen } = await openEditor();
    const preview = screen.getByRole('group', { name: TEXTS.previewTitle });
    const line = within(preview).getByRole('combobox', { name: 'Product line' });
    await user.click(line);
    // No product family yet: no product line to choose.
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['—']);
    await user.keyboard('{Escape}');
    await user.click(within(preview).getByRole('combobox', { name: 'Product family' }));
    await user.click(screen.getByRole('option', { name: 'Software' }));
    await user.click(line);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['—', 'Cloud subscription', 'On-premises licence', 'Training']);
    await user.click(screen.getByRole('option', { name: 'Training' }));
    expect(line).toHaveTextContent('Training');
    // Hardware does not list Training: the product line is emptied.
    await user.click(within(preview).getByRole('combobox', { name: 'Product family' }));
    await user.click(screen.getByRole('option', { name: 'Hardware' }));
    expect(line).not.toHaveTextContent(/\w/);
  });

  it('reorders the form fields by keyboard and saves the order, the auto updated fields merged back', async () => {
    const { user, screen, store, formFields } = await openEditor();
    const handle = await within(formFields).findByRole('button', { name: 'Reorder Opportunity name' });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(labelsOf(formFields).slice(0, 2)).toEqual(['Amount (USD)', 'Opportunity name']);
    expect(screen.getByRole('status', { name: `${LABELS.formFields}: moves` })).toHaveTextContent(
      "Moved 'Opportunity name' to position 2 of 6.",
    );
    // A slow save: its info says not to leave while it lasts, then the success replaces it.
    emulator().faults.add({ operation: saveFormFields.apiCall, status: 0, times: 1, delayMs: 300 });
    await user.click(screen.getByRole('button', { name: LABELS.save }));
    await waitFor(() => expect(notices(store)).toContainEqual({ message: MESSAGES.saving, variant: 'info' }));
    expect(screen.getByRole('button', { name: LABELS.save })).toBeDisabled();
    await waitFor(() =>
      expect(notices(store)).toContainEqual({ message: MESSAGES.saved, variant: 'success' }),
    );
    expect(stored()?.fields.map((field) => [field.field, field.hidden])).toEqual([
      ['Amount', false],
      ['Name', false],
      ['CloseDate', false],
      ['StageName', false],
      ['Product_Family__c', false],
      ['Product_Line__c', false],
      ['LeadSource', true],
      ['Type', true],
    ]);
  });

  it('adds a form field in two steps: picked by name (no reference fields), then its default by its type', async () => {
    const { user, screen, formFields } = await openEditor();
    await user.click(screen.getByRole('button', { name: LABELS.addFormField }));
    let dialog = await screen.findByRole('dialog', { name: LABELS.addFormField });
    const picker = within(dialog).getByRole('combobox', { name: TEXTS.field });
    await user.type(picker, 'Account');
    // Account ID is a reference: not offered.
    expect(screen.getByText(TEXTS.noOptions)).toBeInTheDocument();
    await user.clear(picker);
    await user.type(picker, 'Probab');
    await user.click(screen.getByRole('option', { name: /Probability/ }));
    await user.click(within(dialog).getByRole('button', { name: TEXTS.next }));
    dialog = await screen.findByRole('dialog', { name: `${LABELS.addFormField}: Probability (%)` });
    const value = within(dialog).getByRole('spinbutton', { name: TEXTS.defaultValueLabel });
    expect(value).toHaveAttribute('max', '100');
    await user.type(value, '120');
    await user.click(within(dialog).getByRole('button', { name: TEXTS.add }));
    expect(await within(dialog).findByText('Enter a percentage from 0 to 100.')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '25');
    await user.click(within(dialog).getByRole('button', { name: TEXTS.add }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(labelsOf(formFields).at(-1)).toBe('Probability (%)');
    const preview = screen.getByRole('group', { name: TEXTS.previewTitle });
    expect(within(preview).getByRole('spinbutton', { name: 'Probability (%)' })).toHaveValue(25);
  });

  it('says a field is in the form already, and adds it no second time', async () => {
    const { user, screen, store, formFields } = await openEditor();
    await user.click(screen.getByRole('button', { name: LABELS.addAutoField }));
    const dialog = await screen.findByRole('dialog', { name: LABELS.addAutoField });
    await user.type(within(dialog).getByRole('combobox', { name: TEXTS.field }), 'Stage');
    await user.click(screen.getByRole('option', { name: /^Stage/ }));
    await user.click(within(dialog).getByRole('button', { name: TEXTS.next }));
    await waitFor(() =>
      expect(notices(store)).toContainEqual({ message: MESSAGES.fieldExists, variant: 'info' }),
    );
    expect(screen.getByRole('dialog', { name: LABELS.addAutoField })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(labelsOf(formFields).filter((label) => label === 'Stage')).toHaveLength(1);
    expect(screen.getByRole('list', { name: LABELS.autoFields })).not.toHaveTextContent('Stage');
  });

  it('requires an auto updated field’s value, and offers a picklist’s values in a select', async () => {
    const view = await openEditor();
    const { user, screen } = view;
    const dialog = await pickField(view, 'auto', 'Forecast Category');
    await user.click(within(dialog).getByRole('button', { name: TEXTS.add }));
    expect(await within(dialog).findByText(TEXTS.targetRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Value/ }));
    await user.click(screen.getByRole('option', { name: 'Pipeline' }));
    await user.click(within(dialog).getByRole('button', { name: TEXTS.add }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(labelsOf(screen.getByRole('list', { name: LABELS.autoFields }))).toContain('Forecast Category');
  });

  it('blocks Save with the list of what the CRM requires until it is in the form or auto updated', async () => {
    const { user, screen } = await openEditor();
    await user.click(screen.getByRole('button', { name: TEXTS.remove('Expected close date') }));
    await user.click(screen.getByRole('button', { name: TEXTS.remove('Product family') }));
    const list = screen.getByRole('list', { name: TEXTS.blockedTitle });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([TEXTS.missing('Close Date'), TEXTS.needsController('Product Line', 'Product Family')]);
    expect(screen.getByRole('button', { name: LABELS.save })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: TEXTS.remove('Product line') }));
    const dialog = await pickField({ user, screen }, 'auto', 'Close Date');
    const date = within(dialog).getByLabelText(/^Value/);
    expect(date).toHaveAttribute('type', 'date');
    await user.type(date, '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: TEXTS.add }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: TEXTS.blockedTitle })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: LABELS.save })).toBeEnabled();
  });

  it('says when the save fails, and keeps every edit', async () => {
    emulator().faults.add({ operation: saveFormFields.apiCall, status: 500, times: 1 });
    const { user, screen, store } = await openEditor();
    const name = screen.getByRole('textbox', { name: /^Button Name/ });
    await user.clear(name);
    await user.type(name, 'Log a deal');
    await user.click(screen.getByRole('button', { name: LABELS.save }));
    await waitFor(() =>
      expect(notices(store)).toContainEqual({ message: MESSAGES.saveFailed, variant: 'error' }),
    );
    expect(name).toHaveValue('Log a deal');
    expect(stored()?.title).toBe('Create Opportunity');
    await user.click(screen.getByRole('button', { name: LABELS.save }));
    await waitFor(() => expect(stored()?.title).toBe('Log a deal'));
  });

  it('Cancel goes back to the list', async () => {
    const { user, screen, router } = await openEditor();
    await user.click(screen.getByRole('link', { name: LABELS.cancel }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/action-buttons'));
  });

  it('says when there is no such button, and when the CRM fields cannot be loaded', async () => {
    const { screen, router } = await renderApp({
      route: '/action-buttons/salesforce_gone',
      signedInAs: 'administrator',
    });
    expect(await screen.findByText(TEXTS.notFound)).toBeInTheDocument();
    emulator().faults.add({ operation: getMetafields.apiCall, status: 500, times: 1 });
    await router.navigate(`/action-buttons/${SEEDED_BUTTONS.lead}`);
    expect(await screen.findByText(TEXTS.describeFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABELS.addFormField })).toBeDisabled();
  });
});
