import { defineModule } from '../../core/module';
import { seedUsers } from '../../seed';

import { userOperations } from './operations';
import type { UsersState } from './state';

/** The tenants' portal users: their database records and the users page's operations. */
export const usersModule = defineModule({
  name: 'users',
  version: 2,
  seed: (input): UsersState => seedUsers(input),
  operations: userOperations,
});
