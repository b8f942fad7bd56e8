import * as contract from '@/contracts/action-buttons';
import type { Gateway } from '@/services/gateway';

import type { ActionButtonsParams } from './types';
import type { ActionButtonsItem } from './types';

/** The tenant's items. The gateway client refuses a body code other than 200. */
export async function listActionButtonsItems(
  gateway: Gateway,
  params: ActionButtonsParams,
): Promise<ActionButtonsItem[]> {
  const reply = await gateway.send(contract.listActionButtonsItems, { FormParams: params });
  return reply.data;
}

/** Adds an item; administrators only. */
export async function createActionButtonsItem(
  gateway: Gateway,
  params: ActionButtonsParams,
  name: string,
): Promise<ActionButtonsItem> {
  const reply = await gateway.send(contract.createActionButtonsItem, { FormParams: { ...params, name } });
  return reply.data;
}
