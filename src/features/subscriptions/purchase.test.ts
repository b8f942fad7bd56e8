import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Addon, Licence, Plan } from '@/contracts/subscriptions';
import { CATALOGUE_ADDONS, CATALOGUE_PLANS } from '@/emulator/subscriptions/catalogue';

import {
  basketOf,
  cardErrors,
  defaultPlanCode,
  deployTheBotByDefault,
  EMPTY_CARD,
  LIMITS,
  orderFromQuery,
  planFor,
  planInfo,
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

  it('lists interactions, user licenses and chatbot websites in the plan info', () => {
    expect(planInfo(plan('business_monthly'))).toBe(
      '10,000 interactions per month · 10 user licenses · 1 chatbot website',
    );
    expect(planInfo(plan('pro_annual'))).toBe(
      '1,500 interactions per month · 5 user licenses · 0 chatbot websites',
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
