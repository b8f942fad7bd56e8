import { defineModule } from '../../core/module';
import type { TenancyState } from '../../core/types';
import { seedTenancy } from '../../seed';

import { skillOperations } from './operations';

declare module '../../core/types' {
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
