export type { __Pascal__Params } from '@/contracts/__name__';
// @if list
export type { __Pascal__Item } from '@/contracts/__name__';
// @end
// @if settings
export type { __Pascal__Settings } from '@/contracts/__name__';
// @end
