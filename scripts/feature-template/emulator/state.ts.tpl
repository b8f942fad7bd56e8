import type { __Pascal__Item } from '@/contracts/__name__';

/** A stored item: the wire's item, with the organisation it belongs to. */
export interface __Pascal__Record extends __Pascal__Item {
  tenant: string;
}

export interface __Pascal__ModuleState {
  items: __Pascal__Record[];
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    __camel__: __Pascal__ModuleState;
  }
}
