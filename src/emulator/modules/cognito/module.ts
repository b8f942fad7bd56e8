import { defineModule } from '../../core/module';
import type { IdentityState } from '../../core/types';
import { seedIdentity } from '../../seed';

import { AccountsTab } from './AccountsTab';
import { cognitoIdentityHandlers } from './identity-pool';
import { cognitoUserPoolHandlers } from './user-pool';

declare module '../../core/types' {
  interface EmulatorModuleStates {
    identity: IdentityState;
  }
}

/** The identity services: the Cognito user pool and identity pool, with the tokens, codes and credentials they issue. */
export const identityModule = defineModule({
  name: 'identity',
  version: 2,
  seed: (input): Promise<IdentityState> => seedIdentity(input),
  handlers: (context) => [...cognitoUserPoolHandlers(context), ...cognitoIdentityHandlers(context)],
  demoTab: { label: 'Accounts', Panel: AccountsTab, order: 20 },
});
