/**
 * Sign-up and password recovery of the emulated user pool: SignUp, ConfirmSignUp, ResendConfirmationCode,
 * ForgotPassword and ConfirmForgotPassword. Every code goes to the demo outbox as the e-mail Cognito would send.
 */
import { AwsServiceError, requireString } from '../../core/protocol/aws-json';
import type { EmulatorContext, EmulatorState } from '../../core/types';
import { deliver, verificationCodeMessage } from '../outbox/deliver';

import { consumeCode, issueCode } from './codes';
import {
  assertPasswordPolicy,
  codeDeliveryDetails,
  emailTakenBy,
  findUserByLogin,
  readAttributeList,
  requireClient,
  SERVER_OWNED_ATTRIBUTES,
  setPassword,
  type UserPoolEnv,
  type UserPoolOperation,
} from './pool';
import { createPoolUser } from './pool-users';
import type { PoolUser } from './state';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What Cognito answers for an unknown Username in the flows that do not sign in. */
function unknownUsername(): AwsServiceError {
  return new AwsServiceError('UserNotFoundException', 'Username/client id combination not found.');
}

function requireUser(env: UserPoolEnv, username: string): PoolUser {
  const user = findUserByLogin(env.context, username);
  if (!user) throw unknownUsername();
  return user;
}

