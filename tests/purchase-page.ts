import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

import type { ChallengeOutcome } from '@/contracts/payments';
import { answerIssuerPage } from '@/emulator/modules/payments/test-support';
import { DEMO_TENANT } from '@/emulator/seed';

import { emulator, server } from '@tests/emulator';
import { renderApp, type RenderedApp } from '@tests/render';

/** The purchase page's tests (src/features/subscriptions/pages): opening it as the owner, filling the card, answering the bank. */

export type Screen = RenderedApp['screen'];

export const licence = (planCode: string) =>
  emulator().db.state.subscriptions.licences.find(
    (record) => record.tenant === DEMO_TENANT && record.plan_code === planCode,
  );

/** Counts the billing methods the page calls, by ApiCall. */
export function countCalls() {
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

export async function openAsOwner(route = '/manage-subscriptions', timings: 'fast' | 'spec' = 'fast') {
  const app = await renderApp({ route, signedInAs: 'administrator', timings });
  await app.screen.findByRole('heading', { name: 'Subscription options' }, { timeout: 10_000 });
  return app;
}

export const summary = (screen: Screen) => screen.getByRole('region', { name: 'Order Summary' });

/**
 * The demo holds Pro Monthly, which the page selects by default: one more licence makes the basket a purchase
 * (Pro Monthly with a licence add-on).
 */
export function addALicence(screen: Screen) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Additional licences' }), { target: { value: '1' } });
}

export const CARD_YEAR = () => String(new Date().getFullYear() + 3);

export function fillCard(screen: Screen, number: string) {
  fireEvent.change(screen.getByLabelText(/First name on card/), { target: { value: 'Alex' } });
  fireEvent.change(screen.getByLabelText(/Last name on card/), { target: { value: 'Morgan' } });
  fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/Expiry month/), { target: { value: '12' } });
  fireEvent.change(screen.getByLabelText(/Expiry year/), { target: { value: CARD_YEAR() } });
  fireEvent.change(screen.getByLabelText(/CVV/), { target: { value: '123' } });
}

/** Purchase can be pressed once the estimate and then the payment intent exist (2 s each after an edit). */
export async function untilPurchasable(screen: Screen) {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Purchase' })).toBeEnabled(), {
    timeout: 8_000,
  });
}

/**
 * The cardholder answers the bank's page in the challenge frame. jsdom loads no frame, so the test does what
 * the browser would: the frame's page loads, its button is pressed, the answer page loads.
 */
export async function answerChallenge(screen: Screen, outcome: ChallengeOutcome) {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
  const frame = within(dialog).getByTitle("Your bank's authentication page");
  fireEvent.load(frame);
  await answerIssuerPage(emulator(), frame.getAttribute('src') ?? '', outcome);
  fireEvent.load(frame);
}
