/**
 * The emulated Cognito user pool (`AWSCognitoIdentityProviderService`), faithful enough that aws-amplify v6
 * signs in against it unmodified. To add an operation, write it in an operation module (see pool.ts for the
 * shared helpers) and add it to `userPoolOperations`; an operation missing from the table is answered with
 * UnknownOperationException, so a gap shows up as a clear error rather than an unhandled request.
 */
import type { RequestHandler } from 'msw';

import { awsJsonService } from '../../core/protocol/aws-json';
import type { EmulatorContext } from '../../core/types';

import { accountOperations } from './account';
import { mfaOperations } from './mfa';
import { AuthSessionStore, type UserPoolOperation } from './pool';
import { signInOperations } from './sign-in';
import { signUpOperations } from './sign-up';

export const userPoolOperations: Readonly<Record<string, UserPoolOperation>> = {
  ...signInOperations,
  ...signUpOperations,
  ...accountOperations,
  ...mfaOperations,
};

export function cognitoUserPoolHandlers(context: EmulatorContext): RequestHandler[] {
  // Sign-in sessions live as long as these handlers: a fresh set of handlers starts with none.
  const sessions = new AuthSessionStore();
  return [
    awsJsonService({
      targetPrefix: 'AWSCognitoIdentityProviderService',
      operations: userPoolOperations,
      faults: context.faults,
      env: (request) => ({ context, sessions, request }),
    }),
  ];
}
