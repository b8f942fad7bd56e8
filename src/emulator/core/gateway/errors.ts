/**
 * The gateway's errors: a status and a message, answered as `{ code, message }` with that status, and `field`
 * when the refusal is about one field of the request (the portal shows the message under that field).
 */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new GatewayError(400, message);
/** A 400 about one field of the request, named as the request names it (`host`, `BaseUrl`, …). */
export const fieldRefused = (field: string, message: string) => new GatewayError(400, message, field);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new GatewayError(403, message);
export const notFound = (message: string) => new GatewayError(404, message);
