import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PHONE_VERIFICATION_DELAY_MS } from '@/config/constants';
import { latestMessageTo } from '@/emulator/modules/outbox/deliver';
import { DEMO_ACCOUNTS } from '@/emulator/seed';
import { PHONE_NUMBER_INVALID } from '@/lib/phone-number';

import { emulator } from '@tests/emulator';
import { renderApp, type RenderedApp } from '@tests/render';
import { advanceTo, watchTimers } from '@tests/timers';

import { PROFILE_MESSAGES } from '../messages';

type View = RenderedApp;

const eventually = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5_000, interval: 10 });
/** A real US number (555-01xx are reserved for fiction but valid); 555 123 4567 is not a number anyone has. */
const PHONE = '+12025550123';

let view: View | undefined;
let stopWatching: (() => void) | undefined;
afterEach(() => {
  stopWatching?.();
  stopWatching = undefined;
  vi.useRealTimers();
  view?.rootTask.cancel();
  view = undefined;
});

const admin = () =>
  emulator().db.state.identity.users.find((user) => user.sub === DEMO_ACCOUNTS.administrator.sub)!;
const eventsNamed = (name: string) =>
  emulator().db.state.analytics.events.filter(
    (event) => event.name === name && event.sub === DEMO_ACCOUNTS.administrator.sub,
  );
const field = (label: string) => screen.getByRole('textbox', { name: label });
const detailsForm = () => screen.getByRole('form', { name: 'Personal details' });

