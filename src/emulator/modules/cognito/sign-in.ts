/**
 * Sign-in and session operations of the emulated user pool: InitiateAuth, RespondToAuthChallenge (whose MFA
 * answers live in mfa.ts), GetTokensFromRefreshToken, RevokeToken and GlobalSignOut.
 */
import {
  AwsServiceError,
  type JsonObject,
  optionalString,
  requireString,
  stringMap,
} from '../../core/protocol/aws-json';

import { answerSelectMfaType, answerSmsMfa, answerSoftwareTokenMfa } from './mfa';
import {
  assertCanStartSignIn,
  assertPasswordPolicy,
  completeAuthentication,
  findUserByLogin,
  findUserBySub,
  incorrectPassword,
  parameter,
  poolName,
  requireAccessToken,
  requireClient,
  SERVER_OWNED_ATTRIBUTES,
  setPassword,
  userNotFound,
  type UserPoolEnv,
  type UserPoolOperation,
} from './pool';
import {
  bytesToBase64,
  hexToBigInt,
  isValidClientPublic,
  randomBytes,
  startSrp,
  verifyPassword,
  verifySrpSignature,
} from './srp';
import {
  type AuthenticationResult,
  isRefreshTokenExpired,
  mintTokens,
  revokeAllSessions,
  revokeSession,
  TOKEN_LIFETIME_SECONDS,
} from './tokens';

/** New access and id tokens from a refresh token (no rotation: the refresh token stays the same). */
async function tokensFromRefreshToken(env: UserPoolEnv, refreshToken: string): Promise<AuthenticationResult> {
  const { context } = env;
  const record = context.db.state.identity.refreshTokens.find(
    (candidate) => candidate.token === refreshToken,
  );
  if (!record || record.clientId !== context.config.userPoolClientId) {
    throw new AwsServiceError('NotAuthorizedException', 'Invalid Refresh Token');
  }
  if (record.revoked) throw new AwsServiceError('NotAuthorizedException', 'Refresh Token has been revoked');
  if (isRefreshTokenExpired(record))
    throw new AwsServiceError('NotAuthorizedException', 'Refresh Token has expired');
  const user = findUserBySub(context, record.sub);
  if (!user) throw userNotFound();
  if (!user.enabled) throw new AwsServiceError('NotAuthorizedException', 'User is disabled.');
  const { accessToken, idToken } = await mintTokens(context, user, record);
  return {
    AccessToken: accessToken,
    IdToken: idToken,
    ExpiresIn: TOKEN_LIFETIME_SECONDS,
    TokenType: 'Bearer',
  };
}

const initiateAuth: UserPoolOperation = async (input, env) => {
  const { context } = env;
  requireClient(context, requireString(input, 'ClientId'));
  const authFlow = requireString(input, 'AuthFlow');
  const parameters = stringMap(input, 'AuthParameters');

  if (authFlow === 'REFRESH_TOKEN_AUTH' || authFlow === 'REFRESH_TOKEN') {
    return {
      ChallengeParameters: {},
      AuthenticationResult: await tokensFromRefreshToken(env, parameter(parameters, 'REFRESH_TOKEN')),
    };
  }
  if (authFlow !== 'USER_SRP_AUTH' && authFlow !== 'USER_PASSWORD_AUTH') {
    throw new AwsServiceError(
      'InvalidParameterException',
      `${authFlow} flow is not enabled for this client.`,
    );
  }

  const user = findUserByLogin(context, parameter(parameters, 'USERNAME'));
  if (!user) throw userNotFound();

  if (authFlow === 'USER_PASSWORD_AUTH') {
    const password = parameter(parameters, 'PASSWORD');
    assertCanStartSignIn(user);
    if (!(await verifyPassword(user, poolName(context), password))) throw incorrectPassword();
    return completeAuthentication(env, user);
  }

  const srpA = parameter(parameters, 'SRP_A');
  let A: bigint;
  try {
    A = hexToBigInt(srpA);
  } catch {
    throw new AwsServiceError('InvalidParameterException', 'SRP_A is not a hexadecimal number.');
  }
  if (!isValidClientPublic(A)) throw new AwsServiceError('InvalidParameterException', 'Invalid SRP_A value.');
  assertCanStartSignIn(user);
  const ephemeral = await startSrp(user.verifier);
  const secretBlock = bytesToBase64(randomBytes(128));
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    Session: env.sessions.create({
      challenge: 'PASSWORD_VERIFIER',
      sub: user.sub,
      srpA,
      ephemeral,
      secretBlock,
    }),
    ChallengeParameters: {
      SALT: user.salt,
      SRP_B: ephemeral.B.toString(16),
      SECRET_BLOCK: secretBlock,
      USER_ID_FOR_SRP: user.sub,
      USERNAME: user.username,
    },
  };
};

