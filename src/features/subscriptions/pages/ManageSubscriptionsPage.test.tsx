import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SESSION_EXPIRED_MESSAGE } from '@/app/bootstrap';
import { RESTORED_DRAFT_MESSAGE } from '@/components/form/RestoredDraftNotice';
import {
  estimateCreateSubscription,
  paymentIntentCreate,
  subscriptionCreate,
} from '@/contracts/subscriptions';
import { answerIssuerPage } from '@/emulator/modules/payments/test-support';
import { DEMO_ACCOUNTS, DEMO_TENANT } from '@/emulator/seed';
import { formDrafts } from '@/lib/form-draft';

import { emulator } from '@tests/emulator';
import {
  addALicence,
  answerChallenge,
  countCalls,
  fillCard,
  licence,
  openAsOwner,
  summary,
  untilPurchasable,
} from '@tests/purchase-page';
import { renderApp } from '@tests/render';
import { untilReal } from '@tests/timers';

import { PURCHASE_MESSAGES } from '../messages';
import { BILLING_DRAFT, ESTIMATE_POLL_MS, ESTIMATE_QUIET_MS, isBillingFields } from '../purchase';

afterEach(() => {
  vi.useRealTimers();
});

/** A purchase in several steps (or with a second visit) may take more than a test's usual time on a busy machine. */
const MULTI_STEP = { timeout: 40_000 };