async function openProfile(options: { fakeTimers?: boolean } = {}) {
  if (options.fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  view = await renderApp({
    route: '/profile',
    signedInAs: 'administrator',
    // A test on fake timers proves a spec wait: the spec's timings.
    ...(options.fakeTimers ? { advanceTimers: vi.advanceTimersByTime, timings: 'spec' as const } : {}),
  });
  // The file's first test pays for the page's first load in the run (its lazy chunk, transformed cold): with the
  // other worker busy on a 2-core machine that took over 5 s (seen: 6.8 s), more than `eventually` waits.
  await screen.findByRole('form', { name: 'Personal details' }, { timeout: 20_000 });
  await eventually(() => expect(field('First name')).toHaveValue('Alex'));
  return view;
}

async function replace({ user }: View, label: string, value: string) {
  await user.clear(field(label));
  if (value) await user.paste(value);
}

describe('personal details (spec 1 §5)', () => {
  it('needs the three required fields', async () => {
    const { user } = await openProfile();
    for (const label of ['First name', 'Last name', 'Company name']) {
      await user.clear(field(label));
      await user.tab();
      expect(
        await within(detailsForm()).findByText('Required', { selector: `#${field(label).id}-helper-text` }),
      ).toBeInTheDocument();
    }
    await user.click(within(detailsForm()).getByRole('button', { name: 'Save' }));
    expect(admin().attributes.given_name).toBe('Alex');
    expect(view!.store.getState().profile.savingDetails).toBe(false);
  });

  it('saves trimmed values, an emptied job title as a single space and a phone with +1, then asks for its verification 1 s later', async () => {
    const current = await openProfile({ fakeTimers: true });
    const { user } = current;
    await replace(current, 'First name', '  Alexandra ');
    await replace(current, 'Job title', '');
    await replace(current, 'Phone number', ' 202 555 0123 ');
    const verification = watchTimers(PHONE_VERIFICATION_DELAY_MS, 'redux-saga');
    stopWatching = verification.stop;
    await user.click(within(detailsForm()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PROFILE_MESSAGES.attributesUpdated)).toBeInTheDocument();
    expect(admin().attributes).toMatchObject({
      given_name: 'Alexandra',
      family_name: 'Morgan',
      'custom:company_name': 'Demo Organisation',
      'custom:title': ' ',
      phone_number: PHONE,
      phone_number_verified: 'false',
    });
    expect(field('Job title')).toHaveValue('');
    expect(field('Phone number')).toHaveValue(PHONE);
    await eventually(() => expect(eventsNamed('profile_update')).toHaveLength(1));

    await eventually(() => expect(verification.latest()).toBeDefined());
    const { scheduledAt } = verification.latest()!;
    advanceTo(scheduledAt + PHONE_VERIFICATION_DELAY_MS - 1);
    expect(verification.latest()?.firedAt).toBeNull();
    expect(latestMessageTo(emulator(), PHONE)).toBeUndefined();
    advanceTo(scheduledAt + PHONE_VERIFICATION_DELAY_MS);
    expect(verification.latest()?.firedAt).toBe(scheduledAt + PHONE_VERIFICATION_DELAY_MS);
    await eventually(() => expect(latestMessageTo(emulator(), PHONE)?.code).toMatch(/^\d{6}$/));
    expect(await screen.findByText(PROFILE_MESSAGES.phoneCodeSent)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Phone verification' })).getByRole('form', {
        name: 'Verify your phone number',
      }),
    ).toBeInTheDocument();
    expect(verification.timers).toHaveLength(1);
  });

  it.each(['07700 900123', '555 123 4567', '+44 12'])(
    'refuses "%s", which is no real number once +1 is added, under the field: nothing is saved or texted',
    async (typed) => {
      const current = await openProfile();
      const before = { ...admin().attributes };
      const outbox = emulator().db.state.outbox.messages.length;
      await replace(current, 'Phone number', typed);
      await current.user.click(within(detailsForm()).getByRole('button', { name: 'Save' }));
      expect(field('Phone number')).toHaveAccessibleDescription(PHONE_NUMBER_INVALID);
      expect(PHONE_NUMBER_INVALID).toBe('Enter the number with its country code, like +44 7911 123456.');
      expect(field('Phone number')).toHaveAttribute('aria-invalid', 'true');
      expect(admin().attributes).toEqual(before);
      expect(emulator().db.state.outbox.messages).toHaveLength(outbox);
      expect(current.store.getState().notifications.history).toEqual([]);
    },
  );

  it('does not text a code to, nor turn SMS MFA on for, a number saved before numbers were checked', async () => {
    emulator().db.update('identity', (state) => {
      const user = state.users.find((candidate) => candidate.sub === DEMO_ACCOUNTS.administrator.sub)!;
      user.attributes.phone_number = '+107700900123';
      user.attributes.phone_number_verified = 'true';
    });
    const { user } = await openProfile();
    const sms = await screen.findByRole('radio', { name: 'Text message (SMS)' });
    await eventually(() => expect(sms).toBeEnabled());
    await user.click(sms);
    expect(await screen.findByText(PHONE_NUMBER_INVALID)).toBeInTheDocument();
    expect(admin().mfa.preferred).toBe('NOMFA');
    expect(latestMessageTo(emulator(), '+107700900123')).toBeUndefined();
  });

  it('deletes an emptied phone number (Cognito refuses a blank one), and asks for no verification', async () => {
    emulator().db.update('identity', (state) => {
      const user = state.users.find((candidate) => candidate.sub === DEMO_ACCOUNTS.administrator.sub)!;
      user.attributes.phone_number = PHONE;
      user.attributes.phone_number_verified = 'true';
    });
    const current = await openProfile();
    expect(field('Phone number')).toHaveValue(PHONE);
    await replace(current, 'Phone number', '');
    const verification = watchTimers(PHONE_VERIFICATION_DELAY_MS, 'redux-saga');
    stopWatching = verification.stop;
    const refreshedBefore = current.store.getState().auth.lastRefreshAt ?? 0;
    await current.user.click(within(detailsForm()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PROFILE_MESSAGES.attributesUpdated)).toBeInTheDocument();
    // The save ends with a token refresh; a verification request would be scheduled right after it.
    await eventually(() =>
      expect(current.store.getState().auth.lastRefreshAt).toBeGreaterThan(refreshedBefore),
    );
    expect(verification.timers).toEqual([]);
    expect(admin().attributes).not.toHaveProperty('phone_number');
    expect(admin().attributes['custom:title']).toBe('Operations Lead');
    expect(screen.queryByRole('region', { name: 'Phone verification' })).not.toBeInTheDocument();
    expect(await screen.findByText(PROFILE_MESSAGES.smsNeedsPhone)).toBeInTheDocument();
    expect(latestMessageTo(emulator(), PHONE)).toBeUndefined();
  });
});

