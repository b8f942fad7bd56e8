import { act, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';

import type { CardElementName, CardElementState, StripePayments } from '@/services/payments';

import { type CardFieldsHandle, CardSection } from './CardSection';

/**
 * A real tenant's card fields: Stripe Elements, mounted by the payments service in three boxes. Stripe.js cannot
 * load in the tests (no network), so a stand-in service mounts nothing and lets the test play the Elements'
 * change events; the purchase page itself is tested against the demo's emulated card network.
 */
function stripeStandIn() {
  const mounted: Partial<Record<CardElementName, HTMLElement>> = {};
  let report: ((name: CardElementName, state: CardElementState) => void) | undefined;
  const payments: StripePayments = {
    cardFields: 'stripe-elements',
    mountCardElements(containers, onChange) {
      Object.assign(mounted, containers);
      report = onChange;
      return Promise.resolve(() => undefined);
    },
    authorise: () => Promise.resolve({ status: 'succeeded' }),
    resume: () => Promise.resolve({ status: 'succeeded' }),
    cancelChallenge: () => Promise.resolve({ status: 'succeeded' }),
  };
  const change = (name: CardElementName, state: CardElementState) => act(() => report?.(name, state));
  return { payments, mounted, change };
}

function renderStripeFields(showErrors: boolean) {
  const standIn = stripeStandIn();
  const handle = createRef<CardFieldsHandle>();
  const view = render(
    <CardSection
      ref={handle}
      payments={standIn.payments}
      showErrors={showErrors}
      disabled={false}
      expanded
      onToggle={() => undefined}
    />,
  );
  return { ...standIn, handle, view };
}

describe('the card fields of a real tenant (Stripe Elements)', () => {
  it('lays out the number, expiry and CVC Elements as the spec’s fields, each in its labelled box', async () => {
    const { mounted } = renderStripeFields(false);
    await screen.findByRole('group', { name: 'Card number *' });
    for (const [name, label] of [
      ['number', 'Card number *'],
      ['expiry', 'Expiry (MM / YY) *'],
      ['cvc', 'CVC *'],
    ] as const) {
      const group = screen.getByRole('group', { name: label });
      expect(mounted[name] && group.contains(mounted[name])).toBe(true);
    }
    // The name on the card is the page's own; the card itself only ever is in Stripe's frames.
    expect(screen.getByRole('textbox', { name: /First name on card/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
  });

  it('shows an Element’s own error at once, and Required for the incomplete ones after a failed Purchase', async () => {
    const first = renderStripeFields(false);
    await screen.findByRole('group', { name: 'Card number *' });
    first.change('expiry', {
      empty: false,
      complete: false,
      error: "Your card's expiration year is in the past.",
    });
    expect(
      within(screen.getByRole('group', { name: 'Expiry (MM / YY) *' })).getByText(
        "Your card's expiration year is in the past.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    first.view.unmount();

    const { change, handle } = renderStripeFields(true);
    await screen.findByRole('group', { name: 'Card number *' });
    // Two names and three Elements, all empty.
    expect(screen.getAllByText('Required')).toHaveLength(5);
    expect(handle.current?.complete()).toBe(false);
    change('number', { empty: false, complete: true });
    change('expiry', { empty: false, complete: true });
    change('cvc', { empty: false, complete: true });
    expect(screen.getAllByText('Required')).toHaveLength(2);
  });
});
