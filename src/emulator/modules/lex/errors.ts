/**
 * Errors of the emulated Lex V2 runtime, as AWS REST-JSON errors: the HTTP status, the error type in
 * `x-amzn-errortype`, and `{"message": …}` in the body. The SDK turns them into exceptions whose `name` is the
 * type and `message` the message.
 *
 * The messages are the ones the portal keys on (spec 1 §8, spec 3 §8): 'There is no alias named demo for the
 * bot named …', 'Bot … does not exist', 'Bot … has status BUILDING', 'RequestTimeoutException'.
 */
import { HttpResponse } from 'msw';

import { newId } from '../../core/db';
import type { Fault } from '../../core/faults';

import { LEX_EXPOSED_HEADERS, lexCorsHeaders } from './cors';

export class LexError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = type;
  }
}

/** The AWS error type the runtime answers with for an HTTP status. */
export function errorTypeFor(status: number): string {
  switch (status) {
    case 400:
      return 'ValidationException';
    case 403:
      return 'AccessDeniedException';
    case 404:
      return 'ResourceNotFoundException';
    case 408:
      return 'RequestTimeoutException';
    case 409:
      return 'ConflictException';
    case 429:
      return 'ThrottlingException';
    case 502:
      return 'BadGatewayException';
    case 424:
      return 'DependencyFailedException';
    default:
      // Lex V2's own name for its 500 (Lex V1 called it InternalFailureException).
      return status >= 500 ? 'InternalServerException' : 'ValidationException';
  }
}

/** The longest audio the runtime accepts, in seconds (spec 1 §9: "bot limit 15 s"). */
export const MAX_AUDIO_SECONDS = 15;

export const lexMessages = {
  botMissing: (bot: string) => `Bot ${bot} does not exist`,
  noAlias: (alias: string, bot: string) => `There is no alias named ${alias} for the bot named ${bot}`,
  building: (bot: string) => `Bot ${bot} has status BUILDING`,
  audioTooLong: () =>
    `RequestTimeoutException: the audio is longer than ${MAX_AUDIO_SECONDS} seconds, the most a request may hold`,
  accessDenied: () => 'The security token included in the request is invalid or has expired.',
  /** AWS's own words for an ExpiredTokenException (temporary credentials past their expiration). */
  expiredToken: () => 'The security token included in the request is expired',
  /** AWS's own words for an UnrecognizedClientException (an access key AWS does not know). */
  invalidToken: () => 'The security token included in the request is invalid.',
  internal: () => 'The bot runtime failed to process the request.',
} as const;

/**
 * The error an injected fault produces. A fault's message may name the request's bot and alias with `{bot}` and
 * `{alias}`; without a message the status's usual message is used (404 → 'Bot … does not exist', 409 → 'has
 * status BUILDING', 408 → the 15-second limit). Its `errorType`, if any, replaces the status's usual type.
 */
export function faultError(fault: Fault, request: { bot: string; alias: string }): LexError {
  const fallback =
    fault.status === 404
      ? lexMessages.botMissing(request.bot)
      : fault.status === 409
        ? lexMessages.building(request.bot)
        : fault.status === 408
          ? lexMessages.audioTooLong()
          : fault.status === 403
            ? lexMessages.accessDenied()
            : fault.status === 400
              ? 'Invalid request.'
              : lexMessages.internal();
  const message = (fault.message ?? fallback)
    .replaceAll('{bot}', request.bot)
    .replaceAll('{alias}', request.alias);
  return new LexError(fault.status, fault.errorType ?? errorTypeFor(fault.status), message);
}

export function lexErrorResponse(request: Request, error: LexError) {
  return new HttpResponse(JSON.stringify({ message: error.message }), {
    status: error.status,
    headers: {
      'Content-Type': 'application/json',
      'x-amzn-errortype': error.type,
      'x-amzn-requestid': newId(),
      ...lexCorsHeaders(request),
      'Access-Control-Expose-Headers': [...LEX_EXPOSED_HEADERS, 'x-amzn-errortype'].join(', '),
    },
  });
}
