import type { UnknownAction } from '@reduxjs/toolkit';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { take } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';

import { subscriptionCreate } from '@/contracts/subscriptions';
import { defineFeature } from '@/lib/redux/feature';
import type { Saga } from '@/lib/redux/saga';

import { emulator } from '@tests/emulator';
import {
  addALicence,
  answerChallenge,
  fillCard,
  openAsOwner,
  type Screen,
  summary,
  untilPurchasable,
} from '@tests/purchase-page';

import { countryName, statesOf } from '../countries';
import { PURCHASE_MESSAGES } from '../messages';
import { LIMITS } from '../purchase';

/** The purchase form's rules (spec 2 §5, issue 21 §3.6, §3.7 and §6.8). */

const country = (screen: Screen) => screen.getByRole('combobox', { name: 'Country' });
const state = (screen: Screen) => screen.getByRole('combobox', { name: 'State' });

describe('the billing information (spec 2 §5)', () => {
  // The file's first page load is a cold one.
  it(
    'keeps each field within its limit: address lines 150, city 100, ZIP 10, a free-text state 100',
    { timeout: 40_000 },
    async () => {
      const { screen, user } = await openAsOwner();
      const limits: [string, number][] = [
        ['Address line 1', LIMITS.address],
        ['Address line 2', LIMITS.address],
        ['Address line 3', LIMITS.address],
        ['City', LIMITS.city],
        ['ZIP / postal code', LIMITS.zip],
      ];
      fireEvent.change(country(screen), { target: { value: 'GB' } });
      limits.push(['State / region', LIMITS.state]);
      expect(limits.map(([, max]) => max)).toEqual([150, 150, 150, 100, 10, 100]);
      for (const [label, max] of limits) {
        const field = screen.getByRole('textbox', { name: label });
        expect(field).toHaveAttribute('maxlength', String(max));
        await user.click(field);
        await user.paste('x'.repeat(max + 1));
        expect(field).toHaveValue('x'.repeat(max));
      }
    },
  );

  it('picks the state from the country’s list where it has one, and types it elsewhere', async () => {
    const { screen } = await openAsOwner();
    // The default country is the United States, with its states and territories.
    expect(country(screen)).toHaveValue('US');
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));
    const us = statesOf('US') ?? [];
    expect(options(state(screen))).toEqual(['', ...us.map((region) => region.code)]);
    expect(us.map((region) => region.code)).toEqual(expect.arrayContaining(['NY', 'CA', 'TX', 'DC']));
    for (const code of ['CA', 'AU', 'IN']) {
      fireEvent.change(country(screen), { target: { value: code } });
      expect(options(state(screen))).toEqual(['', ...(statesOf(code) ?? []).map((region) => region.code)]);
    }
    fireEvent.change(country(screen), { target: { value: 'DE' } });
    expect(screen.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'State / region' })).toHaveValue('');
    expect(countryName('DE')).toBe('Germany');
  });

  it('changing the country clears the state', async () => {
    const { screen } = await openAsOwner();
    fireEvent.change(state(screen), { target: { value: 'NY' } });
    expect(state(screen)).toHaveValue('NY');
    fireEvent.change(country(screen), { target: { value: 'CA' } });
    expect(state(screen)).toHaveValue('');
    fireEvent.change(country(screen), { target: { value: 'DE' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'State / region' }), {
      target: { value: 'Bavaria' },
    });
    fireEvent.change(country(screen), { target: { value: 'FR' } });
    expect(screen.getByRole('textbox', { name: 'State / region' })).toHaveValue('');
    fireEvent.change(country(screen), { target: { value: 'US' } });
    expect(state(screen)).toHaveValue('');
    // Choosing the same country again keeps the state.
    fireEvent.change(state(screen), { target: { value: 'TX' } });
    fireEvent.change(country(screen), { target: { value: 'US' } });
    expect(state(screen)).toHaveValue('TX');
  });
});

describe('the licences (spec 2 §5)', () => {
  it('takes three digits at most, digits only', async () => {
    const { screen, user } = await openAsOwner();
    expect(LIMITS.licenceDigits).toBe(3);
    for (const label of ['Number of licences', 'Additional licences']) {
      const field = screen.getByRole('textbox', { name: label });
      await user.clear(field);
      await user.type(field, '1a2b34');
      expect(field).toHaveValue('123');
    }
  });
});

