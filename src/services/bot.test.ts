import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { packHeader, toDialogState, unpackHeader } from './bot';

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
