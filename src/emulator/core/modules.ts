/**
 * The emulated cloud's modules, one line each. A module's state lives at `state[module.name]`; each module
 * declares its state's type in its state.ts (`EmulatorModuleStates` of types.ts) and the check below fails to
 * compile when this list and those declarations differ. A new area of the cloud is one folder under
 * src/emulator/modules (see module.ts) plus its line here.
 */
import { actionButtonsModule } from '../modules/action-buttons/module';
import { analyticsModule } from '../modules/analytics/module';
import { assistantModule } from '../modules/assistant/module';
import { bubblesModule } from '../modules/bubbles/module';
import { identityModule } from '../modules/cognito/module';
import { connectionsModule } from '../modules/connections/module';
import { customSlotsModule } from '../modules/custom-slots/module';
import { dashboardModule } from '../modules/dashboard/module';
import { faqModule } from '../modules/faq/module';
import { outboxModule } from '../modules/outbox/module';
import { paymentsModule } from '../modules/payments/module';
import { pollyModule } from '../modules/polly/module';
import { s3Module } from '../modules/s3/module';
import { speechModule } from '../modules/speech/module';
import { sqsModule } from '../modules/sqs/module';
import { subscriptionsModule } from '../modules/subscriptions/module';
import { suggestionsModule } from '../modules/suggestions/module';
import { supportModule } from '../modules/support/module';
import { tenancyModule } from '../modules/tenancy/module';
import { usersModule } from '../modules/users/module';
import { utteranceTrainingModule } from '../modules/utterance-training/module';
import { websiteAssistantModule } from '../modules/website-assistant/module';

import { jobsModule } from './jobs';
import type { StatesOf } from './module';
import type { EmulatorState } from './types';

export const emulatorModules = [
  identityModule,
  outboxModule,
  tenancyModule,
  usersModule,
  analyticsModule,
  supportModule,
  s3Module,
  sqsModule,
  pollyModule,
  paymentsModule,
  subscriptionsModule,
  assistantModule,
  bubblesModule,
  dashboardModule,
  speechModule,
  suggestionsModule,
  jobsModule,
  connectionsModule,
  faqModule,
  utteranceTrainingModule,
  websiteAssistantModule,
  customSlotsModule,
  actionButtonsModule,
] as const;

/** The registered modules and the states the modules declare (types.ts) must be the same set. */
type Registered = StatesOf<typeof emulatorModules>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const REGISTRY_MATCHES_STATES: Same<Registered, EmulatorState> = true;
