/**
 * The AWS JSON 1.1 protocol that both Cognito services speak: `POST` to any path, the operation in the
 * `X-Amz-Target` header, a JSON body both ways, and errors as HTTP 400 with `x-amzn-errortype` and
 * `{"__type", "message"}`. Services are a table of operations, so adding one is adding an entry.
 */
import { http, type RequestHandler } from 'msw';

import { newId } from '../db';
import type { Fault, FaultRegistry } from '../faults';
import { json } from '../http';

export type JsonObject = Record<string, unknown>;

/** An error the service answers with; `code` becomes `error.name` in Amplify and the AWS SDKs. */
export class AwsServiceError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = code;
  }
}

/** One operation: its JSON input in, its JSON output out; throw `AwsServiceError` to answer an error. */
export type AwsJsonOperation<Env> = (input: JsonObject, env: Env) => Promise<JsonObject> | JsonObject;

const CONTENT_TYPE = 'application/x-amz-json-1.1';

function respond(request: Request, body: unknown, status = 200, headers: Record<string, string> = {}) {
  return json(request, body, {
    status,
    contentType: CONTENT_TYPE,
    headers: { 'x-amzn-requestid': newId(), ...headers },
  });
}

export function errorResponse(request: Request, error: AwsServiceError) {
  return respond(request, { __type: error.code, message: error.message }, error.status, {
    'x-amzn-errortype': error.code,
  });
}

/**
 * One msw handler for a whole service, matched by the `X-Amz-Target` prefix on any host (the SDKs call
 * `https://<service>.<region>.amazonaws.com/`, or a configured endpoint).
 */
export function awsJsonService<Env>(options: {
  /** e.g. `AWSCognitoIdentityProviderService` */
  targetPrefix: string;
  operations: Readonly<Record<string, AwsJsonOperation<Env>>>;
  env: (request: Request) => Env;
  /** Faults injected by people or tests, matched by operation name (`InitiateAuth`). */
  faults?: FaultRegistry;
}): RequestHandler {
  const prefix = `${options.targetPrefix}.`;
  return http.post(
    ({ request }) => request.headers.get('x-amz-target')?.startsWith(prefix) ?? false,
    async ({ request }) => {
      const operationName = (request.headers.get('x-amz-target') ?? '').slice(prefix.length);
      const operation = Object.hasOwn(options.operations, operationName)
        ? options.operations[operationName]
        : undefined;
      if (!operation) {
        return errorResponse(
          request,
          new AwsServiceError(
            'UnknownOperationException',
            `The emulator does not implement ${operationName}.`,
          ),
        );
      }
      const fault = options.faults?.take(operationName);
      if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault && fault.status !== 0) return errorResponse(request, faultError(operationName, fault));
      let input: unknown;
      try {
        const text = await request.text();
        input = text === '' ? {} : JSON.parse(text);
      } catch {
        return errorResponse(request, new AwsServiceError('SerializationException', 'Malformed JSON body.'));
      }
      if (typeof input !== 'object' || input === null || Array.isArray(input)) {
        return errorResponse(
          request,
          new AwsServiceError('SerializationException', 'Expected a JSON object.'),
        );
      }
      try {
        return respond(request, await operation(input as JsonObject, options.env(request)));
      } catch (error) {
        if (error instanceof AwsServiceError) return errorResponse(request, error);
        // A bug in the emulator: answer like the service's own internal error so the client fails visibly.
        return errorResponse(
          request,
          new AwsServiceError(
            'InternalErrorException',
            error instanceof Error ? `Emulator error: ${error.message}` : 'Emulator error.',
            500,
          ),
        );
      }
    },
  );
}

/** The AWS error code that best matches an injected fault's HTTP status. */
function faultError(operationName: string, fault: Fault): AwsServiceError {
  const code =
    fault.status === 429
      ? 'TooManyRequestsException'
      : fault.status === 401 || fault.status === 403
        ? 'NotAuthorizedException'
        : fault.status >= 500
          ? 'InternalErrorException'
          : 'InvalidParameterException';
  return new AwsServiceError(code, fault.message ?? `Injected fault in ${operationName}.`, fault.status);
}

/** A required string parameter, with the service's validation error when it is missing. */
export function requireString(input: JsonObject, name: string): string {
  const value = input[name];
  if (typeof value !== 'string' || value === '') {
    throw new AwsServiceError(
      'InvalidParameterException',
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
