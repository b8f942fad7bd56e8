import type { __Pascal__Item } from '@/contracts/__name__';

import { defineModule } from '../../core/module';
import { DEMO_TENANT } from '../../seed';

import { __camel__Operations } from './operations';

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

/** The tenants' __title__: their items and the gateway operations of the __title__ page. */
export const __camel__Module = defineModule({
  name: '__camel__',
  // Bump when __Pascal__ModuleState changes shape: only this module's demo data is seeded again.
  version: 1,
  seed: ({ clock }): __Pascal__ModuleState => {
    const createdAt = new Date(clock.now()).toISOString();
    return {
      items: [
        { id: '__name__-seed-1', tenant: DEMO_TENANT, name: 'First example', createdAt },
        { id: '__name__-seed-2', tenant: DEMO_TENANT, name: 'Second example', createdAt },
      ],
    };
  },
  operations: __camel__Operations,
});
