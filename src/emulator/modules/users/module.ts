import { defineModule } from '../../core/module';
import type { UsersState } from '../../core/types';
import { seedUsers } from '../../seed';

import { userOperations } from './operations';

declare module '../../core/types' {
  interface EmulatorModuleStates {
    users: UsersState;
  }
}

/** The tenants' portal users: their database records and the users page's operations. */
export const usersModule = defineModule({
  name: 'users',
  version: 2,
  seed: (input): UsersState => seedUsers(input),
  operations: userOperations,
});
