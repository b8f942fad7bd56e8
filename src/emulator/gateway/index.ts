import type { RequestHandler } from 'msw';

import type { EmulatorContext } from '../types';

import { analyticsOperations } from './analytics';
import { chatOperations } from './chat';
import { dashboardOperations } from './dashboard';
import { envelopeHandlers } from './envelope';
import { skillOperations } from './skill';
import { subscriptionOperations } from './subscriptions';
import { supportOperations } from './support';
import { userOperations } from './users';

/** Every gateway operation of the emulated cloud; features add theirs here. */
export const gatewayOperations = [
  ...skillOperations,
  ...supportOperations,
  ...userOperations,
  ...analyticsOperations,
  ...subscriptionOperations,
  ...chatOperations,
  ...dashboardOperations,
];

export function gatewayHandlers(context: EmulatorContext): RequestHandler[] {
  return envelopeHandlers(context, gatewayOperations);
}
