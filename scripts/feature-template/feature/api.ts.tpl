import * as contract from '@/contracts/__name__';
import type { Gateway } from '@/services/gateway';

import type { __Pascal__Item } from './types';

/** The tenant's items. The gateway client refuses a body code other than 200. */
export async function list__Pascal__Items(gateway: Gateway): Promise<__Pascal__Item[]> {
  const reply = await gateway.send(contract.list__Pascal__Items);
  return reply.data;
}

/** Adds an item; administrators only. */
export async function create__Pascal__Item(gateway: Gateway, name: string): Promise<__Pascal__Item> {
  const reply = await gateway.send(contract.create__Pascal__Item, { FormParams: { name } });
  return reply.data;
}
