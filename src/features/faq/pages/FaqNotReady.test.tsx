import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { faqDocumentsOf } from '@/emulator/modules/faq/test-support';
import { DEMO_TENANT } from '@/emulator/seed';

import { emulator } from '@tests/emulator';
import { fillEditor } from '@tests/quill';
import { renderApp } from '@tests/render';

import { FAQ_MESSAGES } from '../messages';

/**
 * Spec 2 §8 'The page is not ready yet. Please try again in a moment.': the FAQ belongs to the organisation's
 * assistant, and an organisation whose assistant does not exist yet (GetTenantSkill answers code 500) has none
 * to add a question to.
 */
describe('/faq before the organisation has an assistant', () => {
  it('says the page is not ready yet when a question is submitted, and stores nothing', async () => {
    const { db } = emulator();
    db.update('tenancy', (state) => {
      state.skills = state.skills.filter((skill) => skill.tenant !== DEMO_TENANT);
    });
    const storedBefore = faqDocumentsOf(emulator(), DEMO_TENANT).length;
    // An administrator may name a new subject area (the list of existing ones is the assistant's, so empty).
    const { screen, user, store } = await renderApp({ route: '/faq', signedInAs: 'administrator' });
    const form = await screen.findByRole('form', { name: 'Question form' });
    expect(store.getState().auth.skill).toBeNull();
    // The editor is a chunk of its own, loaded with the form.
    await within(form).findByRole('textbox', { name: 'HTML Response' }, { timeout: 15_000 });

    await user.type(within(form).getByRole('textbox', { name: 'Question' }), 'Where is the printer?');
    await user.type(within(form).getByRole('combobox', { name: 'Subject Area' }), 'Facilities');
    await fillEditor(form, '<p>Second floor.</p>');
    await user.type(within(form).getByRole('textbox', { name: 'Voice Response' }), 'Second floor.');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    const toast = await screen.findByText(FAQ_MESSAGES.notReady);
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    expect(store.getState().notifications.history[0]).toMatchObject({
      message: 'The page is not ready yet. Please try again in a moment.',
      variant: 'warning',
    });
    expect(faqDocumentsOf(emulator(), DEMO_TENANT)).toHaveLength(storedBefore);
    // What was typed stays, for when the assistant is there.
    expect(within(form).getByRole('textbox', { name: 'Question' })).toHaveValue('Where is the printer?');
  });
});
