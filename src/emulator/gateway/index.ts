import type { RequestHandler } from 'msw';

import type { EmulatorContext } from '../types';

import { envelopeHandlers } from './envelope';
import { skillOperations } from './skill';
import { supportOperations } from './support';

/** Every gateway operation of the emulated cloud; features add theirs here. */
export const gatewayOperations = [...skillOperations, ...supportOperations];

export function gatewayHandlers(context: EmulatorContext): RequestHandler[] {
  return envelopeHandlers(context, gatewayOperations);
}
