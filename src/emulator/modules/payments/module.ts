import { defineModule } from '../../core/module';

import { paymentsHandlers } from './handlers';
import type { PaymentsState } from './state';

/** The card network (Stripe's API with its test cards): payment methods and payment intents. */
export const paymentsModule = defineModule({
  name: 'payments',
  version: 2,
  seed: (): PaymentsState => ({ methods: [], intents: [] }),
  handlers: paymentsHandlers,
});
