import { defineModule } from '../../core/module';
import type { SubscriptionsState } from '../../core/types';
import { seedSubscriptions } from '../../seed';

import { subscriptionOperations } from './operations';

declare module '../../core/types' {
  interface EmulatorModuleStates {
    subscriptions: SubscriptionsState;
  }
}

/** Licences, who holds them, and the website chatbot's status. */
export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  version: 3,
  seed: (input): SubscriptionsState => seedSubscriptions(input),
  operations: subscriptionOperations,
});
