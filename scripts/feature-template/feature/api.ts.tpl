import * as contract from '@/contracts/__name__';
import type { Gateway } from '@/services/gateway';

import type { __Pascal__Params } from './types';
// @if list
import type { __Pascal__Item } from './types';
// @end
// @if settings
import type { __Pascal__Settings } from './types';
// @end
// @if list

/** The tenant's items. The gateway client refuses a body code other than 200. */
export async function list__Pascal__Items(gateway: Gateway, params: __Pascal__Params): Promise<__Pascal__Item[]> {
  const reply = await gateway.send(contract.list__Pascal__Items, { FormParams: params });
  return reply.data;
}

/** Adds an item; administrators only. */
export async function create__Pascal__Item(
  gateway: Gateway,
  params: __Pascal__Params,
  name: string,
): Promise<__Pascal__Item> {
  const reply = await gateway.send(contract.create__Pascal__Item, { FormParams: { ...params, name } });
  return reply.data;
}
// @end
// @if settings

export async function get__Pascal__Settings(
  gateway: Gateway,
  params: __Pascal__Params,
): Promise<__Pascal__Settings> {
  const reply = await gateway.send(contract.get__Pascal__Settings, { FormParams: params });
  return reply.data;
}

/** Saves the settings; administrators only. The answer is the settings as saved. */
export async function save__Pascal__Settings(
  gateway: Gateway,
  params: __Pascal__Params,
  settings: __Pascal__Settings,
): Promise<__Pascal__Settings> {
  const reply = await gateway.send(contract.save__Pascal__Settings, { FormParams: { ...params, ...settings } });
  return reply.data;
}
// @end
