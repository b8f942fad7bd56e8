import { http, type RequestHandler } from 'msw';

import type { TenantConfig } from '@/config/tenant-schema';

import { cognitoIdentityHandlers } from './cognito/identity-pool';
import { cognitoUserPoolHandlers } from './cognito/user-pool';
import { createDb } from './db';
import { FaultRegistry } from './faults';
import { gatewayHandlers } from './gateway';
import { preflight } from './http';
import { lexRuntimeHandlers } from './lex';
import { s3Handlers } from './s3';
import { createSeed } from './seed';
import { speechHandlers } from './speech';
import { suggestionHandlers } from './suggestions';
import type { EmulatorContext } from './types';

/** Every handler of the emulated cloud, for the browser worker and for msw/node alike. */
export function createEmulatorHandlers(context: EmulatorContext): RequestHandler[] {
  return [
    // Answer every CORS preflight first: jsdom sends them for every cross-origin call.
    http.options(/^https?:\/\//, ({ request }) => preflight(request)),
    ...cognitoUserPoolHandlers(context),
    ...cognitoIdentityHandlers(context),
    ...gatewayHandlers(context),
    ...s3Handlers(context),
    ...lexRuntimeHandlers(context),
    ...speechHandlers(context),
    ...suggestionHandlers(context),
  ];
}

export async function createEmulatorContext(
  config: TenantConfig,
  persistence: 'memory' | 'indexeddb',
): Promise<EmulatorContext> {
  const db = await createDb({
    seed: () => createSeed(config),
    persistence:
      persistence === 'memory' ? 'memory' : { indexedDb: `assistant-portal-emulator-${config.id}` },
  });
  return { db, config, faults: new FaultRegistry() };
}

export { profilePictureBucket } from './s3';
export type { EmulatorContext } from './types';
