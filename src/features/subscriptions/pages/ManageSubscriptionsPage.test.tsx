import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ChallengeOutcome } from '@/contracts/payments';
import { answerIssuerPage } from '@/emulator/payments/test-support';
import { DEMO_ACCOUNTS, DEMO_TENANT } from '@/emulator/seed';

import { emulator, server } from '@tests/emulator';
import { renderApp } from '@tests/render';
import { untilReal } from '@tests/timers';

import { ESTIMATE_POLL_MS, ESTIMATE_QUIET_MS, PURCHASE_MESSAGES } from '../purchase';

afterEach(() => {
  vi.useRealTimers();
});

const licence = (planCode: string) =>
  emulator().db.state.subscriptions.licences.find(
    (record) => record.tenant === DEMO_TENANT && record.plan_code === planCode,
  );

/** Counts the billing methods the page calls, by ApiCall. */
function countCalls() {
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    if (!request.url.includes('/subscriptions') || request.method !== 'POST') return;
    void request
      .clone()
      .json()
      .then((body: { ApiCall?: string }) => calls.push(body.ApiCall ?? ''));
  };
  server.events.on('request:start', record);
  return { calls, stop: () => server.events.removeListener('request:start', record) };
}

async function openAsOwner(route = '/manage-subscriptions') {
  const app = await renderApp({ route, signedInAs: 'administrator' });
  await app.screen.findByRole('heading', { name: 'Subscription options' }, { timeout: 5_000 });
  return app;
}

type Screen = Awaited<ReturnType<typeof renderApp>>['screen'];

const summary = (screen: Screen) => screen.getByRole('region', { name: 'Order Summary' });

function fillCard(screen: Screen, number: string) {
  const year = String(new Date().getFullYear() + 3);
  fireEvent.change(screen.getByLabelText(/First name on card/), { target: { value: 'Alex' } });
  fireEvent.change(screen.getByLabelText(/Last name on card/), { target: { value: 'Morgan' } });
  fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/Expiry month/), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText(/Expiry year/), { target: { value: year } });
  fireEvent.change(screen.getByLabelText(/CVV/), { target: { value: '123' } });
}

/** Purchase can be pressed once the estimate (2 s after the last edit) and then the payment intent (2 s later) exist. */
async function untilPurchasable(screen: Screen) {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Purchase' })).toBeEnabled(), {
    timeout: 8_000,
  });
}

/**
 * The cardholder answers the bank's page in the challenge frame. jsdom loads no frame, so the test does what
 * the browser would: the frame's page loads, its button is pressed, the answer page loads.
 */
async function answerChallenge(screen: Screen, outcome: ChallengeOutcome) {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
  const frame = within(dialog).getByTitle("Your bank's authentication page");
  fireEvent.load(frame);
  await answerIssuerPage(emulator(), frame.getAttribute('src') ?? '', outcome);
  fireEvent.load(frame);
}

