/**
 * The emulated Cognito identity pool (`AWSCognitoIdentityService`): GetId and GetCredentialsForIdentity, which
 * Amplify's fetchAuthSession calls for `identityId` and `credentials`.
 *
 * A signed-in user's identity is stable (state.identities, by sub) and needs the user pool's id token in
 * `Logins`. The pool also allows unauthenticated (guest) identities, which Amplify asks for only when the app
 * configures `allowGuestAccess`: any identity id of this region that belongs to no user gets guest credentials
 * (guest identities are not stored). The credentials are random strings: the emulated services do not check
 * SigV4 signatures.
 */
import type { RequestHandler } from 'msw';

import { clock } from '../../core/clock';
import { newId } from '../../core/db';
import {
  type AwsJsonOperation,
  awsJsonService,
  AwsServiceError,
  type JsonObject,
  requireString,
} from '../../core/protocol/aws-json';
import type { EmulatorContext } from '../../core/types';

import { bytesToBase64, randomBytes } from './srp';
import { issuerOf, verifyIdToken } from './tokens';

/** Lifetime of the temporary AWS credentials, in seconds (STS's default for Cognito). */
export const CREDENTIALS_LIFETIME_SECONDS = 60 * 60;

export interface IdentityPoolEnv {
  context: EmulatorContext;
}

export type IdentityPoolOperation = AwsJsonOperation<IdentityPoolEnv>;

const loginsDoNotMatch = () =>
  new AwsServiceError(
    'NotAuthorizedException',
    "Logins don't match. Please include at least one valid login for this identity or identity pool.",
  );

function requirePool(context: EmulatorContext, identityPoolId: string): void {
  if (identityPoolId !== context.config.identityPoolId) {
    throw new AwsServiceError('ResourceNotFoundException', `IdentityPool '${identityPoolId}' not found.`);
  }
}

/** The user behind `Logins`, or undefined for a guest (no Logins at all). */
async function userFromLogins(context: EmulatorContext, input: JsonObject): Promise<string | undefined> {
  const logins = input.Logins;
  if (logins === undefined || logins === null) return undefined;
  if (typeof logins !== 'object' || Array.isArray(logins)) {
    throw new AwsServiceError('SerializationException', 'Logins must be a map of strings.');
  }
  const entries = Object.entries(logins as Record<string, unknown>);
  if (entries.length === 0) return undefined;
  const provider = issuerOf(context.config).replace(/^https:\/\//, '');
  const [key, token] = entries[0] as [string, unknown];
  if (entries.length > 1 || key !== provider) {
    throw new AwsServiceError(
      'NotAuthorizedException',
      'Token is not from a supported provider of this identity pool.',
    );
  }
  const result = await verifyIdToken(context, typeof token === 'string' ? token : '');
  if (result.ok) return result.user.sub;
  throw new AwsServiceError(
    'NotAuthorizedException',
    result.reason === 'expired'
      ? 'Invalid login token. Token expired.'
      : result.reason === 'invalid'
        ? 'Invalid login token. Not a valid OpenId Connect identity token.'
        : 'Invalid login token. Token is no longer valid.',
  );
}

const newIdentityId = (context: EmulatorContext) => `${context.config.region}:${newId()}`;

const getId: IdentityPoolOperation = async (input, { context }) => {
  requirePool(context, requireString(input, 'IdentityPoolId'));
  const sub = await userFromLogins(context, input);
  if (sub === undefined) return { IdentityId: newIdentityId(context) };
  const identityId = context.db.update('identity', (state) => {
    state.identities[sub] ??= newIdentityId(context);
    return state.identities[sub];
  });
  return { IdentityId: identityId };
};

function randomCredentials() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const keySuffix = Array.from(randomBytes(16), (byte) => alphabet[byte % alphabet.length]).join('');
  return {
    AccessKeyId: `ASIA${keySuffix}`,
    SecretKey: bytesToBase64(randomBytes(30)),
    SessionToken: bytesToBase64(randomBytes(300)),
    // Epoch seconds, as the service sends it; Amplify turns it into a Date.
    Expiration: clock.nowSeconds() + CREDENTIALS_LIFETIME_SECONDS,
  };
}

/**
 * Random credentials for an identity, remembered by access key id so that the emulated AWS services can tell
 * who signs a request (state.awsCredentials; expired ones are dropped on the way).
 */
function issueCredentials(context: EmulatorContext, identityId: string, sub: string | null) {
  const credentials = randomCredentials();
  context.db.update('identity', (state) => {
    const now = context.clock.nowSeconds();
    state.awsCredentials = state.awsCredentials.filter((issued) => issued.expiration > now);
    state.awsCredentials.push({
      accessKeyId: credentials.AccessKeyId,
      identityId,
      sub,
      expiration: credentials.Expiration,
    });
  });
  return credentials;
}

const getCredentialsForIdentity: IdentityPoolOperation = async (input, { context }) => {
  const identityId = requireString(input, 'IdentityId');
  if (!identityId.startsWith(`${context.config.region}:`)) {
    throw new AwsServiceError('ResourceNotFoundException', `Identity '${identityId}' not found.`);
  }
  const sub = await userFromLogins(context, input);
  const owner = Object.entries(context.db.state.identity.identities).find(([, id]) => id === identityId)?.[0];
  if (sub === undefined) {
    // A user's identity never hands out credentials without that user's login.
    if (owner !== undefined) throw loginsDoNotMatch();
    return { IdentityId: identityId, Credentials: issueCredentials(context, identityId, null) };
  }
  if (owner !== undefined && owner !== sub) throw loginsDoNotMatch();
  // A guest who signs in keeps the guest identity if they had none, else it merges into theirs; the answer's
  // IdentityId tells Amplify which one to keep (it stores it as the primary identity).
  const userIdentityId = context.db.update('identity', (state) => {
    state.identities[sub] ??= identityId;
    return state.identities[sub];
  });
  return { IdentityId: userIdentityId, Credentials: issueCredentials(context, userIdentityId, sub) };
};

export const identityPoolOperations: Readonly<Record<string, IdentityPoolOperation>> = {
  GetId: getId,
  GetCredentialsForIdentity: getCredentialsForIdentity,
};

export function cognitoIdentityHandlers(context: EmulatorContext): RequestHandler[] {
  return [
    awsJsonService({
      targetPrefix: 'AWSCognitoIdentityService',
      operations: identityPoolOperations,
      faults: context.faults,
      env: () => ({ context }),
    }),
  ];
}
