import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { ChatbotStatus, Licence } from '@/contracts/subscriptions';

import {
  CHATBOT_LICENCE_STATES,
  type ChatbotLicenceState,
  chatbotLicenceState,
  DEFAULT_RIGHTS,
  interactionUsage,
  licenceByUser,
  licenceRow,
} from './licences';

const licence = (plan_code: string, limit: number, used: number): Licence => ({
  plan_code,
  counters: { users: { counterLimit: limit, limit, counter: used } },
});

const count = fc.nat({ max: 10_000 });

describe('licenceRow (spec 2 §5)', () => {
  it('reports limit, used and availability = limit − used, floored at 0', () => {
    fc.assert(
      fc.property(count, count, (limit, used) => {
        const row = licenceRow(licence('plan', limit, used));
        expect(row).toMatchObject({ planCode: 'plan', limit, used });
        expect(row.available).toBe(Math.max(0, limit - used));
        expect(row.available).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is ok below the limit, full at it (orange) and over above it (red)', () => {
    fc.assert(
      fc.property(count, count, (limit, used) => {
        const expected = used < limit ? 'ok' : used === limit ? 'full' : 'over';
        expect(licenceRow(licence('plan', limit, used)).level).toBe(expected);
      }),
    );
    // The demo organisation's three licences.
    expect(licenceRow(licence('starter', 25, 20))).toEqual({
      planCode: 'starter',
      planName: 'starter',
      limit: 25,
      used: 20,
      available: 5,
      level: 'ok',
    });
    expect(licenceRow(licence('pro_monthly', 5, 5))).toMatchObject({ available: 0, level: 'full' });
    expect(licenceRow(licence('business_annual', 2, 3))).toMatchObject({ available: 0, level: 'over' });
  });

  it('names the plan as the service does, and falls back to its code', () => {
    expect(licenceRow({ plan_code: 'pro_monthly', plan_name: 'Pro Monthly', counters: {} }).planName).toBe(
      'Pro Monthly',
    );
    expect(licenceRow({ plan_code: 'pro_monthly', plan_name: '  ', counters: {} }).planName).toBe(
      'pro_monthly',
    );
  });

  it('counts a licence without a users counter as 0 of 0', () => {
    expect(licenceRow({ plan_code: 'addon', counters: {} })).toEqual({
      planCode: 'addon',
      planName: 'addon',
      limit: 0,
      used: 0,
      available: 0,
      level: 'full',
    });
  });
});

describe('licenceByUser', () => {
  it('maps each holder’s e-mail, case-insensitively, to the plan code', () => {
    const holders = licenceByUser({
      licenses: [],
      resources: [
        { tenant: 't', user: 'Olivia.Bennett@Demo.Example', plan_code: 'pro_monthly', counters: {} },
        { tenant: 't', user: 'user@demo.example', plan_code: 'starter', counters: {} },
      ],
    });
    expect(holders.get('olivia.bennett@demo.example')).toBe('pro_monthly');
    expect(holders.get('user@demo.example')).toBe('starter');
    expect(holders.get('nobody@demo.example')).toBeUndefined();
  });
});

describe('interactionUsage (spec 2 §9)', () => {
  it('turns to the warning colour at exactly 90 %, not below', () => {
    expect(interactionUsage({ total: 1000, used: 900 })).toEqual({ percent: 90, warning: true });
    expect(interactionUsage({ total: 1000, used: 899 })).toEqual({ percent: 90, warning: false });
    expect(interactionUsage({ total: 10, used: 9 })).toEqual({ percent: 90, warning: true });
    // The demo organisation: 4620 of 5000.
    expect(interactionUsage({ total: 5000, used: 4620 })).toEqual({ percent: 92, warning: true });
  });

  it('warns exactly when used / total ≥ 9 / 10, with a percentage from 0 to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat({ max: 2_000_000 }), (total, used) => {
        const usage = interactionUsage({ total, used });
        expect(usage.warning).toBe(used * 10 >= total * 9);
        expect(usage.percent).toBe(Math.min(100, Math.round((used / total) * 100)));
        expect(usage.percent).toBeGreaterThanOrEqual(0);
        expect(usage.percent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('shows an empty bar without a warning when nothing is allowed', () => {
    expect(interactionUsage({ total: 0, used: 0 })).toEqual({ percent: 0, warning: false });
    expect(interactionUsage({ total: 0, used: 12 })).toEqual({ percent: 0, warning: false });
  });
});

describe('chatbotLicenceState (spec 2 §4)', () => {
  const expected = (status: ChatbotStatus): ChatbotLicenceState => {
    if (!status.chatbotLicense) return 'noLicence';
    if (!status.userLicenses) return 'userLicencesRequired';
    if (!status.hasChatbot) return 'notUsed';
    return status.hasExternalChatbot ? 'active' : 'notConfigured';
  };

  it('derives one state from every combination of the flags', () => {
    const seen = new Set<ChatbotLicenceState>();
    for (const chatbotLicense of [false, true]) {
      for (const userLicenses of [false, true]) {
        for (const hasChatbot of [false, true]) {
          // hasExternalChatbot is only merged in when hasChatbot is true: absent, false or true.
          for (const hasExternalChatbot of [undefined, false, true]) {
            const status: ChatbotStatus = {
              hasChatbot,
              chatbotLicense,
              userLicenses,
              ...(hasExternalChatbot === undefined ? {} : { hasExternalChatbot }),
            };
            const state = chatbotLicenceState(status);
            expect(state, JSON.stringify(status)).toBe(expected(status));
            seen.add(state);
          }
        }
      }
    }
    expect([...seen].toSorted()).toEqual(Object.keys(CHATBOT_LICENCE_STATES).toSorted());
  });

  it('names each state in its colour: grey, orange, red, orange, black', () => {
    const state = (status: Omit<ChatbotStatus, 'hasExternalChatbot'> & { hasExternalChatbot?: boolean }) =>
      CHATBOT_LICENCE_STATES[chatbotLicenceState(status)];
    expect(
      state({ chatbotLicense: false, userLicenses: true, hasChatbot: true, hasExternalChatbot: true }),
    ).toEqual({
      label: 'No chatbot licence',
      colour: 'grey',
    });
    expect(state({ chatbotLicense: true, userLicenses: false, hasChatbot: true })).toEqual({
      label: 'Chatbot licence, but user licences required',
      colour: 'red',
    });
    expect(state({ chatbotLicense: true, userLicenses: true, hasChatbot: false })).toEqual({
      label: 'Chatbot licence not used',
      colour: 'orange',
    });
    expect(
      state({ chatbotLicense: true, userLicenses: true, hasChatbot: true, hasExternalChatbot: false }),
    ).toEqual({
      label: 'Chatbot licence not configured',
      colour: 'orange',
    });
    // The demo organisation.
    expect(
      state({ chatbotLicense: true, userLicenses: true, hasChatbot: true, hasExternalChatbot: true }),
    ).toEqual({
      label: 'Chatbot licence active',
      colour: 'black',
    });
  });
});

describe('DEFAULT_RIGHTS (spec 2 §6)', () => {
  it('gives the Administrator purchase_license, license_manager and owner, and a user none', () => {
    expect([...DEFAULT_RIGHTS.Administrator].toSorted()).toEqual([
      'license_manager',
      'owner',
      'purchase_license',
    ]);
    expect(DEFAULT_RIGHTS.user).toEqual([]);
  });
});
