/**
 * Sign-up and password recovery of the emulated user pool: SignUp, ConfirmSignUp, ResendConfirmationCode,
 * ForgotPassword and ConfirmForgotPassword. Every code goes to the demo outbox as the e-mail Cognito would send.
 */
import { nowIso } from '../db';
import { deliver, verificationCodeMessage } from '../outbox';
import { createPoolUser } from '../seed';
import type { PoolUser } from '../types';

import { AwsServiceError, requireString } from './aws-json';
import { consumeCode, issueCode } from './codes';
import {
  assertPasswordPolicy,
  codeDeliveryDetails,
  emailTakenBy,
  findUserByLogin,
  readAttributeList,
  requireClient,
  setPassword,
  type UserPoolEnv,
  type UserPoolOperation,
} from './pool';

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

const signUp: UserPoolOperation = async (input, env) => {
  const { context } = env;
  requireClient(context, requireString(input, 'ClientId'));
  const username = requireString(input, 'Username').trim();
  const password = requireString(input, 'Password');
  const attributes = readAttributeList(input, 'UserAttributes');
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
  context.db.update((state) => {
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
  context.db.update((state) => {
    const stored = state.users.find((candidate) => candidate.sub === user.sub);
    if (!stored) throw unknownUsername();
    stored.status = 'CONFIRMED';
    stored.attributes.email_verified = 'true';
    stored.updatedAt = nowIso();
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
