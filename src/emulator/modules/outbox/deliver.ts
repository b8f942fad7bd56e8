/**
 * The demo outbox: everything the real cloud would e-mail or text (codes, temporary passwords) is delivered
 * here instead, so that a person in the demo, or a test, can read it (the demo panel lists it).
 */
import { newId } from '../../core/db';
import type { EmulatorContext } from '../../core/types';

import type { OutboxMessage } from './state';

export interface Delivery {
  channel: OutboxMessage['channel'];
  /** An e-mail address or an E.164 phone number. */
  to: string;
  subject: string;
  body: string;
  /** The code or temporary password inside the message, for people and tests to copy. */
  code?: string;
}

/** Delivers one message to the outbox and returns it as stored. */
export function deliver(context: Pick<EmulatorContext, 'db' | 'clock'>, delivery: Delivery): OutboxMessage {
  const message: OutboxMessage = {
    id: newId(),
    channel: delivery.channel,
    to: delivery.to,
    subject: delivery.subject,
    body: delivery.body,
    ...(delivery.code === undefined ? {} : { code: delivery.code }),
    createdAt: context.clock.nowIso(),
  };
  context.db.update('outbox', (state) => {
    state.messages.push(message);
  });
  return message;
}

/** Cognito's default verification message (sign-up, forgot password, attribute verification). */
export function verificationCodeMessage(channel: Delivery['channel'], to: string, code: string): Delivery {
  return {
    channel,
    to,
    subject: 'Your verification code',
    body: `Your verification code is ${code}.`,
    code,
  };
}

/** Cognito's default SMS for the SMS_MFA challenge. */
export function authenticationCodeMessage(to: string, code: string): Delivery {
  return {
    channel: 'sms',
    to,
    subject: 'Your authentication code',
    body: `Your authentication code is ${code}.`,
    code,
  };
}

/** Cognito's default invitation for a user an administrator created (FORCE_CHANGE_PASSWORD). */
export function temporaryPasswordMessage(to: string, username: string, password: string): Delivery {
  return {
    channel: 'email',
    to,
    subject: 'Your temporary password',
    body: `Your username is ${username} and temporary password is ${password}`,
    code: password,
  };
}

/**
 * The invitation an administrator's InviteUser (or ReinviteUser) sends: Cognito's temporary-password e-mail as
 * the portal customises it, naming the organisation and how to sign in.
 */
export function invitationMessage(input: {
  to: string;
  organisation: string;
  productName: string;
  password: string;
}): Delivery {
  const { to, organisation, productName, password } = input;
  return {
    channel: 'email',
    to,
    subject: 'Your temporary password',
    body:
      `You have been invited to join ${organisation || 'your organisation'} in ${productName}. ` +
      `Sign in with your e-mail address ${to} and the temporary password ${password}; ` +
      'you will then be asked to choose a new password.',
    code: password,
  };
}

/** The newest outbox message to an address or number, if any (tests and people look for the latest code). */
export function latestMessageTo(context: Pick<EmulatorContext, 'db'>, to: string): OutboxMessage | undefined {
  const wanted = to.toLowerCase();
  return context.db.state.outbox.messages.findLast((message) => message.to.toLowerCase() === wanted);
}
