/**
 * The Action Buttons wire contract, shared by the portal (src/features/action-buttons/api.ts) and the emulated gateway
 * (src/emulator/modules/action-buttons/operations.ts), so that both sides speak the same shapes and name the same operations.
 */
import { defineOperation } from './operation';

/** What the page's address names (/action-buttons), sent with every call; `object` (none) for a plain address. */
export type ActionButtonsParams = object;

/** One item of the tenant's Action Buttons. */
export interface ActionButtonsItem {
  id: string;
  name: string;
  /** ISO time. */
  createdAt: string;
}

export interface ListActionButtonsItemsReply {
  code: number;
  message?: string;
  data: ActionButtonsItem[];
}

export interface CreateActionButtonsItemReply {
  code: number;
  message?: string;
  data: ActionButtonsItem;
}

/** POST action-buttons: the tenant's items, newest first. */
export const listActionButtonsItems = defineOperation<
  { FormParams: ActionButtonsParams },
  ListActionButtonsItemsReply
>()({
  api: 'portal',
  method: 'POST',
  path: 'action-buttons',
  apiCall: 'ListActionButtonsItems',
});

/** POST action-buttons, FormParams {name} (administrators): the new item. */
export const createActionButtonsItem = defineOperation<
  { FormParams: ActionButtonsParams & { name: string } },
  CreateActionButtonsItemReply
>()({
  api: 'portal',
  method: 'POST',
  path: 'action-buttons',
  apiCall: 'CreateActionButtonsItem',
});
