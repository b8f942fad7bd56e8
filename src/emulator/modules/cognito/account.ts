/**
 * Operations on the signed-in user's own account, authorised by an access token: GetUser, ChangePassword,
 * UpdateUserAttributes, GetUserAttributeVerificationCode and VerifyUserAttribute.
 */
import { AwsServiceError, requireString } from '../../core/protocol/aws-json';
import { deliver, verificationCodeMessage } from '../outbox/deliver';

import { consumeCode, discardCode, issueCode } from './codes';
import {
  assertPasswordPolicy,
  attributeList,
  codeDeliveryDetails,
  emailTakenBy,
  enabledMfa,
  incorrectPassword,
  poolName,
  readAttributeList,
  requireAccessToken,
  SERVER_OWNED_ATTRIBUTES,
  setPassword,
  userNotFound,
  type UserPoolEnv,
  type UserPoolOperation,
} from './pool';
import { verifyPassword } from './srp';
import type { PoolUser } from './state';

const getUser: UserPoolOperation = async (input, env) => {
  const { user } = await requireAccessToken(env.context, requireString(input, 'AccessToken'));
  const enabled = enabledMfa(user);
  return {
    Username: user.username,
    UserAttributes: attributeList(user),
    // Cognito leaves these out, rather than sending empty values, for a user without MFA (Amplify's
    // fetchMFAPreference maps them to `preferred` and `enabled`, undefined when absent).
    ...(enabled.includes('SMS_MFA')
      ? { MFAOptions: [{ DeliveryMedium: 'SMS', AttributeName: 'phone_number' }] }
      : {}),
    ...(user.mfa.preferred === 'NOMFA' ? {} : { PreferredMfaSetting: user.mfa.preferred }),
    ...(enabled.length === 0 ? {} : { UserMFASettingList: enabled }),
  };
};

const changePassword: UserPoolOperation = async (input, env) => {
  const { context } = env;
  const { user } = await requireAccessToken(context, requireString(input, 'AccessToken'));
  const previous = requireString(input, 'PreviousPassword');
  const proposed = requireString(input, 'ProposedPassword');
  if (!(await verifyPassword(user, poolName(context), previous))) throw incorrectPassword();
  assertPasswordPolicy(proposed);
  await setPassword(context, user.sub, proposed);
  return {};
};

type VerifiableAttribute = 'email' | 'phone_number';

function verifiable(name: string): VerifiableAttribute {
  if (name === 'email' || name === 'phone_number') return name;
  throw new AwsServiceError('InvalidParameterException', `Attribute ${name} cannot be verified.`);
}

/** Sends a verification code for an attribute: e-mail to the address, a text message to the phone. */
function sendAttributeCode(env: UserPoolEnv, user: PoolUser, attribute: VerifiableAttribute) {
  const destination = user.attributes[attribute];
  if (!destination?.trim()) {
    throw new AwsServiceError('InvalidParameterException', `User has no ${attribute} to verify.`);
  }
  const code = issueCode(env.context, user.sub, `attribute:${attribute}`);
  deliver(env.context, verificationCodeMessage(attribute === 'email' ? 'email' : 'sms', destination, code));
  return codeDeliveryDetails(attribute, destination);
}

