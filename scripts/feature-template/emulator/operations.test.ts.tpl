/**
 * The __title__ operations through the portal's own gateway client, as each kind of caller: what a member may
 * read, what only an administrator may write, and what another organisation never sees.
 */
import { describe, expect, it } from 'vitest';

import * as contract from '@/contracts/__name__';

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
const params: contract.__Pascal__Params = { __seedParams__ };
// @if list
const list = () => gateway.send(contract.list__Pascal__Items, { FormParams: params });
const create = (name: string) => gateway.send(contract.create__Pascal__Item, { FormParams: { ...params, name } });
// @end
// @if settings
const load = () => gateway.send(contract.get__Pascal__Settings, { FormParams: params });
const save = (label: string) => gateway.send(contract.save__Pascal__Settings, { FormParams: { ...params, label } });
// @end

describe('__title__ operations', () => {
  // @if list
  it('lists the organisation’s items to any member, newest first', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const { data } = await list();
    const seeded = context.db.state.__camel__.items.filter((item) => item.tenant === DEMO_TENANT);
    expect(data.map((item) => item.id).sort()).toEqual(seeded.map((item) => item.id).sort());
    expect(data.map((item) => item.createdAt)).toEqual(data.map((item) => item.createdAt).toSorted().reverse());
  });

  it('lets an administrator add an item, stamped with the organisation', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const { data } = await create('  Added  ');
    expect(data.name).toBe('Added');
    expect(context.db.state.__camel__.items.find((item) => item.id === data.id)?.tenant).toBe(DEMO_TENANT);
    await expect(create('   ')).rejects.toMatchObject({ status: 400 });
  });

  it('answers 403 to an ordinary user adding an item, and stores nothing', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const before = context.db.state.__camel__.items.length;
    await expect(create('Not mine to add')).rejects.toMatchObject({ status: 403 });
    expect(context.db.state.__camel__.items).toHaveLength(before);
  });

  it('shows another organisation none of this one’s items', async () => {
    await signInAs(OTHER_ORGANISATION.administrator);
    const { data } = await list();
    const demoIds = new Set(
      context.db.state.__camel__.items.filter((item) => item.tenant === DEMO_TENANT).map((item) => item.id),
    );
    expect(data.some((item) => demoIds.has(item.id))).toBe(false);
  });
  // @end
  // @if settings

  it('reads the settings to any member, and answers 403 to an ordinary user saving them', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    expect((await load()).data.label).toBe('Example label');
    await expect(save('Not mine to change')).rejects.toMatchObject({ status: 403 });
    expect((await load()).data.label).toBe('Example label');
  });

  it('lets an administrator save the settings, trimmed, and refuses an empty label', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    expect((await save('  Changed  ')).data.label).toBe('Changed');
    expect((await load()).data.label).toBe('Changed');
    expect(context.db.state.__camel__.settings.find((row) => row.tenant === DEMO_TENANT)?.label).toBe('Changed');
    await expect(save('   ')).rejects.toMatchObject({ status: 400 });
  });

  it('keeps each organisation’s settings apart', async () => {
    await signInAs(OTHER_ORGANISATION.administrator);
    expect((await load()).data.label).toBe('');
  });
  // @end
});
