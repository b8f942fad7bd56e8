import { defineModule } from '../../core/module';

import { cognitoIdentityHandlers } from './identity-pool';
import { seedIdentity } from './seed';
import type { IdentityState } from './state';
import { cognitoUserPoolHandlers } from './user-pool';

/** The identity services: the Cognito user pool and identity pool, with the tokens, codes and credentials they issue. */
export const identityModule = defineModule({
  name: 'identity',
  version: 2,
  seed: (input): Promise<IdentityState> => seedIdentity(input),
  handlers: (context) => [...cognitoUserPoolHandlers(context), ...cognitoIdentityHandlers(context)],
  demoTab: {
    label: 'Accounts',
    loadPanel: () => import('./AccountsTab').then((panel) => panel.AccountsTab),
    order: 20,
  },
});
