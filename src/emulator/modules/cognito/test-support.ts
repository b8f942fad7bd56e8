/**
 * Test-only helpers for the Cognito emulator's tests. The emulated cloud itself is the project's:
 * tests/setup/emulator.ts starts a fresh one for every test (tests/emulator.ts), and these tests drive it with
 * the real Amplify client or with raw AWS JSON calls. Never imported by application code.
 */
import { Amplify } from 'aws-amplify';
import { signOut } from 'aws-amplify/auth';
import { afterEach, beforeEach, vi } from 'vitest';

import type { TenantConfig } from '@/config/tenant-schema';

import { emulator } from '../../../../tests/emulator';
import type { EmulatorContext } from '../../core/types';

export { emulator, server } from '../../../../tests/emulator';

/** Configures Amplify exactly as the portal does for a tenant, optionally with guest access. */
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

/**
 * Every test of the file gets real Amplify configured against the test's fresh emulated cloud (handed to
 * `onStart`), and leaves no session, token or fake clock behind for the next test.
 */
export function withEmulatedAmplify(onStart: (context: EmulatorContext) => void): void {
  beforeEach(() => {
    const context = emulator();
    configureAmplify(context.config);
    onStart(context);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await signOut();
    localStorage.clear();
    sessionStorage.clear();
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
