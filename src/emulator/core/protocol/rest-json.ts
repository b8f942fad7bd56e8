/**
 * AWS REST-JSON errors (Lex V2 runtime, Polly): the HTTP status, the error type in `x-amzn-errortype`, and
 * `{"message": …}` in the body. The SDKs turn them into exceptions whose `name` is the type.
 */
import { HttpResponse } from 'msw';

import { newId } from '../db';
import { corsHeaders } from '../http';

import type { FaultProtocol } from './fault';

export class RestJsonError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = type;
  }
}

export function restJsonErrorResponse(request: Request, error: RestJsonError) {
  return new HttpResponse(JSON.stringify({ message: error.message }), {
    status: error.status,
    headers: {
      ...corsHeaders(request),
      'Content-Type': 'application/json',
      'x-amzn-errortype': error.type,
      'x-amzn-requestid': newId(),
    },
  });
}

/** How a REST-JSON service answers an injected fault: its `errorType`, else the service's type for the status. */
export function restJsonFault(typeFor: (status: number) => string): FaultProtocol {
  return (fault, request, operation) =>
    restJsonErrorResponse(
      request,
      new RestJsonError(
        fault.status,
        fault.errorType ?? typeFor(fault.status),
        fault.message ?? `Injected fault in ${operation}.`,
      ),
    );
}