describe('MFA and the phone (spec 1 §4, §5, §8)', () => {
  it('SMS needs a verified phone; verification refuses an empty code; SMS, then off, are recorded', async () => {
    emulator().db.update('identity', (state) => {
      const user = state.users.find((candidate) => candidate.sub === DEMO_ACCOUNTS.administrator.sub)!;
      user.attributes.phone_number = PHONE;
      user.attributes.phone_number_verified = 'false';
    });
    const { user } = await openProfile();
    const sms = await screen.findByRole('radio', { name: 'Text message (SMS)' });
    await eventually(() => expect(sms).toBeEnabled());
    expect(
      screen.getByText(
        'You must set and verify your phone number before you can use SMS text message for MFA',
      ),
    ).toBeInTheDocument();

    await user.click(sms);
    expect(await screen.findByText(PROFILE_MESSAGES.smsNeedsVerifiedPhone)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(admin().mfa.preferred).toBe('NOMFA');

    const phone = screen.getByRole('region', { name: 'Phone verification' });
    await user.click(within(phone).getByRole('button', { name: 'Verify phone number' }));
    expect(await screen.findByText(PROFILE_MESSAGES.phoneCodeSent)).toBeInTheDocument();
    await user.click(await within(phone).findByRole('button', { name: 'Submit code' }));
    expect(await within(phone).findByText(PROFILE_MESSAGES.emptyCode)).toBeInTheDocument();

    await user.click(within(phone).getByRole('button', { name: 'Resend code' }));
    await eventually(() =>
      expect(emulator().db.state.outbox.messages.filter((message) => message.to === PHONE)).toHaveLength(2),
    );
    await user.type(
      within(phone).getByRole('textbox', { name: 'Verification code' }),
      latestMessageTo(emulator(), PHONE)!.code!,
    );
    await user.click(within(phone).getByRole('button', { name: 'Submit code' }));
    expect(await screen.findByText(PROFILE_MESSAGES.phoneVerified)).toBeInTheDocument();
    expect(admin().attributes.phone_number_verified).toBe('true');
    expect(within(phone).getByText('Verified')).toBeInTheDocument();

    await user.click(sms);
    expect(await screen.findByText(PROFILE_MESSAGES.mfaSms)).toBeInTheDocument();
    expect(sms).toBeChecked();
    expect(admin().mfa.preferred).toBe('SMS_MFA');

    // Turning MFA off is confirmed first; Cancel keeps SMS.
    await user.click(screen.getByRole('radio', { name: 'Off' }));
    let confirm = await screen.findByRole('dialog', { name: 'Turn off MFA?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sms).toBeChecked();
    expect(admin().mfa.preferred).toBe('SMS_MFA');
    await user.click(screen.getByRole('radio', { name: 'Off' }));
    confirm = await screen.findByRole('dialog', { name: 'Turn off MFA?' });
    await user.click(within(confirm).getByRole('button', { name: 'Turn off MFA' }));
    expect(await screen.findByText(PROFILE_MESSAGES.mfaOff)).toBeInTheDocument();
    expect(admin().mfa.preferred).toBe('NOMFA');
    await eventually(() =>
      expect(eventsNamed('mfa_change').map((event) => event.attributes.method)).toEqual(['SMS', 'NOMFA']),
    );
  });
});
