import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { VALIDATION_DEBOUNCE_MS } from '@/config/constants';
import { DEMO_ACCOUNTS } from '@/emulator/seed';
import { configureIdentity, identity } from '@/services/identity';

import { emulator } from '@tests/emulator';
import { renderApp, type RenderedApp } from '@tests/render';
import { advanceTo, watchTimers } from '@tests/timers';

import { PROFILE_MESSAGES } from '../../messages';

type View = RenderedApp;

const eventually = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5_000, interval: 10 });
const NEW_PASSWORD = 'Changed-Passw0rd!';

let view: View | undefined;
let stopWatching: (() => void) | undefined;
afterEach(() => {
  stopWatching?.();
  stopWatching = undefined;
  vi.useRealTimers();
  view?.rootTask.cancel();
  view = undefined;
});

async function openDialog() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  view = await renderApp({
    route: '/profile',
    signedInAs: 'administrator',
    advanceTimers: vi.advanceTimersByTime,
  });
  await view.user.click(await screen.findByRole('button', { name: 'Change Password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  // Password inputs have no role: their labels find them.
  const input = (label: string) =>
    within(dialog).getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });
  const submit = within(dialog).getByRole('button', { name: 'Change password' });
  // The debounced checks, recognised by the hook that schedules them (the dialog is the only form on the page).
  const checks = watchTimers(VALIDATION_DEBOUNCE_MS, 'useDebouncedValidation');
  stopWatching = checks.stop;
  return { view, dialog, input, submit, checks };
}

describe('the Change Password dialog (spec 1 §5)', () => {
  it('checks 300 ms after typing stops, shows errors only for touched fields, and enables submit only when valid', async () => {
    const { view, dialog, input, submit, checks } = await openDialog();
    const { user } = view;
    expect(submit).toBeDisabled();

    await user.click(input('New password'));
    await user.paste('weak');
    await user.tab();
    const { scheduledAt } = checks.latest()!;
    // Touched, but not checked yet: no message until 300 ms after the last change.
    advanceTo(scheduledAt + VALIDATION_DEBOUNCE_MS - 1);
    expect(checks.latest()?.firedAt).toBeNull();
    expect(within(dialog).queryByText('Must be at least 8 characters')).not.toBeInTheDocument();
    advanceTo(scheduledAt + VALIDATION_DEBOUNCE_MS);
    expect(await within(dialog).findByText('Must be at least 8 characters')).toBeInTheDocument();
    // The other fields are invalid too (empty), but untouched: no message for them.
    expect(within(dialog).queryByText('Required')).not.toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.click(input('Current password'));
    await user.paste(DEMO_ACCOUNTS.administrator.password);
    await user.clear(input('New password'));
    await user.paste(NEW_PASSWORD);
    await user.click(input('Confirm new password'));
    await user.paste('Changed-Passw0rd?');
    await user.tab();
    let last = checks.latest()!;
    advanceTo(last.scheduledAt + VALIDATION_DEBOUNCE_MS);
    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
    expect(within(dialog).queryByText('Must be at least 8 characters')).not.toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.clear(input('Confirm new password'));
    await user.paste(NEW_PASSWORD);
    last = checks.latest()!;
    advanceTo(last.scheduledAt + VALIDATION_DEBOUNCE_MS - 1);
    // Valid now, but not checked yet: still disabled, the old message still up.
    expect(submit).toBeDisabled();
    advanceTo(last.scheduledAt + VALIDATION_DEBOUNCE_MS);
    await eventually(() => expect(submit).toBeEnabled());
    expect(within(dialog).queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('refuses a new password equal to the current one, under the field', async () => {
    const { view, dialog, input, submit } = await openDialog();
    const { user } = view;
    const current = DEMO_ACCOUNTS.administrator.password;
    await user.click(input('Current password'));
    await user.paste(current);
    await user.click(input('New password'));
    await user.paste(current);
    await user.click(input('Confirm new password'));
    await user.paste(current);
    await user.tab();
    expect(
      await within(dialog).findByText('The new password must be different from the current one.'),
    ).toBeInTheDocument();
    expect(input('New password')).toHaveAccessibleDescription(
      'The new password must be different from the current one.',
    );
    expect(submit).toBeDisabled();

    await user.clear(input('New password'));
    await user.paste(NEW_PASSWORD);
    await user.clear(input('Confirm new password'));
    await user.paste(NEW_PASSWORD);
    await eventually(() => expect(submit).toBeEnabled());
    expect(
      within(dialog).queryByText('The new password must be different from the current one.'),
    ).not.toBeInTheDocument();
  });

  it("refuses a wrong current password with the spec's message, and changes it with the right one", async () => {
    const { view, dialog, input, submit } = await openDialog();
    const { user } = view;
    await user.click(input('Current password'));
    await user.paste('Wrong-Passw0rd!');
    await user.click(input('New password'));
    await user.paste(NEW_PASSWORD);
    await user.click(input('Confirm new password'));
    await user.paste(NEW_PASSWORD);
    await eventually(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.wrongCurrentPassword);

    await user.clear(input('Current password'));
    await user.paste(DEMO_ACCOUNTS.administrator.password);
    await eventually(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText(PROFILE_MESSAGES.passwordChanged)).toBeInTheDocument();
    await eventually(() =>
      expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument(),
    );

    // The new password is the one that signs in now.
    configureIdentity(emulator().config);
    await identity.signOut();
    await expect(
      identity.signIn({
        email: DEMO_ACCOUNTS.administrator.email,
        password: NEW_PASSWORD,
        keepSignedIn: false,
        flow: 'USER_SRP_AUTH',
      }),
    ).resolves.toEqual({ kind: 'signedIn' });
  });
});