const updateUserAttributes: UserPoolOperation = async (input, env) => {
  const { context } = env;
  const { user } = await requireAccessToken(context, requireString(input, 'AccessToken'));
  const attributes = readAttributeList(input, 'UserAttributes', SERVER_OWNED_ATTRIBUTES);
  if (Object.keys(attributes).length === 0) {
    throw new AwsServiceError('InvalidParameterException', 'UserAttributes must not be empty.');
  }
  const emailChanged = attributes.email !== undefined && attributes.email !== user.attributes.email;
  const phoneChanged =
    attributes.phone_number !== undefined && attributes.phone_number !== user.attributes.phone_number;
  if (emailChanged && attributes.email && emailTakenBy(context, attributes.email, user.sub)) {
    throw new AwsServiceError('AliasExistsException', 'An account with the given email already exists.');
  }
  const updated = context.db.update('identity', (state) => {
    const stored = state.users.find((candidate) => candidate.sub === user.sub);
    if (!stored) throw userNotFound();
    Object.assign(stored.attributes, attributes);
    // A changed address or number is unproven until its code comes back (VerifyUserAttribute).
    if (emailChanged) stored.attributes.email_verified = 'false';
    if (phoneChanged) stored.attributes.phone_number_verified = 'false';
    stored.updatedAt = context.clock.nowIso();
    return stored;
  });
  // A code sent for the old address or number must not prove the new one.
  if (emailChanged) discardCode(context, user.sub, 'attribute:email');
  if (phoneChanged) discardCode(context, user.sub, 'attribute:phone_number');
  // Like a pool that verifies e-mail addresses automatically: a new address gets a code at once. A new phone
  // number gets one only when asked for (GetUserAttributeVerificationCode).
  return { CodeDeliveryDetailsList: emailChanged ? [sendAttributeCode(env, updated, 'email')] : [] };
};

const getUserAttributeVerificationCode: UserPoolOperation = async (input, env) => {
  const { user } = await requireAccessToken(env.context, requireString(input, 'AccessToken'));
  const attribute = verifiable(requireString(input, 'AttributeName'));
  return { CodeDeliveryDetails: sendAttributeCode(env, user, attribute) };
};

const verifyUserAttribute: UserPoolOperation = async (input, env) => {
  const { context } = env;
  const { user } = await requireAccessToken(context, requireString(input, 'AccessToken'));
  const attribute = verifiable(requireString(input, 'AttributeName'));
  consumeCode(context, user.sub, `attribute:${attribute}`, requireString(input, 'Code'));
  context.db.update('identity', (state) => {
    const stored = state.users.find((candidate) => candidate.sub === user.sub);
    if (!stored) throw userNotFound();
    stored.attributes[`${attribute}_verified`] = 'true';
    stored.updatedAt = context.clock.nowIso();
  });
  return {};
};

/** Removes attributes the user set (an emptied phone number); e-mail and server-owned ones stay. */
const deleteUserAttributes: UserPoolOperation = async (input, env) => {
  const { context } = env;
  const { user } = await requireAccessToken(context, requireString(input, 'AccessToken'));
  const raw: unknown = input.UserAttributeNames;
  const names = Array.isArray(raw) ? raw.filter((name): name is string => typeof name === 'string') : [];
  if (names.length === 0 || names.length !== (raw as unknown[]).length) {
    throw new AwsServiceError('InvalidParameterException', 'UserAttributeNames must be a non-empty list.');
  }
  for (const name of names) {
    if (name === 'email' || name === 'sub' || SERVER_OWNED_ATTRIBUTES.has(name)) {
      throw new AwsServiceError('InvalidParameterException', `Cannot delete attribute ${name}.`);
    }
  }
  const removed = new Set(names.includes('phone_number') ? [...names, 'phone_number_verified'] : names);
  context.db.update('identity', (state) => {
    const stored = state.users.find((candidate) => candidate.sub === user.sub);
    if (!stored) throw userNotFound();
    stored.attributes = Object.fromEntries(
      Object.entries(stored.attributes).filter(([name]) => !removed.has(name)),
    );
    stored.updatedAt = context.clock.nowIso();
  });
  if (removed.has('phone_number')) discardCode(context, user.sub, 'attribute:phone_number');
  return {};
};

export const accountOperations: Record<string, UserPoolOperation> = {
  DeleteUserAttributes: deleteUserAttributes,
  GetUser: getUser,
  ChangePassword: changePassword,
  UpdateUserAttributes: updateUserAttributes,
  GetUserAttributeVerificationCode: getUserAttributeVerificationCode,
  VerifyUserAttribute: verifyUserAttribute,
};
