/**
 * Multi-factor authentication of the emulated user pool: TOTP set-up (AssociateSoftwareToken,
 * VerifySoftwareToken, with real RFC 6238 codes), SetUserMFAPreference, and the answers to the SMS_MFA,
 * SOFTWARE_TOKEN_MFA and SELECT_MFA_TYPE challenges that pool.ts's completeAuthentication starts.
 */
import {
  AwsServiceError,
  type JsonObject,
  optionalString,
  requireString,
} from '../../core/protocol/aws-json';

import { codeMismatch, consumeCode } from './codes';
import {
  type AuthSession,
  enabledMfa,
  findUserByLogin,
  findUserBySub,
  parameter,
  requireAccessToken,
  startMfaChallenge,
  userNotFound,
  type UserPoolEnv,
  type UserPoolOperation,
} from './pool';
import type { MfaMethod, PoolUser } from './state';
import { issueTokens } from './tokens';
import { newTotpSecret, verifyTotp } from './totp';

/** What Cognito answers for a wrong code in an MFA challenge. */
const wrongMfaCode = () => codeMismatch('Invalid code or auth state for the user.');

/**
 * The user behind an AccessToken or, during a sign-in, behind a live Session (the two ways Cognito accepts
 * for TOTP set-up). Returns the Session to hand back, when one was given.
 */
async function userForSetup(
  env: UserPoolEnv,
  input: JsonObject,
): Promise<{ user: PoolUser; session?: string }> {
  const accessToken = optionalString(input, 'AccessToken');
  if (accessToken) return { user: (await requireAccessToken(env.context, accessToken)).user };
  const session = optionalString(input, 'Session');
  const live = env.sessions.peek(session);
  if (!session || !live) {
    throw new AwsServiceError(
      session ? 'NotAuthorizedException' : 'InvalidParameterException',
      session
        ? 'Invalid session for the user, session is expired.'
        : 'Either AccessToken or Session is required.',
    );
  }
  const user = findUserBySub(env.context, live.sub);
  if (!user) throw userNotFound();
  return { user, session };
}

function updateMfa(env: UserPoolEnv, sub: string, change: (mfa: PoolUser['mfa']) => void): void {
  env.context.db.update('identity', (state) => {
    const stored = state.users.find((candidate) => candidate.sub === sub);
    if (!stored) throw userNotFound();
    change(stored.mfa);
    stored.updatedAt = env.context.clock.nowIso();
  });
}

const associateSoftwareToken: UserPoolOperation = async (input, env) => {
  const { user, session } = await userForSetup(env, input);
  const secret = newTotpSecret();
  updateMfa(env, user.sub, (mfa) => {
    mfa.pendingTotpSecret = secret;
  });
  return { SecretCode: secret, ...(session ? { Session: session } : {}) };
};

const verifySoftwareToken: UserPoolOperation = async (input, env) => {
  const { user, session } = await userForSetup(env, input);
  const code = requireString(input, 'UserCode');
  const secret = user.mfa.pendingTotpSecret;
  if (!secret) {
    throw new AwsServiceError('InvalidParameterException', 'User has not set up software token mfa');
  }
  if (!(await verifyTotp(secret, code.trim()))) {
    throw new AwsServiceError('EnableSoftwareTokenMFAException', 'Code mismatch');
  }
  updateMfa(env, user.sub, (mfa) => {
    mfa.totpSecret = secret;
    delete mfa.pendingTotpSecret;
  });
  return { Status: 'SUCCESS', ...(session ? { Session: session } : {}) };
};

interface MfaSettings {
  Enabled?: boolean;
  PreferredMfa?: boolean;
}

function readSettings(input: JsonObject, name: string): MfaSettings | undefined {
  const value = input[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AwsServiceError('SerializationException', `${name} must be an object.`);
  }
  const { Enabled, PreferredMfa } = value as Record<string, unknown>;
  return {
    ...(typeof Enabled === 'boolean' ? { Enabled } : {}),
    ...(typeof PreferredMfa === 'boolean' ? { PreferredMfa } : {}),
  };
}

