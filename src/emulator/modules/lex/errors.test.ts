import { describe, expect, it } from 'vitest';

import { faultError, lexMessages } from './errors';

describe('an injected fault’s error', () => {
  const request = { bot: 'DemoAssistant', alias: 'demo' };

  it('takes the AWS error type its status usually has', () => {
    expect(faultError({ operation: 'RecognizeText', status: 403 }, request)).toMatchObject({
      status: 403,
      type: 'AccessDeniedException',
    });
  });

  it('can name the real error type, as AWS answers expired or unknown credentials', () => {
    const expired = faultError(
      {
        operation: 'RecognizeText',
        status: 403,
        errorType: 'ExpiredTokenException',
        message: lexMessages.expiredToken(),
      },
      request,
    );
    expect(expired).toMatchObject({
      status: 403,
      type: 'ExpiredTokenException',
      message: 'The security token included in the request is expired',
    });
  });
});
