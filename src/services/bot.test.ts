import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isCredentialError, packHeader, toDialogState, unpackHeader } from './bot';

describe('the bot service’s mapping', () => {
  it('maps Lex V2’s intent state and dialog action to the V1-shaped dialogState', () => {
    expect(toDialogState({ intent: { state: 'Failed' }, dialogAction: { type: 'Close' } })).toBe('Failed');
    expect(toDialogState({ intent: { state: 'Fulfilled' }, dialogAction: { type: 'Close' } })).toBe(
      'Fulfilled',
    );
    expect(toDialogState({ intent: { state: 'ReadyForFulfillment' } })).toBe('ReadyForFulfillment');
    expect(toDialogState({ intent: { state: 'InProgress' }, dialogAction: { type: 'ElicitSlot' } })).toBe(
      'ElicitSlot',
    );
    expect(toDialogState({ dialogAction: { type: 'ConfirmIntent' } })).toBe('ConfirmIntent');
    expect(toDialogState({ dialogAction: { type: 'ElicitIntent' } })).toBe('ElicitIntent');
    expect(toDialogState(undefined)).toBe('ElicitIntent');
  });

  it('packs and unpacks RecognizeUtterance headers (gzip + base64) losslessly (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string(), fc.string()), async (attributes) => {
        expect(await unpackHeader(await packHeader(attributes))).toEqual(attributes);
      }),
      { numRuns: 30 },
    );
    expect(await unpackHeader(undefined)).toBeUndefined();
  });
});

describe('credential errors (issue 10)', () => {
  it('are recognised by AWS’s error type, or by a 403’s words', () => {
    for (const code of [
      'ExpiredTokenException',
      'UnrecognizedClientException',
      'InvalidSignatureException',
    ]) {
      expect(isCredentialError({ code, status: 403, message: '' })).toBe(true);
    }
    expect(
      isCredentialError({
        code: 'AccessDeniedException',
        status: 403,
        message: 'The security token included in the request is invalid or has expired.',
      }),
    ).toBe(true);
  });

  it('exclude every other failure, which a new set of credentials would not cure', () => {
    expect(
      isCredentialError({ code: 'AccessDeniedException', status: 403, message: 'User is not authorized' }),
    ).toBe(false);
    expect(
      isCredentialError({ code: 'InternalServerException', status: 500, message: 'token expired' }),
    ).toBe(false);
    expect(isCredentialError({ code: 'NoCredentials', status: 0, message: 'No credentials' })).toBe(false);
  });
});