const setUserMfaPreference: UserPoolOperation = async (input, env) => {
  const { user } = await requireAccessToken(env.context, requireString(input, 'AccessToken'));
  const settings: [MfaMethod, MfaSettings | undefined][] = [
    ['SMS_MFA', readSettings(input, 'SMSMfaSettings')],
    ['SOFTWARE_TOKEN_MFA', readSettings(input, 'SoftwareTokenMfaSettings')],
  ];
  if (readSettings(input, 'EmailMfaSettings')?.Enabled) {
    throw new AwsServiceError('InvalidParameterException', 'Email MFA is not enabled for this user pool.');
  }
  if (settings.filter(([, setting]) => setting?.Enabled && setting.PreferredMfa).length > 1) {
    throw new AwsServiceError('InvalidParameterException', 'Only one MFA method can be preferred.');
  }
  for (const [method, setting] of settings) {
    if (!setting?.Enabled) continue;
    if (
      method === 'SMS_MFA' &&
      !(user.attributes.phone_number && user.attributes.phone_number_verified === 'true')
    ) {
      throw new AwsServiceError(
        'InvalidParameterException',
        'User does not have delivery config set to turn on SMS_MFA',
      );
    }
    if (method === 'SOFTWARE_TOKEN_MFA' && !user.mfa.totpSecret) {
      throw new AwsServiceError('InvalidParameterException', 'User has not verified software token mfa');
    }
  }
  updateMfa(env, user.sub, (mfa) => {
    const enabled = new Set(enabledMfa(user));
    let { preferred } = mfa;
    for (const [method, setting] of settings) {
      if (!setting) continue;
      if (setting.Enabled) {
        enabled.add(method);
        if (setting.PreferredMfa === true) preferred = method;
        else if (setting.PreferredMfa === false && preferred === method) preferred = 'NOMFA';
      } else {
        enabled.delete(method);
        if (preferred === method) preferred = 'NOMFA';
      }
    }
    mfa.enabled = (['SMS_MFA', 'SOFTWARE_TOKEN_MFA'] as const).filter((method) => enabled.has(method));
    mfa.preferred = preferred;
  });
  return {};
};

export const mfaOperations: Record<string, UserPoolOperation> = {
  AssociateSoftwareToken: associateSoftwareToken,
  VerifySoftwareToken: verifySoftwareToken,
  SetUserMFAPreference: setUserMfaPreference,
};

/** The session of an MFA challenge and the user answering it, who must be the session's user. */
function challengeUser(
  env: UserPoolEnv,
  input: JsonObject,
  responses: Record<string, string>,
  challenge: AuthSession['challenge'],
): { user: PoolUser; sessionId: string | undefined } {
  const sessionId = optionalString(input, 'Session');
  const session = env.sessions.get(sessionId, challenge);
  const user = findUserByLogin(env.context, parameter(responses, 'USERNAME'));
  if (!user || user.sub !== session.sub) {
    throw new AwsServiceError('NotAuthorizedException', 'Invalid session for the user.');
  }
  return { user, sessionId };
}

async function signedIn(env: UserPoolEnv, user: PoolUser, sessionId: string | undefined) {
  env.sessions.end(sessionId);
  return { ChallengeParameters: {}, AuthenticationResult: await issueTokens(env.context, user) };
}

/** RespondToAuthChallenge SMS_MFA: the code texted to the user (a wrong one may be corrected). */
export async function answerSmsMfa(env: UserPoolEnv, input: JsonObject, responses: Record<string, string>) {
  const { user, sessionId } = challengeUser(env, input, responses, 'SMS_MFA');
  consumeCode(env.context, user.sub, 'sms-mfa', parameter(responses, 'SMS_MFA_CODE'), wrongMfaCode);
  return signedIn(env, user, sessionId);
}

/** RespondToAuthChallenge SOFTWARE_TOKEN_MFA: the authenticator app's current code. */
export async function answerSoftwareTokenMfa(
  env: UserPoolEnv,
  input: JsonObject,
  responses: Record<string, string>,
) {
  const { user, sessionId } = challengeUser(env, input, responses, 'SOFTWARE_TOKEN_MFA');
  const secret = user.mfa.totpSecret;
  const code = parameter(responses, 'SOFTWARE_TOKEN_MFA_CODE').trim();
  if (!secret || !(await verifyTotp(secret, code))) throw wrongMfaCode();
  return signedIn(env, user, sessionId);
}

/** RespondToAuthChallenge SELECT_MFA_TYPE: the person's choice (ANSWER) starts that method's challenge. */
export function answerSelectMfaType(env: UserPoolEnv, input: JsonObject, responses: Record<string, string>) {
  const { user, sessionId } = challengeUser(env, input, responses, 'SELECT_MFA_TYPE');
  const answer = parameter(responses, 'ANSWER');
  const method = enabledMfa(user).find((candidate) => candidate === answer);
  if (!method)
    throw new AwsServiceError('InvalidParameterException', `${answer} is not enabled for the user.`);
  env.sessions.end(sessionId);
  return startMfaChallenge(env, user, method);
}
