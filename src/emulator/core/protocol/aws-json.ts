/**
 * The AWS JSON protocols, 1.0 (SQS, …) and 1.1 (both Cognito services): `POST` to any path, the operation in
 * the `X-Amz-Target` header (`<prefix>.<Operation>`), a JSON body both ways with the content type
 * `application/x-amz-json-1.0` or `-1.1`, and errors as an HTTP 4xx/5xx with `x-amzn-errortype` and
 * `{"__type", "message"}`. A service is a table of operations, so adding one is adding an entry.
 */
import { http, type RequestHandler } from 'msw';

import { newId } from '../db';
import type { FaultRegistry } from '../faults';
import { json } from '../http';

import { applyFault, type FaultProtocol } from './fault';

export type JsonObject = Record<string, unknown>;

export type AwsJsonVersion = '1.0' | '1.1';

/** An error the service answers with; `code` becomes `error.name` in Amplify and the AWS SDKs. */
export class AwsServiceError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    /** Extra response headers (SQS's `x-amzn-query-error`, for instance). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = code;
  }
}

/** One operation: its JSON input in, its JSON output out; throw `AwsServiceError` to answer an error. */
export type AwsJsonOperation<Env> = (
  input: JsonObject,
  env: Env,
  request: Request,
) => Promise<JsonObject> | JsonObject;

export const awsJsonContentType = (version: AwsJsonVersion) => `application/x-amz-json-${version}`;

function respond(
  request: Request,
  version: AwsJsonVersion,
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
) {
  return json(request, body, {
    status,
    contentType: awsJsonContentType(version),
    headers: { 'x-amzn-requestid': newId(), ...headers },
  });
}

/** The protocol's error answer: `x-amzn-errortype` and `{__type, message}`. */
export function errorResponse(request: Request, error: AwsServiceError, version: AwsJsonVersion = '1.1') {
  return respond(request, version, { __type: error.code, message: error.message }, error.status, {
    'x-amzn-errortype': error.code,
    ...error.headers,
  });
}

/** The AWS error code of Cognito's services for an injected fault's HTTP status. */
export function cognitoFaultCode(status: number): string {
  return status === 429
    ? 'TooManyRequestsException'
    : status === 401 || status === 403
      ? 'NotAuthorizedException'
      : status >= 500
        ? 'InternalErrorException'
        : 'InvalidParameterException';
}

/**
 * How an AWS JSON service answers an injected fault: the fault's `errorType` if it names one, else the
 * service's code for the status, and the fault's message or a plain one.
 */
export function awsJsonFault(
  version: AwsJsonVersion,
  codeFor: (status: number) => string = cognitoFaultCode,
): FaultProtocol {
  return (fault, request, operation) =>
    errorResponse(
      request,
      new AwsServiceError(
        fault.errorType ?? codeFor(fault.status),
        fault.message ?? `Injected fault in ${operation}.`,
        fault.status,
      ),
      version,
    );
}

/**
 * One msw handler for a whole service, matched by the `X-Amz-Target` prefix on any host (the SDKs call
 * `https://<service>.<region>.amazonaws.com/`, or a configured endpoint).
 */
export function awsJsonService<Env>(options: {
  /** e.g. `AWSCognitoIdentityProviderService`, `AmazonSQS` */
  targetPrefix: string;
  /** 1.1 unless given. */
  version?: AwsJsonVersion;
  operations: Readonly<Record<string, AwsJsonOperation<Env>>>;
  env: (request: Request) => Env;
  /** Faults injected by people or tests, matched by operation name (`InitiateAuth`). */
  faults?: FaultRegistry;
  /** The service's error code for an injected fault's status (Cognito's by default). */
  faultCode?: (status: number) => string;
  /** The service's error code for an emulator bug (500). */
  internalErrorCode?: string;
}): RequestHandler {
  const prefix = `${options.targetPrefix}.`;
  const version = options.version ?? '1.1';
  const faultProtocol = awsJsonFault(version, options.faultCode);
  const fail = (request: Request, error: AwsServiceError) => errorResponse(request, error, version);
  return http.post(
    ({ request }) => request.headers.get('x-amz-target')?.startsWith(prefix) ?? false,
    async ({ request }) => {
      const operationName = (request.headers.get('x-amz-target') ?? '').slice(prefix.length);
      const operation = Object.hasOwn(options.operations, operationName)
        ? options.operations[operationName]
        : undefined;
      if (!operation) {
        return fail(
          request,
          new AwsServiceError(
            'UnknownOperationException',
            `The emulator does not implement ${operationName}.`,
          ),
        );
      }
      if (options.faults) {
        const injected = await applyFault({ faults: options.faults }, operationName, request, faultProtocol);
        if (injected) return injected;
      }
      let input: unknown;
      try {
        const text = await request.text();
        input = text === '' ? {} : JSON.parse(text);
      } catch {
        return fail(request, new AwsServiceError('SerializationException', 'Malformed JSON body.'));
      }
      if (typeof input !== 'object' || input === null || Array.isArray(input)) {
        return fail(request, new AwsServiceError('SerializationException', 'Expected a JSON object.'));
      }
      try {
        return respond(request, version, await operation(input as JsonObject, options.env(request), request));
      } catch (error) {
        if (error instanceof AwsServiceError) return fail(request, error);
        // A bug in the emulator: answer like the service's own internal error so the client fails visibly.
        return fail(
          request,
          new AwsServiceError(
            options.internalErrorCode ?? 'InternalErrorException',
            error instanceof Error ? `Emulator error: ${error.message}` : 'Emulator error.',
            500,
          ),
        );
      }
    },
  );
}

/** A required string parameter, with the service's validation error when it is missing. */
export function requireString(input: JsonObject, name: string, code = 'InvalidParameterException'): string {
  const value = input[name];
  if (typeof value !== 'string' || value === '') {
    throw new AwsServiceError(
      code,
      `1 validation error detected: Value null at '${name.charAt(0).toLowerCase()}${name.slice(1)}' failed to satisfy constraint: Member must not be null`,
    );
  }
  return value;
}

export function optionalString(input: JsonObject, name: string): string | undefined {
  const value = input[name];
  return typeof value === 'string' ? value : undefined;
}

/** A string-to-string map parameter such as AuthParameters or ChallengeResponses ({} when absent). */
export function stringMap(input: JsonObject, name: string): Record<string, string> {
  const value = input[name];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AwsServiceError('SerializationException', `${name} must be a map of strings.`);
  }
  const result: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (typeof entry === 'string') result[key] = entry;
  }
  return result;
}
