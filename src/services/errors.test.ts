import { AxiosError, AxiosHeaders } from 'axios';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ServiceFailure, toServiceError } from './errors';

const axiosError = (status: number | null, data?: unknown) => {
  const config = { headers: new AxiosHeaders() };
  const response = status === null ? undefined : { status, statusText: '', data, headers: {}, config };
  return new AxiosError(
    `Request failed with status code ${status ?? '?'}`,
    'ERR_BAD_RESPONSE',
    config,
    {},
    response,
  );
};

describe('toServiceError', () => {
  it('reads an HTTP error: its status, HTTP_<status> and the message of the body', () => {
    expect(
      toServiceError(axiosError(500, { code: 500, message: 'Internal error while loading users' })),
    ).toEqual({
      code: 'HTTP_500',
      status: 500,
      message: 'Internal error while loading users',
    });
    expect(toServiceError(axiosError(403, 'Forbidden'))).toEqual({
      code: 'HTTP_403',
      status: 403,
      message: 'Request failed with status code 403',
    });
  });

  it('calls an HTTP error without an answer a network error', () => {
    expect(toServiceError(axiosError(null))).toEqual({
      code: 'NETWORK',
      status: 0,
      message: 'Request failed with status code ?',
    });
  });

  it('recognises an axios-like error by its shape', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }),
        fc.string(),
        fc.string(),
        (status, message, fallback) => {
          const like = { isAxiosError: true, message: fallback, response: { status, data: { message } } };
          expect(toServiceError(like)).toEqual({ code: `HTTP_${status}`, status, message });
        },
      ),
    );
  });

  it('keeps the name of an Amplify or AWS SDK error as its code, with the HTTP status when known', () => {
    const cognito = Object.assign(new Error('Incorrect username or password.'), {
      name: 'NotAuthorizedException',
      $metadata: { httpStatusCode: 400 },
    });
    expect(toServiceError(cognito)).toEqual({
      code: 'NotAuthorizedException',
      status: 400,
      message: 'Incorrect username or password.',
    });
    const amplify = Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' });
    expect(toServiceError(amplify)).toEqual({
      code: 'UserNotFoundException',
      status: 0,
      message: 'User does not exist.',
    });
    expect(toServiceError(new TypeError('boom'))).toEqual({ code: 'TypeError', status: 0, message: 'boom' });
  });

  it('passes a ServiceFailure through unchanged', () => {
    const failure = new ServiceFailure({ code: 'HTTP_401', status: 401, message: 'Session over' });
    expect(failure).toBeInstanceOf(Error);
    expect(failure.name).toBe('HTTP_401');
    expect(toServiceError(failure)).toEqual({ code: 'HTTP_401', status: 401, message: 'Session over' });
  });

  it('turns anything else into UNKNOWN with its text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined)),
        (value) => {
          expect(toServiceError(value)).toEqual({ code: 'UNKNOWN', status: 0, message: String(value) });
        },
      ),
    );
    expect(toServiceError({ message: 'plain object' })).toMatchObject({ code: 'UNKNOWN', status: 0 });
  });
});
