import { defineModule } from '../../core/module';
import { seedTenancy } from '../../seed';

import { skillOperations } from './operations';
import type { TenancyState } from './state';

/** The tenants' assistants (skills): GetTenantSkill, CreateSkill. */
export const tenancyModule = defineModule({
  name: 'tenancy',
  version: 1,
  seed: (): TenancyState => seedTenancy(),
  operations: skillOperations,
});
