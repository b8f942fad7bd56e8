/**
 * The emulated cloud's modules, one line each. A module's state lives at `state[module.name]`; each module
 * declares its state's type beside its definition (types.ts, `EmulatorModuleStates`) and the check below fails
 * to compile when this list and those declarations differ. A new area of the cloud is one folder (see
 * module.ts) plus its line here.
 */
import { analyticsModule } from './analytics/module';
import { assistantModule } from './assistant/module';
import { identityModule } from './cognito/module';
import { connectionsModule } from './connections/module';
import { dashboardModule } from './dashboard/module';
import { faqModule } from './faq/module';
import { jobsModule } from './jobs';
import type { StatesOf } from './module';
import { outboxModule } from './outbox/module';
import { paymentsModule } from './payments/module';
import { pollyModule } from './polly/module';
import { s3Module } from './s3/module';
import { speechModule } from './speech/module';
import { sqsModule } from './sqs/module';
import { subscriptionsModule } from './subscriptions/module';
import { suggestionsModule } from './suggestions/module';
import { supportModule } from './support/module';
import { tenancyModule } from './tenancy/module';
import type { EmulatorState } from './types';
import { usersModule } from './users/module';

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
  dashboardModule,
  speechModule,
  suggestionsModule,
  jobsModule,
  connectionsModule,
  faqModule,
] as const;

/** The registered modules and the states the modules declare (types.ts) must be the same set. */
type Registered = StatesOf<typeof emulatorModules>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const REGISTRY_MATCHES_STATES: Same<Registered, EmulatorState> = true;
