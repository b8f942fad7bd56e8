/**
 * Test-only helpers for the Cognito emulator's tests: the demo tenant's config, a fresh in-memory emulator,
 * and Amplify configured against it. Never imported by application code.
 */
import { Amplify } from 'aws-amplify';
import { http, type RequestHandler } from 'msw';

import { validateTenantConfig, type TenantConfig } from '@/config/tenant-schema';

import demoConfigJson from '../../../tenants/demo/config.json';
import { createDb } from '../db';
import { FaultRegistry } from '../faults';
import { preflight } from '../http';
import { createSeed } from '../seed';
import type { EmulatorContext } from '../types';

import { cognitoIdentityHandlers } from './identity-pool';
import { cognitoUserPoolHandlers } from './user-pool';

export function demoConfig(): TenantConfig {
  const { config, errors } = validateTenantConfig(demoConfigJson);
  if (!config) throw new Error(`The demo tenant config is invalid: ${errors.join('; ')}`);
  return config;
}

export async function createTestContext(config: TenantConfig = demoConfig()): Promise<EmulatorContext> {
  const db = await createDb({ seed: () => createSeed(config), persistence: 'memory' });
  return { db, config, faults: new FaultRegistry() };
}

/**
 * The Cognito part of the emulator, built from this folder's modules alone (the full emulator in index.ts
 * also needs the gateway), with the CORS preflight answer that jsdom needs.
 */
export function cognitoHandlers(context: EmulatorContext): RequestHandler[] {
  return [
    http.options(/^https?:\/\//, ({ request }) => preflight(request)),
    ...cognitoUserPoolHandlers(context),
    ...cognitoIdentityHandlers(context),
  ];
}

export function configureAmplify(config: TenantConfig, options: { allowGuestAccess?: boolean } = {}): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        identityPoolId: config.identityPoolId,
        loginWith: { email: true },
        ...(options.allowGuestAccess ? { allowGuestAccess: true } : {}),
      },
    },
  });
}

/** Calls an emulated AWS JSON 1.1 operation directly, as an SDK would, and returns status and parsed body. */
export async function callAws(
  target: string,
  body: unknown,
  host = 'https://cognito-idp.us-east-1.amazonaws.com/',
): Promise<{ status: number; errorType: string | null; body: Record<string, unknown> }> {
  const response = await fetch(host, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    errorType: response.headers.get('x-amzn-errortype'),
    body: (await response.json()) as Record<string, unknown>,
  };
}
