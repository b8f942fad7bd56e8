/** license_list names each licence's plan as people call it (the Users page shows names, not codes). */
import { signOut } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';

import { licenseList } from '@/contracts/subscriptions';

import { portalGateway, signInAs, type TestGateway } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, OTHER_ORGANISATION } from '../../seed';
import { withEmulatedAmplify } from '../cognito/test-support';

import { CATALOGUE_PLANS } from './catalogue';
import { licencePlanName } from './operations';

let context: EmulatorContext;
let gateway: TestGateway;

withEmulatedAmplify((started) => {
  context = started;
  gateway = portalGateway(context);
});

const licenceNames = async () => {
  const reply = await gateway.send(licenseList, {
    site: context.config.billingSite,
    method: licenseList.apiCall,
    params: {},
  });
  return reply.data?.licenses.map((licence) => [licence.plan_code, licence.plan_name]);
};

describe('licence plan names', () => {
  it('are the catalogue’s plan names, and Starter for the licence every organisation starts with', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    expect(await licenceNames()).toEqual([
      ['starter', 'Starter'],
      ['pro_monthly', 'Pro Monthly'],
      ['business_annual', 'Business Annual'],
    ]);
    await signOut();
    await signInAs(OTHER_ORGANISATION.user);
    expect(await licenceNames()).toEqual([['starter', 'Starter']]);
  });

  it('name every plan a purchase can give', () => {
    for (const plan of CATALOGUE_PLANS) expect(licencePlanName(plan.id)).toBe(plan.name);
    // A licence of a plan no longer sold keeps its code rather than a made-up name.
    expect(licencePlanName('legacy_gold')).toBe('legacy_gold');
  });
});