/** Sends a new code for `purpose` to the user's e-mail address and returns CodeDeliveryDetails. */
function sendEmailCode(env: UserPoolEnv, user: PoolUser, purpose: 'sign-up' | 'forgot-password') {
  const email = user.attributes.email;
  if (!email) {
    throw new AwsServiceError(
      'InvalidParameterException',
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  deliver(env.context, verificationCodeMessage('email', email, issueCode(env.context, user.sub, purpose)));
  return codeDeliveryDetails('email', email);
}

/**
 * Every organisation the cloud knows of: each user's custom:tenant and the tenant of every stored record
 * (skills, database users, licences, conversations…), so that a record left by a user who has since gone or
 * changed address still keeps its organisation's id taken.
 */
function existingOrganisations(state: EmulatorState): Set<string> {
  const tenants = new Set<string>();
  for (const user of state.identity.users) {
    const tenant = user.attributes['custom:tenant'];
    if (tenant) tenants.add(tenant);
  }
  // Every collection of every module.
  const collections = Object.values(state).flatMap((module: object) => Object.values(module) as unknown[]);
  for (const value of collections) {
    if (!Array.isArray(value)) continue;
    for (const record of value as unknown[]) {
      const tenant = (record as { tenant?: unknown } | null)?.tenant;
      if (typeof tenant === 'string' && tenant) tenants.add(tenant);
    }
  }
  return tenants;
}

/**
 * The id of the organisation a self sign-up creates (spec 1 §4): the e-mail address, lower-cased, prefixed
 * 'dev-' in the development API. An id that is already an organisation's (its founder changed address, say)
 * is never handed out again: the first free '#2', '#3'… suffix is, so the same state always gives the same id.
 */
export function newOrganisationTenant(context: EmulatorContext, email: string): string {
  const base = `${context.config.apiMode === 'development' ? 'dev-' : ''}${email.toLowerCase()}`;
  const taken = existingOrganisations(context.db.state);
  let tenant = base;
  for (let suffix = 2; taken.has(tenant); suffix += 1) tenant = `${base}#${suffix}`;
  return tenant;
}

/**
 * SignUp. The app client may write only the user's own profile attributes: the organisation, the role and the
 * first-sign-in flags are refused (NotAuthorizedException, as Cognito answers for an attribute outside the
 * client's write permissions) and set here instead, as a real pool's trigger sets them (docs/hosting.md): a new
 * organisation named after the e-mail, whose Administrator the new user is.
 */
const signUp: UserPoolOperation = async (input, env) => {
  const { context } = env;
  requireClient(context, requireString(input, 'ClientId'));
  const username = requireString(input, 'Username').trim();
  const password = requireString(input, 'Password');
  const attributes = readAttributeList(input, 'UserAttributes', SERVER_OWNED_ATTRIBUTES);
  // The pool signs in by e-mail: the username is the e-mail address.
  if (!EMAIL.test(username))
    throw new AwsServiceError('InvalidParameterException', 'Username should be an email.');
  const email = attributes.email ?? username;
  if (email.toLowerCase() !== username.toLowerCase()) {
    throw new AwsServiceError('InvalidParameterException', 'The email attribute must match the username.');
  }
  assertPasswordPolicy(password);
  if (emailTakenBy(context, email)) {
    throw new AwsServiceError('UsernameExistsException', 'An account with the given email already exists.');
  }
  const { email: _email, ...others } = attributes;
  const user = await createPoolUser(context.config, {
    email,
    password,
    status: 'UNCONFIRMED',
    attributes: others,
  });
  context.db.update('identity', (state) => {
    // Another sign-up may have taken the address while the verifier was computed.
    if (emailTakenBy(context, email)) {
      throw new AwsServiceError('UsernameExistsException', 'An account with the given email already exists.');
    }
    // Chosen in the same update that stores the user, so that two sign-ups never share an organisation.
    user.attributes = {
      ...user.attributes,
      'custom:tenant': newOrganisationTenant(context, email),
      'custom:role': 'Administrator',
      'custom:first_login': '1',
      'custom:create_skill': '1',
    };
    state.users.push(user);
  });
  return {
    UserConfirmed: false,
    UserSub: user.sub,
    CodeDeliveryDetails: sendEmailCode(env, user, 'sign-up'),
  };
};

const confirmSignUp: UserPoolOperation = (input, env) => {
  const { context } = env;
  requireClient(context, requireString(input, 'ClientId'));
  const user = requireUser(env, requireString(input, 'Username'));
  const code = requireString(input, 'ConfirmationCode');
  if (user.status !== 'UNCONFIRMED') {
    throw new AwsServiceError(
      'NotAuthorizedException',
      `User cannot be confirmed. Current status is ${user.status}`,
    );
  }
  consumeCode(context, user.sub, 'sign-up', code);
  context.db.update('identity', (state) => {
    const stored = state.users.find((candidate) => candidate.sub === user.sub);
    if (!stored) throw unknownUsername();
    stored.status = 'CONFIRMED';
    stored.attributes.email_verified = 'true';
    stored.updatedAt = context.clock.nowIso();
  });
  return {};
};

const resendConfirmationCode: UserPoolOperation = (input, env) => {
  requireClient(env.context, requireString(input, 'ClientId'));
  const user = requireUser(env, requireString(input, 'Username'));
  if (user.status !== 'UNCONFIRMED') {
    throw new AwsServiceError('InvalidParameterException', 'User is already confirmed.');
  }
  return { CodeDeliveryDetails: sendEmailCode(env, user, 'sign-up') };
};

const forgotPassword: UserPoolOperation = (input, env) => {
  requireClient(env.context, requireString(input, 'ClientId'));
  const user = requireUser(env, requireString(input, 'Username'));
  if (!user.enabled) throw new AwsServiceError('NotAuthorizedException', 'User is disabled.');
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    throw new AwsServiceError(
      'NotAuthorizedException',
      'User password cannot be reset in the current state.',
    );
  }
  if (user.status === 'UNCONFIRMED' && user.attributes.email_verified !== 'true') {
    throw new AwsServiceError(
      'InvalidParameterException',
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  return { CodeDeliveryDetails: sendEmailCode(env, user, 'forgot-password') };
};

const confirmForgotPassword: UserPoolOperation = async (input, env) => {
  const { context } = env;
  requireClient(context, requireString(input, 'ClientId'));
  const user = requireUser(env, requireString(input, 'Username'));
  const code = requireString(input, 'ConfirmationCode');
  const password = requireString(input, 'Password');
  // The policy first, so that a refused password does not use up the code.
  assertPasswordPolicy(password);
  if (!user.enabled) throw new AwsServiceError('NotAuthorizedException', 'User is disabled.');
  consumeCode(context, user.sub, 'forgot-password', code);
  await setPassword(context, user.sub, password, (stored) => {
    stored.status = 'CONFIRMED';
    // The code reached the address, which proves it.
    stored.attributes.email_verified = 'true';
  });
  return {};
};

export const signUpOperations: Record<string, UserPoolOperation> = {
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
};