describe('/manage-subscriptions', () => {
  it('shows a non-owner Administrator Access Info with the owner and an e-mail link', async () => {
    const { screen } = await renderApp({ route: '/manage-subscriptions', signedInAs: 'coAdministrator' });
    const info = await screen.findByRole('region', { name: 'Access Info' }, { timeout: 10_000 });
    const { administrator } = DEMO_ACCOUNTS;
    expect(
      within(info).getByText(`${administrator.givenName} ${administrator.familyName}`),
    ).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: administrator.email })).toHaveAttribute(
      'href',
      `mailto:${administrator.email}`,
    );
    expect(screen.queryByRole('heading', { name: 'Subscription options' })).not.toBeInTheDocument();
  });

  it('defaults to pro monthly without the bot; business pre-checks deploy-the-bot and locks the count', async () => {
    const { screen, user } = await openAsOwner();
    expect(screen.getByRole('radio', { name: 'Pro' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Number of licences' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Additional licences' })).toHaveValue('0');
    expect(screen.queryByRole('checkbox', { name: /Deploy the bot/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    expect(screen.getByRole('checkbox', { name: /Deploy the bot/ })).toBeChecked();
    const count = screen.getByRole('textbox', { name: 'Number of licences' });
    expect(count).toBeDisabled();
    // 10 with the plan + 5 with the chatbot add-on; the tenant holds no business_monthly licence.
    expect(count).toHaveValue('15');
    await user.click(screen.getByRole('checkbox', { name: /Deploy the bot/ }));
    expect(screen.getByRole('textbox', { name: 'Number of licences' })).toBeEnabled();
  });

  it('takes the plan and the period from the address (?plan, ?annual=0 for annual)', async () => {
    const { screen } = await openAsOwner('/manage-subscriptions?plan=business&annual=0');
    expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Annual' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the current plan: plan, period, licences used of total, renewal date, next invoice', async () => {
    const { screen } = await openAsOwner();
    const panel = screen.getByRole('region', { name: 'Current plan' });
    const held = emulator().db.state.subscriptions.billingSubscriptions.find(
      (subscription) => subscription.tenant === DEMO_TENANT && !subscription.replacedAt,
    );
    const proMonthly = within(panel).getByRole('article', { name: 'Pro Monthly' });
    const detail = (term: string) => within(proMonthly).getByText(term).nextElementSibling?.textContent;
    expect(detail('Billing period')).toBe('Monthly');
    // The seed's invariant: the Pro Monthly licence allows 5, and some of the organisation hold one.
    await waitFor(() => expect(detail('Licences')).toMatch(/^\d+ of 5 used$/));
    const renewal = new Date((held?.next_billing_at ?? 0) * 1000).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    expect(detail('Renews on')).toBe(renewal);
    // $29.00 with New York's 4 % sales tax.
    expect(detail('Next invoice')).toBe('$30.16');
  });

  it('the default basket is the plan held: not purchasable, nothing estimated or charged for it', async () => {
    const { calls, stop } = countCalls();
    const { screen } = await openAsOwner();
    expect(within(summary(screen)).getByText(`${PURCHASE_MESSAGES.currentPlan}.`)).toBeInTheDocument();
    const purchase = within(summary(screen)).getByRole('button', { name: 'Purchase' });
    expect(purchase).toBeDisabled();
    // Within its licences (5 included), still the plan held.
    fireEvent.change(screen.getByRole('textbox', { name: 'Number of licences' }), { target: { value: '3' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, ESTIMATE_QUIET_MS + ESTIMATE_POLL_MS)));
    expect(purchase).toBeDisabled();
    expect(calls).not.toContain(estimateCreateSubscription.apiCall);
    expect(calls).not.toContain(paymentIntentCreate.apiCall);
    // One licence more is a purchase.
    addALicence(screen);
    await untilPurchasable(screen);
    expect(within(summary(screen)).queryByText(`${PURCHASE_MESSAGES.currentPlan}.`)).not.toBeInTheDocument();
    stop();
  });

  it('asks for the first estimate and its payment intent at once, without waiting 2 s', async () => {
    const { calls, stop } = countCalls();
    const { screen } = await renderApp({
      route: '/manage-subscriptions?plan=business',
      signedInAs: 'administrator',
    });
    // The page's timers stand still: whatever is asked for is asked without waiting for one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await untilReal(() => calls.includes(estimateCreateSubscription.apiCall));
    await untilReal(() => calls.includes(paymentIntentCreate.apiCall));
    await untilReal(
      () => screen.queryByRole('button', { name: 'Purchase' })?.hasAttribute('disabled') === false,
    );
    expect(calls.filter((call) => call === estimateCreateSubscription.apiCall)).toHaveLength(1);
    stop();
  });

  it('after an edit: the estimate at exactly 2 s of quiet (polled each 1 s), the payment intent 2 s later', async () => {
    const { screen } = await openAsOwner('/manage-subscriptions?plan=business', 'spec');
    await untilPurchasable(screen);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { calls, stop } = countCalls();
    const step = async (ms: number) => {
      await act(() => vi.advanceTimersByTimeAsync(ms));
      await new Promise((resolve) => setImmediate(resolve));
    };
    const additional = screen.getByRole('textbox', { name: 'Additional licences' });
    fireEvent.change(additional, { target: { value: '2' } });
    // The edit cleared the estimate and the intent: Purchase waits.
    expect(screen.getByRole('button', { name: PURCHASE_MESSAGES.pleaseWait })).toBeDisabled();
    await step(ESTIMATE_POLL_MS);
    // Another edit 1 s later starts the 2 s again.
    fireEvent.change(additional, { target: { value: '3' } });
    await step(ESTIMATE_QUIET_MS - 1);
    expect(calls).not.toContain(estimateCreateSubscription.apiCall);
    await step(1);
    await untilReal(() => calls.includes(estimateCreateSubscription.apiCall));
    await untilReal(() => screen.queryByRole('list', { name: 'Estimate' }) !== null);
    await step(ESTIMATE_QUIET_MS - 1);
    expect(calls).not.toContain(paymentIntentCreate.apiCall);
    await step(1);
    await untilReal(() => calls.includes(paymentIntentCreate.apiCall));
    await untilReal(() => screen.queryByRole('button', { name: 'Purchase' }) !== null);
    expect(calls.filter((call) => call === estimateCreateSubscription.apiCall)).toHaveLength(1);
    stop();
  });

  it('prices the basket: plan, licence add-on beyond the included, tax by US state', async () => {
    const { screen, user } = await openAsOwner();
    await user.clear(screen.getByRole('textbox', { name: 'Number of licences' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of licences' }), '7');
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'NY' } });
    const basket = within(summary(screen)).getByRole('list', { name: 'Basket' });
    expect(within(basket).getByText('Pro Monthly × 1')).toBeInTheDocument();
    expect(within(basket).getByText('User licence (Monthly) × 2')).toBeInTheDocument();
    const estimate = await within(summary(screen)).findByRole(
      'list',
      { name: 'Estimate' },
      { timeout: 6_000 },
    );
    // 29.00 + 2 × 9.00 = 47.00; NY 4 %: 1.16 + 0.72 = 1.88; Pro Monthly is replaced: a credit for its days left.
    expect(within(estimate).getByText('NY Sales Tax @ 4%')).toBeInTheDocument();
    expect(within(estimate).getByText('$1.88')).toBeInTheDocument();
    expect(within(estimate).getByText(/Unused time on Pro Monthly/)).toBeInTheDocument();
  });

  it('keeps the billing section, never the card, when the session expires; signing in again brings it back', async () => {
    const { screen, router, store, user } = await openAsOwner();
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'CA' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'QC' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Montréal' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Address line 1' }), {
      target: { value: '1 rue Sainte-Catherine' },
    });
    // Something to buy beyond the plan held, so that an estimate is asked for.
    addALicence(screen);
    fillCard(screen, '4242 4242 4242 4242');
    const username = store.getState().auth.user?.username;
    // The estimate asked for after the edits meets a session the gateway no longer accepts (a first call and
    // the gateway's one retry with refreshed tokens).
    emulator().faults.add({ operation: estimateCreateSubscription.apiCall, status: 401, times: 2 });
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    // What is kept has no card in it.
    const kept = JSON.stringify(formDrafts(username).load(BILLING_DRAFT, isBillingFields));
    expect(kept).toContain('Montréal');
    expect(kept).not.toMatch(/4242|card/i);

    await user.click(await screen.findByLabelText(/email/i));
    await user.paste(DEMO_ACCOUNTS.administrator.email);
    await user.click(screen.getByLabelText(/^password/i));
    await user.paste(DEMO_ACCOUNTS.administrator.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-subscriptions'), {
      timeout: 10_000,
    });
    expect(await screen.findByText(RESTORED_DRAFT_MESSAGE, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('CA');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('QC');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Montréal');
    expect(screen.getByLabelText(/Card number/)).toHaveValue('');
    // Discard puts back what the profile gave.
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveValue('Montréal'));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    expect(formDrafts(username).load(BILLING_DRAFT, isBillingFields)).toBeUndefined();
  }, 60_000);

  it('a failed estimate says to check the form and is asked for again at once on Try again', async () => {
    emulator().faults.add({ operation: estimateCreateSubscription.apiCall, status: 500, times: 1 });
    const { screen, user } = await openAsOwner();
    addALicence(screen);
    const retry = await within(summary(screen)).findByRole(
      'button',
      { name: 'Try again' },
      { timeout: 8_000 },
    );
    expect(within(summary(screen)).getByText(PURCHASE_MESSAGES.checkForm)).toBeInTheDocument();
    await user.click(retry);
    expect(
      await within(summary(screen)).findByRole('list', { name: 'Estimate' }, { timeout: 8_000 }),
    ).toBeInTheDocument();
    await untilPurchasable(screen);
  });

  it('a failed payment intent says so and offers Try again, which asks for it again', async () => {
    emulator().faults.add({ operation: paymentIntentCreate.apiCall, status: 500, times: 1 });
    const { screen, user } = await openAsOwner('/manage-subscriptions?plan=business');
    const retry = await within(summary(screen)).findByRole(
      'button',
      { name: 'Try again' },
      { timeout: 8_000 },
    );
    expect(within(summary(screen)).getByText('The payment could not be prepared.')).toBeInTheDocument();
    expect(within(summary(screen)).getByRole('button', { name: 'Purchase' })).toBeDisabled();
    await user.click(retry);
    await untilPurchasable(screen);
    expect(within(summary(screen)).queryByText('The payment could not be prepared.')).not.toBeInTheDocument();
  });

  it(
    'buys business with the challenge card: Complete, the licence is set, the receipt shows; the card is forgotten',
    MULTI_STEP,
    async () => {
      const { screen, user } = await openAsOwner();
      await user.click(screen.getByRole('radio', { name: 'Business' }));
      fillCard(screen, '4000 0027 6000 3184');
      await untilPurchasable(screen);
      await user.click(screen.getByRole('button', { name: 'Purchase' }));
      await screen.findByRole('dialog', { name: 'Confirm your payment' });
      expect(licence('business_monthly')).toBeUndefined();
      await answerChallenge(screen, 'complete');
      expect(await screen.findByText(PURCHASE_MESSAGES.created, {}, { timeout: 5_000 })).toBeInTheDocument();
      expect(licence('business_monthly')?.limits).toEqual({ users: 15, interactions: 10_000, chatbot: 2 });
      const receipt = await screen.findByRole('region', { name: 'Subscription created' });
      const detail = (term: string) => within(receipt).getByText(term).nextElementSibling?.textContent;
      const { invoices, billingSubscriptions } = emulator().db.state.subscriptions;
      const invoice = invoices.at(-1);
      const bought = billingSubscriptions.find(
        (subscription) => subscription.id === invoice?.subscription_id,
      );
      expect(detail('Bought')).toBe('Business Monthly × 1Chatbot website (Monthly) × 1');
      expect(detail('Amount charged')).toBe(`$${((invoice?.amount_paid ?? 0) / 100).toFixed(2)}`);
      expect(detail('Paid with')).toBe('Visa ending in 3184');
      expect(detail('Invoice number')).toBe(invoice?.id);
      expect(detail('Next invoice')).toBe(
        new Date((bought?.next_billing_at ?? 0) * 1000).toLocaleDateString('en-US', {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
        }),
      );
      // The current plan shows what was bought.
      expect(
        within(screen.getByRole('region', { name: 'Current plan' })).getByRole('article', {
          name: 'Business Monthly',
        }),
      ).toBeInTheDocument();
      // Clear Info: back to an empty form.
      await user.click(within(receipt).getByRole('button', { name: 'Clear Info' }));
      expect(screen.queryByRole('region', { name: 'Subscription created' })).not.toBeInTheDocument();
      expect(await screen.findByLabelText(/Card number/)).toHaveValue('');
    },
  );

  it('Fail in the challenge shows Failed to Authorize and turns the validators on; nothing is bought', async () => {
    const { screen, user } = await openAsOwner();
    addALicence(screen);
    fillCard(screen, '4000002760003184');
    await untilPurchasable(screen);
    const before = structuredClone(licence('pro_monthly'));
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await answerChallenge(screen, 'fail');
    expect(
      await screen.findByText(/^Failed to Authorize: We are unable to authenticate your payment method/),
    ).toBeInTheDocument();
    expect(licence('pro_monthly')).toEqual(before);
  });

  it('closing the challenge unanswered fails the authentication; the dialog closes at once', async () => {
    const { screen, user } = await openAsOwner();
    addALicence(screen);
    fillCard(screen, '4000002760003184');
    await untilPurchasable(screen);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    fireEvent.load(within(dialog).getByTitle("Your bank's authentication page"));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText(/^Failed to Authorize: We are unable to authenticate your payment method/),
    ).toBeInTheDocument();
    const intents = emulator().db.state.payments.intents;
    expect(intents.at(-1)?.status).toBe('requires_payment_method');
  });

  it('closing after the bank answered keeps the payment: the purchase completes', async () => {
    const { screen, user } = await openAsOwner();
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    fillCard(screen, '4000002760003184');
    await untilPurchasable(screen);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    const frame = within(dialog).getByTitle("Your bank's authentication page");
    fireEvent.load(frame);
    // Answered, but closed before the answer page was reported.
    await answerIssuerPage(emulator(), frame.getAttribute('src') ?? '', 'complete');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(PURCHASE_MESSAGES.created, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(licence('business_monthly')?.limits.users).toBe(15);
  });

  it('a declined card: Failed to Authorize with the bank reason', async () => {
    const { screen, user } = await openAsOwner();
    addALicence(screen);
    fillCard(screen, '4000000000009995');
    await untilPurchasable(screen);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(
      await screen.findByText('Failed to Authorize: Your card has insufficient funds.'),
    ).toBeInTheDocument();
  });

  it(
    'a purchase interrupted during 3-D Secure is found on return and completed without a second charge',
    MULTI_STEP,
    async () => {
      const { screen, user, router } = await openAsOwner();
      await user.click(screen.getByRole('radio', { name: 'Business' }));
      fillCard(screen, '4000002760003184');
      await untilPurchasable(screen);
      await user.click(screen.getByRole('button', { name: 'Purchase' }));
      await screen.findByRole('dialog', { name: 'Confirm your payment' });
      const intents = () => emulator().db.state.subscriptions.paymentIntents.length;
      // The page is left while the bank waits (as a closed window or a reload would).
      await act(() => router.navigate('/users'));
      await act(() => router.navigate('/manage-subscriptions?plan=business'));
      const resume = await screen.findByRole(
        'button',
        { name: 'Complete authentication' },
        { timeout: 5_000 },
      );
      expect(screen.getByText(/is waiting for your bank's authentication/)).toBeInTheDocument();
      // Purchase says why it waits, and no new payment is opened meanwhile.
      const purchase = within(summary(screen)).getByRole('button', { name: 'Purchase' });
      expect(purchase).toBeDisabled();
      expect(purchase).toHaveAccessibleDescription(/an earlier payment is waiting for your bank/);
      const opened = intents();
      await act(() => new Promise((resolve) => setTimeout(resolve, ESTIMATE_QUIET_MS)));
      expect(intents()).toBe(opened);
      await user.click(resume);
      await answerChallenge(screen, 'complete');
      expect(await screen.findByText(PURCHASE_MESSAGES.created, {}, { timeout: 5_000 })).toBeInTheDocument();
      expect(licence('business_monthly')?.limits.users).toBe(15);
      // Paid once: the interrupted intent paid for it, no other was consumed.
      const consumed = emulator().db.state.subscriptions.paymentIntents.filter((intent) => intent.consumedAt);
      expect(consumed).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Complete authentication' })).not.toBeInTheDocument();
    },
  );

  it(
    'Cancel this payment gives up a payment waiting for the bank, at the card network; Purchase is usable again',
    MULTI_STEP,
    async () => {
      const { screen, user, router } = await openAsOwner();
      addALicence(screen);
      fillCard(screen, '4000002760003184');
      await untilPurchasable(screen);
      await user.click(screen.getByRole('button', { name: 'Purchase' }));
      await screen.findByRole('dialog', { name: 'Confirm your payment' });
      const waiting = emulator().db.state.payments.intents.at(-1);
      expect(waiting?.status).toBe('requires_action');
      await act(() => router.navigate('/users'));
      await act(() => router.navigate('/manage-subscriptions'));
      const cancel = await screen.findByRole('button', { name: 'Cancel this payment' }, { timeout: 5_000 });
      await user.click(cancel);
      expect(await screen.findByText(PURCHASE_MESSAGES.paymentCancelled)).toBeInTheDocument();
      expect(emulator().db.state.payments.intents.find((intent) => intent.id === waiting?.id)?.status).toBe(
        'canceled',
      );
      expect(screen.queryByRole('button', { name: 'Complete authentication' })).not.toBeInTheDocument();
      // The form is usable again: a new purchase is prepared and can be paid.
      addALicence(screen);
      fillCard(screen, '4242424242424242');
      await untilPurchasable(screen);
      await user.click(screen.getByRole('button', { name: 'Purchase' }));
      expect(await screen.findByText(PURCHASE_MESSAGES.created, {}, { timeout: 5_000 })).toBeInTheDocument();
    },
  );

  it('billing is optional: emptied, the card holder and the account e-mail are the customer (4242 pays at once)', async () => {
    const { screen, user } = await openAsOwner();
    for (const label of ['First name', 'Last name', 'Email']) {
      fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: '' } });
    }
    addALicence(screen);
    fillCard(screen, '4242424242424242');
    await untilPurchasable(screen);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText(PURCHASE_MESSAGES.created, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm your payment' })).not.toBeInTheDocument();
    // The new subscription (the seeded one, replaced, had the same customer).
    const bought = emulator().db.state.subscriptions.billingSubscriptions.find(
      (subscription) =>
        subscription.tenant === DEMO_TENANT &&
        subscription.plan_id === 'pro_monthly' &&
        !subscription.replacedAt,
    );
    expect(bought?.id).not.toBe('sub_demo_pro_monthly');
    expect(bought?.customer).toMatchObject({
      first_name: 'Alex',
      last_name: 'Morgan',
      email: DEMO_ACCOUNTS.administrator.email,
    });
  });

  it(
    'paid but not created (the provider failed): Complete purchase creates it with the same payment',
    MULTI_STEP,
    async () => {
      const { screen, user } = await openAsOwner();
      addALicence(screen);
      fillCard(screen, '4242424242424242');
      await untilPurchasable(screen);
      emulator().faults.add({ operation: subscriptionCreate.apiCall, status: 500, times: 1 });
      await user.click(screen.getByRole('button', { name: 'Purchase' }));
      expect(
        await screen.findByText(PURCHASE_MESSAGES.creationFailed, {}, { timeout: 5_000 }),
      ).toBeInTheDocument();
      const complete = await screen.findByRole('button', { name: 'Complete purchase' }, { timeout: 5_000 });
      expect(screen.getByText(/went through; the subscription is not created yet/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel this payment' })).not.toBeInTheDocument();
      const intents = emulator().db.state.subscriptions.paymentIntents.length;
      await user.click(complete);
      expect(await screen.findByText(PURCHASE_MESSAGES.created, {}, { timeout: 5_000 })).toBeInTheDocument();
      // The same payment paid for it: no new intent was consumed or opened for it.
      const consumed = emulator().db.state.subscriptions.paymentIntents.filter((intent) => intent.consumedAt);
      expect(consumed).toHaveLength(1);
      expect(emulator().db.state.subscriptions.paymentIntents.length).toBeGreaterThanOrEqual(intents);
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Complete purchase' })).not.toBeInTheDocument(),
      );
    },
  );
});
