/**
 * The __title__ wire contract, shared by the portal (src/features/__name__/api.ts) and the emulated gateway
 * (src/emulator/modules/__name__/operations.ts), so that both sides speak the same shapes and name the same operations.
 */
import { defineOperation } from './operation';

/** What the page's address names (__path__), sent with every call; `object` (none) for a plain address. */
export type __Pascal__Params = __ParamsType__;
// @if list

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
export const list__Pascal__Items = defineOperation<{ FormParams: __Pascal__Params }, List__Pascal__ItemsReply>()({
  api: 'portal',
  method: 'POST',
  path: '__name__',
  apiCall: 'List__Pascal__Items',
});

/** POST __name__, FormParams {name} (administrators): the new item. */
export const create__Pascal__Item = defineOperation<
  { FormParams: __Pascal__Params & { name: string } },
  Create__Pascal__ItemReply
>()({
  api: 'portal',
  method: 'POST',
  path: '__name__',
  apiCall: 'Create__Pascal__Item',
});
// @end
// @if settings

/** The tenant's __title__ settings. */
export interface __Pascal__Settings {
  label: string;
}

export interface __Pascal__SettingsReply {
  code: number;
  message?: string;
  data: __Pascal__Settings;
}

/** POST __name__/settings: the settings (defaults until an administrator saves them). */
export const get__Pascal__Settings = defineOperation<
  { FormParams: __Pascal__Params },
  __Pascal__SettingsReply
>()({
  api: 'portal',
  method: 'POST',
  path: '__name__/settings',
  apiCall: 'Get__Pascal__Settings',
});

/** POST __name__/settings, FormParams {label} (administrators): the settings as saved. */
export const save__Pascal__Settings = defineOperation<
  { FormParams: __Pascal__Params & __Pascal__Settings },
  __Pascal__SettingsReply
>()({
  api: 'portal',
  method: 'POST',
  path: '__name__/settings',
  apiCall: 'Save__Pascal__Settings',
});
// @end
