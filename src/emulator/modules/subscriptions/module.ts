import { defineModule } from '../../core/module';

import { subscriptionOperations } from './operations';
import { seedSubscriptions } from './seed';
import type { SubscriptionsState } from './state';

/** Licences, who holds them, and the website chatbot's status. */
export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  version: 3,
  seed: (input): SubscriptionsState => seedSubscriptions(input),
  operations: subscriptionOperations,
});
