import type { __Pascal__Params } from '@/contracts/__name__';
// @if list
import type { __Pascal__Item } from '@/contracts/__name__';
// @end
// @if settings
import type { __Pascal__Settings } from '@/contracts/__name__';
// @end
// @if list

/** A stored item: the wire's item, with the organisation (and the address's parameters) it belongs to. */
export type __Pascal__Record = __Pascal__Item & __Pascal__Params & { tenant: string };
// @end
// @if settings

/** Stored settings: one row per organisation (and address parameters) that saved them. */
export type __Pascal__SettingsRecord = __Pascal__Settings & __Pascal__Params & { tenant: string };
// @end

export interface __Pascal__ModuleState {
  // @if list
  items: __Pascal__Record[];
  // @end
  // @if settings
  settings: __Pascal__SettingsRecord[];
  // @end
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    __camel__: __Pascal__ModuleState;
  }
}
