import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { ActiveSubscription, Addon, Licence, Plan, Transaction } from '@/contracts/subscriptions';
import { CATALOGUE_ADDONS, CATALOGUE_PLANS } from '@/emulator/modules/subscriptions/catalogue';

import {
  basketOf,
  brandName,
  cardErrors,
  currentPlanRows,
  defaultPlanCode,
  deployTheBotByDefault,
  EMPTY_CARD,
  heldUnchanged,
  immediateCardErrors,
  LIMITS,
  orderFromQuery,
  planFor,
  planInfo,
  receiptOf,
  sameAddons,
} from './purchase';

const plans: readonly Plan[] = CATALOGUE_PLANS;
const addons: readonly Addon[] = CATALOGUE_ADDONS;
const plan = (id: string) => plans.find((candidate) => candidate.id === id) as Plan;

const licence = (plan_code: string, limit: number, used: number): Licence => ({
  plan_code,
  counters: { users: { counterLimit: limit, limit, counter: used } },
});

describe('the default plan and period (spec 2 §4)', () => {
  it('is pro, unless a business licence has places left or the address names one', () => {
    expect(defaultPlanCode([licence('business_annual', 2, 3), licence('pro_monthly', 5, 1)])).toBe('pro');
    expect(defaultPlanCode([licence('business_annual', 2, 1)])).toBe('business');
    expect(defaultPlanCode([licence('business_annual', 2, 1)], 'pro')).toBe('pro');
  });

  it('reads ?plan (a code or a plan id) and ?annual=0 (annual, as the spec says)', () => {
    expect(orderFromQuery(new URLSearchParams('plan=business_annual&annual=0'))).toEqual({
      planCode: 'business',
      billOption: 'annualy',
    });
    expect(orderFromQuery(new URLSearchParams(''))).toEqual({ planCode: undefined, billOption: 'monthly' });
    expect(orderFromQuery(new URLSearchParams('plan=enterprise&annual=1')).planCode).toBeUndefined();
  });

  it('pre-checks deploy-the-bot for plans with 10 users or more and a chatbot website', () => {
    expect(deployTheBotByDefault(plan('business_monthly'))).toBe(true);
    expect(deployTheBotByDefault(plan('pro_monthly'))).toBe(false);
    expect(deployTheBotByDefault({ ...plan('business_monthly'), cf_user_licences: 9 })).toBe(false);
    expect(deployTheBotByDefault({ ...plan('business_monthly'), cf_chatbot_websites: 0 })).toBe(false);
    expect(planFor(plans, 'pro', 'annualy')?.period_unit).toBe('year');
  });

  it('lists interactions, user licences and chatbot websites in the plan info (one spelling: licence)', () => {
    expect(planInfo(plan('business_monthly'))).toBe(
      '10,000 interactions per month · 10 user licences · 1 chatbot website',
    );
    expect(planInfo(plan('pro_annual'))).toBe(
      '1,500 interactions per month · 5 user licences · 0 chatbot websites',
    );
  });
});