describe('/manage-subscriptions', () => {
  it('shows a non-owner Administrator Access Info with the owner and an e-mail link', async () => {
    const { screen } = await renderApp({ route: '/manage-subscriptions', signedInAs: 'coAdministrator' });
    const info = await screen.findByRole('region', { name: 'Access Info' });
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

  it('asks for the estimate 2 s after the last edit (polled each 1 s), then the payment intent 2 s later', async () => {
    const { screen } = await openAsOwner();
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
    await step(ESTIMATE_POLL_MS);
    expect(calls).not.toContain('estimate_create_subsription');
    await step(ESTIMATE_QUIET_MS - ESTIMATE_POLL_MS);
    await untilReal(() => calls.includes('estimate_create_subsription'));
    await untilReal(() => screen.queryByRole('list', { name: 'Estimate' }) !== null);
    await step(ESTIMATE_POLL_MS);
    expect(calls).not.toContain('payment_intent_create');
    await step(ESTIMATE_QUIET_MS - ESTIMATE_POLL_MS);
    await untilReal(() => calls.includes('payment_intent_create'));
    await untilReal(() => screen.queryByRole('button', { name: 'Purchase' }) !== null);
    expect(calls.filter((call) => call === 'estimate_create_subsription')).toHaveLength(1);
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

  it('a failed estimate says to check the form and can be asked for again without an edit', async () => {
    emulator().faults.add({ operation: 'estimate_create_subsription', status: 500, times: 1 });
    const { screen, user } = await openAsOwner();
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

  it('shows the card errors and the warning only after a failed Purchase', async () => {
    const { screen, user } = await openAsOwner();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await untilPurchasable(screen);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText(PURCHASE_MESSAGES.cardIncomplete)).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(6);
    expect(screen.getByLabelText(/CVV/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/Card number/)).toHaveAttribute('autocomplete', 'cc-number');
  });

  it('buys business with the challenge card: Complete, then the licence is set; the card is forgotten', async () => {
    const { screen, user, store } = await openAsOwner();
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    fillCard(screen, '4000 0027 6000 3184');
    await untilPurchasable(screen);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(licence('business_monthly')).toBeUndefined();
    await answerChallenge(screen, 'complete');
    expect(await screen.findByText(PURCHASE_MESSAGES.created, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(licence('business_monthly')?.limits).toEqual({ users: 15, interactions: 10_000, chatbot: 2 });
    await waitFor(() => expect(screen.getByLabelText(/Card number/)).toHaveValue(''));
    expect(JSON.stringify(store.getState())).not.toContain('3184');
  });

  it('Fail in the challenge shows Failed to Authorize and turns the validators on; nothing is bought', async () => {
    const { screen, user } = await openAsOwner();
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
    fillCard(screen, '4000000000009995');
    await untilPurchasable(screen);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(
      await screen.findByText('Failed to Authorize: Your card has insufficient funds.'),
    ).toBeInTheDocument();
  });

  it('a purchase interrupted during 3-D Secure is found on return and completed without a second charge', async () => {
    const { screen, user, router } = await openAsOwner();
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    fillCard(screen, '4000002760003184');
    await untilPurchasable(screen);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    await screen.findByRole('dialog', { name: 'Confirm your payment' });
    const intents = () => emulator().db.state.subscriptions.paymentIntents.length;
    const before = intents();
    // The page is left while the bank waits (as a closed window or a reload would).
    await act(() => router.navigate('/users'));
    await act(() => router.navigate('/manage-subscriptions'));
    const resume = await screen.findByRole('button', { name: 'Complete authentication' }, { timeout: 5_000 });
    expect(screen.getByText(/is waiting for your bank's authentication/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PURCHASE_MESSAGES.pleaseWait })).toBeDisabled();
    await user.click(resume);
    await answerChallenge(screen, 'complete');
    expect(await screen.findByText(PURCHASE_MESSAGES.created, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(licence('business_monthly')?.limits.users).toBe(15);
    // Paid once: the interrupted intent paid for it, no other was consumed.
    const consumed = emulator().db.state.subscriptions.paymentIntents.filter((intent) => intent.consumedAt);
    expect(consumed).toHaveLength(1);
    expect(intents()).toBeGreaterThanOrEqual(before);
    expect(screen.queryByRole('button', { name: 'Complete authentication' })).not.toBeInTheDocument();
  });

  it('billing is optional: emptied, the card holder and the account e-mail are the customer (4242 pays at once)', async () => {
    const { screen, user } = await openAsOwner();
    for (const label of ['First name', 'Last name', 'Email']) {
      fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: '' } });
    }
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

  it('paid but not created (the provider failed): Complete purchase creates it with the same payment', async () => {
    const { screen, user } = await openAsOwner();
    fillCard(screen, '4242424242424242');
    await untilPurchasable(screen);
    emulator().faults.add({ operation: 'subscription_create', status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(
      await screen.findByText(PURCHASE_MESSAGES.creationFailed, {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const complete = await screen.findByRole('button', { name: 'Complete purchase' }, { timeout: 5_000 });
    expect(screen.getByText(/went through; the subscription is not created yet/)).toBeInTheDocument();
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
  });
});
