/**
 * The __title__ wire contract, shared by the portal (src/features/__name__/api.ts) and the emulated gateway
 * (src/emulator/modules/__name__/operations.ts), so that both sides speak the same shapes and name the same operations.
 */
import { defineOperation, type NoFields } from './operation';

/** One item of the tenant's __title__. */
export interface __Pascal__Item {
  id: string;
  name: string;
  /** ISO time. */
  createdAt: string;
}

export interface List__Pascal__ItemsReply {
  code: number;
  message?: string;
  data: __Pascal__Item[];
}

export interface Create__Pascal__ItemReply {
  code: number;
  message?: string;
  data: __Pascal__Item;
}

/** POST __name__: the tenant's items, newest first. */
export const list__Pascal__Items = defineOperation<NoFields, List__Pascal__ItemsReply>()({
  api: 'portal',
  method: 'POST',
  path: '__name__',
  apiCall: 'List__Pascal__Items',
});

/** POST __name__, FormParams {name} (administrators): the new item. */
export const create__Pascal__Item = defineOperation<{ FormParams: { name: string } }, Create__Pascal__ItemReply>()({
  api: 'portal',
  method: 'POST',
  path: '__name__',
  apiCall: 'Create__Pascal__Item',
});