describe('pricing (spec 2 §4)', () => {
  it('the plan once; the licence add-on covers licences beyond those included, plus the additional ones', () => {
    const basket = basketOf(
      { numberOfLicences: '8', addNumberOfLicences: '2', deployTheBot: false },
      plan('pro_monthly'),
      addons,
      0,
    );
    expect(basket.items.map(({ id, count, total }) => ({ id, count, total }))).toEqual([
      { id: 'pro_monthly', count: 1, total: 2_900 },
      { id: 'licence_monthly', count: 5, total: 4_500 },
    ]);
    expect(basket.addons).toEqual([{ id: 'licence_monthly', quantity: 5 }]);
    expect(basket.licencesAfter).toBe(10);
    expect(basket.fixedLicences).toBeUndefined();
  });

  it('with the bot: the chatbot add-on, the count fixed at plan + add-on licences less those held', () => {
    const basket = basketOf(
      { numberOfLicences: '1', addNumberOfLicences: '0', deployTheBot: true },
      plan('business_monthly'),
      addons,
      4,
    );
    expect(basket.addons).toEqual([{ id: 'chatbot_monthly', quantity: 1 }]);
    expect(basket.fixedLicences).toBe(10 + 5 - 4);
    expect(basket.licencesAfter).toBe(15);
  });

  it('for any order: totals are price × count, and the licences after add up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...plans),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 999 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 50 }),
        (chosen, wanted, extra, bot, held) => {
          const basket = basketOf(
            { numberOfLicences: String(wanted), addNumberOfLicences: String(extra), deployTheBot: bot },
            chosen,
            addons,
            held,
          );
          for (const item of basket.items) expect(item.total).toBe(item.price * item.count);
          expect(basket.items[0]).toMatchObject({ id: chosen.id, count: 1 });
          const hasBot = basket.addons.some((addon) => addon.id.startsWith('chatbot'));
          expect(hasBot).toBe(bot && chosen.cf_chatbot_websites > 0);
          const licences = basket.addons.find((addon) => addon.id.startsWith('licence'))?.quantity ?? 0;
          const included = chosen.cf_user_licences + (hasBot ? 5 : 0);
          expect(basket.licencesAfter).toBe(included + licences);
          if (!hasBot) expect(basket.licencesAfter).toBeGreaterThanOrEqual(Math.min(wanted, 999) + extra);
          if (hasBot) expect(basket.fixedLicences).toBe(Math.max(0, included - held));
        },
      ),
    );
  });
});

describe('card rules (spec 2 §5)', () => {
  const now = new Date(Date.UTC(2030, 5, 15));
  const valid = {
    cardFirstName: 'Alex',
    cardLastName: 'Morgan',
    cardNumber: '4242 4242 4242 4242',
    cardExpMonth: '06',
    cardExpYear: '2030',
    cardCVV: '123',
  };

  it('every field required, within its length', () => {
    expect(Object.values(cardErrors(EMPTY_CARD, now))).toEqual(Array(6).fill('Required'));
    expect(cardErrors(valid, now)).toEqual({});
    expect(cardErrors({ ...valid, cardFirstName: 'x'.repeat(LIMITS.cardFirstName + 1) }, now)).toEqual({
      cardFirstName: `At most ${LIMITS.cardFirstName} characters`,
    });
  });

  it('refuses an expiry in the past at once; every other error waits for Purchase', () => {
    expect(immediateCardErrors({ ...valid, cardExpMonth: '05' }, now)).toEqual({
      cardExpYear: 'The card has expired',
    });
    expect(immediateCardErrors({ ...valid, cardExpYear: '2029', cardExpMonth: '12' }, now)).toEqual({
      cardExpYear: 'The card has expired',
    });
    // This month is still valid; an incomplete or empty card shows nothing yet.
    expect(immediateCardErrors(valid, now)).toEqual({});
    expect(immediateCardErrors(EMPTY_CARD, now)).toEqual({});
    expect(immediateCardErrors({ ...valid, cardExpYear: '20' }, now)).toEqual({});
  });

  it('a real month, a four-digit year not past, a 3–4 digit CVV, digits on the card', () => {
    expect(cardErrors({ ...valid, cardExpMonth: '13' }, now)).toHaveProperty('cardExpMonth');
    expect(cardErrors({ ...valid, cardExpYear: '30' }, now)).toHaveProperty('cardExpYear');
    expect(cardErrors({ ...valid, cardExpMonth: '05' }, now)).toEqual({
      cardExpYear: 'The card has expired',
    });
    expect(cardErrors({ ...valid, cardCVV: '12' }, now)).toHaveProperty('cardCVV');
    expect(cardErrors({ ...valid, cardNumber: '4242-abcd' }, now)).toHaveProperty('cardNumber');
  });
});

const active = (plan_id: string, addons: ActiveSubscription['addons']): ActiveSubscription => ({
  id: `sub_${plan_id}`,
  plan_id,
  addons,
  status: 'active',
  current_term_start: 1_773_000_000,
  current_term_end: 1_775_600_000,
  next_billing_at: 1_775_600_000,
  next_invoice_amount: 3_016,
});