describe('the card (spec 2 §5, issue 21 §3.6)', () => {
  it('refuses an expiry in the past on the field at once; the other errors wait for Purchase', async () => {
    const { screen } = await openAsOwner();
    const lastYear = String(new Date().getFullYear() - 1);
    fireEvent.change(screen.getByLabelText(/Expiry month/), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(/Expiry year/), { target: { value: lastYear } });
    expect(screen.getByLabelText(/Expiry year/)).toHaveAccessibleDescription('The card has expired');
    expect(screen.getByLabelText(/Expiry year/)).toBeInvalid();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Expiry year/), {
      target: { value: String(new Date().getFullYear() + 1) },
    });
    expect(screen.queryByText('The card has expired')).not.toBeInTheDocument();
  });

  it('after a failed Purchase: every error under its field, the warning, and the first field in error focused', async () => {
    const { screen, user } = await openAsOwner();
    addALicence(screen);
    await untilPurchasable(screen);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText(PURCHASE_MESSAGES.cardIncomplete)).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(6);
    expect(screen.getByLabelText(/CVV/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/Card number/)).toHaveAttribute('autocomplete', 'cc-number');
    await waitFor(() => expect(screen.getByLabelText(/First name on card/)).toHaveFocus());
  });

  it('spells licence one way on the page', async () => {
    const { screen, user } = await openAsOwner();
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await within(summary(screen)).findByRole('list', { name: 'Estimate' }, { timeout: 6_000 });
    expect(document.body.textContent).toMatch(/licence/);
    expect(document.body.textContent).not.toMatch(/license/i);
  });
});

describe('creating the subscription', () => {
  it('says “Creating subscription, please wait ...” while the provider works', async () => {
    emulator().faults.add({ operation: subscriptionCreate.apiCall, status: 0, delayMs: 1_500, times: 1 });
    const { screen, user } = await openAsOwner();
    addALicence(screen);
    fillCard(screen, '4242424242424242');
    await untilPurchasable(screen);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText(PURCHASE_MESSAGES.creating)).toBeInTheDocument();
    expect(
      within(summary(screen)).getByRole('button', { name: PURCHASE_MESSAGES.pleaseWait }),
    ).toBeDisabled();
    expect(await screen.findByText(PURCHASE_MESSAGES.created, {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});

describe('the card and the store (issue 21 §3.7)', () => {
  it('no action and no state ever holds the card: the payment reads it from the fields', async () => {
    const app = await openAsOwner();
    const { screen, user, store } = app;
    // Every action the store sees, as the Redux DevTools extension would (a saga that takes them all).
    const actions: UnknownAction[] = [];
    app.features.add(
      defineFeature({
        name: 'test-action-log',
        saga: function* recordActions(): Saga {
          for (;;) actions.push(yield take('*'));
        },
      }),
    );
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    fillCard(screen, '4000 0027 6000 3184');
    fireEvent.change(screen.getByLabelText(/Expiry month/), { target: { value: '07' } });
    fireEvent.change(screen.getByLabelText(/CVV/), { target: { value: '987' } });
    await untilPurchasable(screen);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await answerChallenge(screen, 'complete');
    expect(await screen.findByText(PURCHASE_MESSAGES.created, {}, { timeout: 5_000 })).toBeInTheDocument();
    const requested = actions.find((action) => action.type === 'subscriptions/purchaseRequested');
    expect(requested).toEqual({
      type: 'subscriptions/purchaseRequested',
      payload: { cardholder: { firstName: 'Alex', lastName: 'Morgan' } },
    });
    // Every value anywhere in the actions and the state: none is the number, the CVC or the expiry.
    const leaves = (value: unknown): unknown[] =>
      typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [value];
    const seen = leaves([actions, store.getState()]);
    expect(seen.filter((value) => /4000\s?0027\s?6000\s?3184/.test(String(value)))).toEqual([]);
    expect(seen.filter((value) => String(value) === '987' || String(value) === '07')).toEqual([]);
    expect(JSON.stringify(actions)).not.toMatch(
      /"(number|cvc|cvv|cardNumber|cardCVV|expMonth|cardExpMonth)"/,
    );
    // The card network got it (the payment method's last four digits are all it keeps).
    expect(emulator().db.state.payments.methods.at(-1)).toMatchObject({ last4: '3184', exp_month: 7 });
  });
});
