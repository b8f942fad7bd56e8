import { defineModule } from '../module';
import { seedSubscriptions } from '../seed';
import type { SubscriptionsState } from '../types';

import { subscriptionOperations } from './operations';

declare module '../types' {
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