describe('the plan held (issue 21)', () => {
  const order = { numberOfLicences: '1', addNumberOfLicences: '0', deployTheBot: false };

  it('a basket with the plan and add-ons held, in any order, is the plan held; any other is a purchase', () => {
    const current = [
      active('pro_monthly', []),
      active('business_monthly', [{ id: 'chatbot_monthly', quantity: 1 }]),
    ];
    expect(heldUnchanged(basketOf(order, plan('pro_monthly'), addons, 5), current)?.id).toBe(
      'sub_pro_monthly',
    );
    // Licences within those included are still the plan held.
    expect(
      heldUnchanged(basketOf({ ...order, numberOfLicences: '5' }, plan('pro_monthly'), addons, 5), current),
    ).toBeDefined();
    expect(
      heldUnchanged(
        basketOf({ ...order, addNumberOfLicences: '1' }, plan('pro_monthly'), addons, 5),
        current,
      ),
    ).toBeUndefined();
    expect(heldUnchanged(basketOf(order, plan('pro_annual'), addons, 0), current)).toBeUndefined();
    expect(
      heldUnchanged(basketOf({ ...order, deployTheBot: true }, plan('business_monthly'), addons, 0), current)
        ?.id,
    ).toBe('sub_business_monthly');
  });

  it('compares add-ons as quantities, whatever their order, ignoring none bought', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...addons.map((addon) => addon.id)), { maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 4, maxLength: 4 }),
        (ids, counts) => {
          const list = ids.map((id, index) => ({ id, quantity: counts[index] ?? 1 }));
          expect(sameAddons(list, [...list].reverse())).toBe(true);
          expect(sameAddons(list, [...list, { id: 'none', quantity: 0 }])).toBe(true);
          const [first, ...rest] = list;
          if (first) {
            expect(sameAddons(list, [{ id: first.id, quantity: first.quantity + 1 }, ...rest])).toBe(false);
            expect(sameAddons(list, rest)).toBe(false);
          }
        },
      ),
    );
  });

  it('shows each subscription held with its plan name, period, licences used of total, renewal and next invoice', () => {
    const rows = currentPlanRows([active('pro_annual', [])], plans, [licence('pro_annual', 5, 3)]);
    expect(rows).toEqual([
      {
        id: 'sub_pro_annual',
        name: 'Pro Annual',
        period: 'Annual',
        licencesUsed: 3,
        licencesTotal: 5,
        renewsAt: 1_775_600_000,
        nextInvoiceAmount: 3_016,
      },
    ]);
    expect(currentPlanRows([active('pro_monthly', [])], plans, undefined)[0]).toMatchObject({
      period: 'Monthly',
      licencesUsed: null,
      licencesTotal: null,
    });
  });
});

describe('the receipt (issue 21)', () => {
  const transaction: Transaction = {
    subscription: {
      ...active('business_monthly', [
        { id: 'chatbot_monthly', quantity: 1 },
        { id: 'licence_monthly', quantity: 2 },
      ]),
    },
    customer: { id: 'cus_1', first_name: 'Alex', last_name: 'Morgan', email: 'a@example.com' },
    invoice: {
      id: 'inv_42',
      sub_total: 0,
      total: 40_219,
      line_items: [],
      taxes: [],
      line_item_taxes: [],
      credits_applied: 0,
      amount_paid: 40_219,
    },
    card: { card_type: 'visa', last4: '3184' },
  };

  it('names what was bought, what was charged to which card, the invoice and the next one', () => {
    expect(receiptOf(transaction, plans, addons)).toEqual({
      items: [
        { name: 'Business Monthly', count: 1 },
        { name: 'Chatbot website (Monthly)', count: 1 },
        { name: 'User licence (Monthly)', count: 2 },
      ],
      amountCharged: 40_219,
      card: { brand: 'visa', last4: '3184' },
      invoiceNumber: 'inv_42',
      nextInvoiceAt: 1_775_600_000,
    });
    const { card: _card, ...free } = transaction;
    expect(receiptOf(free, plans, addons)?.card).toBeNull();
    expect(receiptOf({ customer: transaction.customer }, plans, addons)).toBeUndefined();
    expect(brandName('american_express')).toBe('American Express');
    expect(brandName('visa')).toBe('Visa');
  });
});
