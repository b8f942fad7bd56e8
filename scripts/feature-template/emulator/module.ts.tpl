import { defineModule } from '../../core/module';

import { __camel__Operations } from './operations';
import { seed__Pascal__ } from './seed';

/** The tenants' __title__: their items and the gateway operations of the __title__ page. */
export const __camel__Module = defineModule({
  name: '__camel__',
  // Bump when __Pascal__ModuleState (state.ts) changes shape: only this module's demo data is seeded again.
  version: 1,
  seed: seed__Pascal__,
  operations: __camel__Operations,
});
