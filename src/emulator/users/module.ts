import { defineModule } from '../module';
import { seedUsers } from '../seed';
import type { UsersState } from '../types';

import { userOperations } from './operations';

declare module '../types' {
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
