import { defineModule } from '../../core/module';

import { skillOperations } from './operations';
import { seedTenancy } from './seed';
import type { TenancyState } from './state';

/** The tenants' assistants (skills): GetTenantSkill, CreateSkill. */
export const tenancyModule = defineModule({
  name: 'tenancy',
  version: 1,
  seed: (): TenancyState => seedTenancy(),
  operations: skillOperations,
});
