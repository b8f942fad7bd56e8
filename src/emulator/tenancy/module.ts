import { defineModule } from '../module';
import { seedTenancy } from '../seed';
import type { TenancyState } from '../types';

import { skillOperations } from './operations';

declare module '../types' {
  interface EmulatorModuleStates {
    tenancy: TenancyState;
  }
}

/** The tenants' assistants (skills): GetTenantSkill, CreateSkill. */
export const tenancyModule = defineModule({
  name: 'tenancy',
  version: 1,
  seed: (): TenancyState => seedTenancy(),
  operations: skillOperations,
});
