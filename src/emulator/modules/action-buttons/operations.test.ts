/**
 * The Action Buttons operations through the portal's own gateway client, as each kind of caller: what a member may
 * read, what only an administrator may write, and what another organisation never sees.
 */
import { describe, expect, it } from 'vitest';

import * as contract from '@/contracts/action-buttons';

import { portalGateway, signInAs, type TestGateway } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';
import { withEmulatedAmplify } from '../cognito/test-support';

let context: EmulatorContext;
let gateway: TestGateway;

withEmulatedAmplify((started) => {
  context = started;
  gateway = portalGateway(context);
});

/** The seeded address's parameters. */
const params: contract.ActionButtonsParams = {};
const list = () => gateway.send(contract.listActionButtonsItems, { FormParams: params });
const create = (name: string) =>
  gateway.send(contract.createActionButtonsItem, { FormParams: { ...params, name } });

describe('Action Buttons operations', () => {
  it('lists the organisation’s items to any member, newest first', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const { data } = await list();
    const seeded = context.db.state.actionButtons.items.filter((item) => item.tenant === DEMO_TENANT);
    expect(data.map((item) => item.id).sort()).toEqual(seeded.map((item) => item.id).sort());
    expect(data.map((item) => item.createdAt)).toEqual(
      data
        .map((item) => item.createdAt)
        .toSorted()
        .reverse(),
    );
  });

  it('lets an administrator add an item, stamped with the organisation', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const { data } = await create('  Added  ');
    expect(data.name).toBe('Added');
    expect(context.db.state.actionButtons.items.find((item) => item.id === data.id)?.tenant).toBe(
      DEMO_TENANT,
    );
    await expect(create('   ')).rejects.toMatchObject({ status: 400 });
  });

  it('answers 403 to an ordinary user adding an item, and stores nothing', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const before = context.db.state.actionButtons.items.length;
    await expect(create('Not mine to add')).rejects.toMatchObject({ status: 403 });
    expect(context.db.state.actionButtons.items).toHaveLength(before);
  });

  it('shows another organisation none of this one’s items', async () => {
    await signInAs(OTHER_ORGANISATION.administrator);
    const { data } = await list();
    const demoIds = new Set(
      context.db.state.actionButtons.items
        .filter((item) => item.tenant === DEMO_TENANT)
        .map((item) => item.id),
    );
    expect(data.some((item) => demoIds.has(item.id))).toBe(false);
  });
});