async function answerPasswordVerifier(
  env: UserPoolEnv,
  input: JsonObject,
  responses: Record<string, string>,
) {
  const { context } = env;
  const secretBlock = parameter(responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
  const sessionId = optionalString(input, 'Session') ?? env.sessions.sessionIdForSecretBlock(secretBlock);
  const session = env.sessions.take(sessionId, 'PASSWORD_VERIFIER');
  const user = findUserByLogin(context, parameter(responses, 'USERNAME'));
  if (!user || user.sub !== session.sub) throw incorrectPassword();
  const proven =
    secretBlock === session.secretBlock &&
    (await verifySrpSignature({
      poolName: poolName(context),
      userIdForSrp: user.sub,
      verifierHex: user.verifier,
      srpA: session.srpA,
      ephemeral: session.ephemeral,
      secretBlock,
      timestamp: parameter(responses, 'TIMESTAMP'),
      signature: parameter(responses, 'PASSWORD_CLAIM_SIGNATURE'),
    }));
  if (!proven) throw incorrectPassword();
  return completeAuthentication(env, user);
}

/**
 * Attributes a user may not set while answering NEW_PASSWORD_REQUIRED: those Cognito owns, and those that
 * say who the user is in the portal (see SERVER_OWNED_ATTRIBUTES).
 */
const NOT_WRITABLE = new Set(['sub', 'email_verified', 'phone_number_verified', ...SERVER_OWNED_ATTRIBUTES]);

async function answerNewPasswordRequired(
  env: UserPoolEnv,
  input: JsonObject,
  responses: Record<string, string>,
) {
  const { context } = env;
  const sessionId = optionalString(input, 'Session');
  const session = env.sessions.get(sessionId, 'NEW_PASSWORD_REQUIRED');
  const user = findUserByLogin(context, parameter(responses, 'USERNAME'));
  if (!user || user.sub !== session.sub) {
    throw new AwsServiceError('NotAuthorizedException', 'Invalid session for the user.');
  }
  const newPassword = parameter(responses, 'NEW_PASSWORD');
  assertPasswordPolicy(newPassword);
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(responses)) {
    if (!key.startsWith('userAttributes.')) continue;
    const name = key.slice('userAttributes.'.length);
    if (NOT_WRITABLE.has(name)) {
      throw new AwsServiceError(
        'NotAuthorizedException',
        `A client attempted to write unauthorized attribute ${name}`,
      );
    }
    attributes[name] = value;
  }
  const updated = await setPassword(context, user.sub, newPassword, (stored) => {
    Object.assign(stored.attributes, attributes);
    stored.status = 'CONFIRMED';
  });
  env.sessions.end(sessionId);
  return completeAuthentication(env, updated);
}

const respondToAuthChallenge: UserPoolOperation = async (input, env) => {
  requireClient(env.context, requireString(input, 'ClientId'));
  const challengeName = requireString(input, 'ChallengeName');
  const responses = stringMap(input, 'ChallengeResponses');
  switch (challengeName) {
    case 'PASSWORD_VERIFIER':
      return answerPasswordVerifier(env, input, responses);
    case 'NEW_PASSWORD_REQUIRED':
      return answerNewPasswordRequired(env, input, responses);
    case 'SMS_MFA':
      return answerSmsMfa(env, input, responses);
    case 'SOFTWARE_TOKEN_MFA':
      return answerSoftwareTokenMfa(env, input, responses);
    case 'SELECT_MFA_TYPE':
      return answerSelectMfaType(env, input, responses);
    default:
      throw new AwsServiceError('InvalidParameterException', `Unsupported challenge: ${challengeName}`);
  }
};

const getTokensFromRefreshToken: UserPoolOperation = async (input, env) => {
  requireClient(env.context, requireString(input, 'ClientId'));
  return { AuthenticationResult: await tokensFromRefreshToken(env, requireString(input, 'RefreshToken')) };
};

const revokeToken: UserPoolOperation = (input, env) => {
  const { context } = env;
  const clientId = requireString(input, 'ClientId');
  requireClient(context, clientId);
  const token = requireString(input, 'Token');
  const record = context.db.state.identity.refreshTokens.find((candidate) => candidate.token === token);
  if (!record) {
    // Only refresh tokens can be revoked; an unknown one is a no-op, as OAuth token revocation specifies.
    if (token.split('.').length === 3) {
      throw new AwsServiceError('UnsupportedTokenTypeException', 'Only refresh tokens can be revoked.');
    }
    return {};
  }
  if (record.clientId !== clientId) throw new AwsServiceError('UnauthorizedException', 'Invalid client id.');
  revokeSession(context, token);
  return {};
};

const globalSignOut: UserPoolOperation = async (input, env) => {
  const { user } = await requireAccessToken(env.context, requireString(input, 'AccessToken'));
  revokeAllSessions(env.context, user.sub);
  return {};
};

export const signInOperations: Record<string, UserPoolOperation> = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  RevokeToken: revokeToken,
  GlobalSignOut: globalSignOut,
};
