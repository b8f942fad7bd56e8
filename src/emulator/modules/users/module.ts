import { defineModule } from '../../core/module';

import { userOperations } from './operations';
import { seedUsers } from './seed';
import type { UsersState } from './state';

/** The tenants' portal users: their database records and the users page's operations. */
export const usersModule = defineModule({
  name: 'users',
  version: 2,
  seed: (input): UsersState => seedUsers(input),
  operations: userOperations,
});
