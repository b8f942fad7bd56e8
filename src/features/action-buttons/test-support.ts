/** Helpers of the action buttons' page tests: the two-step add-field dialog, driven as a person would. */
import { type screen as Screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

import { ACTION_BUTTONS_LABELS as LABELS, ACTION_BUTTONS_TEXTS as TEXTS } from './messages';

/** What renderApp gives a test: its user and its screen. */
type View = { user: UserEvent; screen: typeof Screen };

/** Opens Add Form Field or Add Auto Updated Field, picks the field by its label, and returns the value step. */
export async function pickField({ user, screen }: View, kind: 'form' | 'auto', label: string) {
  const title = kind === 'form' ? LABELS.addFormField : LABELS.addAutoField;
  await user.click(screen.getByRole('button', { name: title }));
  const picker = await screen.findByRole('dialog', { name: title });
  await user.type(within(picker).getByRole('combobox', { name: TEXTS.field }), label);
  await user.click(screen.getByRole('option', { name: new RegExp(`^${label}`) }));
  await user.click(within(picker).getByRole('button', { name: TEXTS.next }));
  return screen.findByRole('dialog', { name: `${title}: ${label}` });
}

/** Adds a field whose value (if any) is typed, and waits for the dialog to close. */
export async function addField(view: View, kind: 'form' | 'auto', label: string, value = '') {
  const { user, screen } = view;
  const dialog = await pickField(view, kind, label);
  if (value) await user.type(within(dialog).getByRole('textbox', { name: /Value|Default value/ }), value);
  await user.click(within(dialog).getByRole('button', { name: TEXTS.add }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
