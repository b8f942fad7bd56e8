/**
 * The REST gateway's reply shape: JSON with CORS headers; an error is `{code, message}` with the same HTTP status
 * (the portal reads `code` from the body), and `field` when it is about one field of the request.
 */
import { json } from '../http';

import type { FaultProtocol } from './fault';

export function gatewayErrorResponse(request: Request, status: number, message: string, field?: string) {
  return json(request, { code: status, message, ...(field ? { field } : {}) }, { status });
}

/** The gateway's answer to an injected fault. */
export const gatewayFault: FaultProtocol = (fault, request) =>
  gatewayErrorResponse(request, fault.status, fault.message ?? 'Internal server error', fault.field);
