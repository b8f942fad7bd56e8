/** The gateway's errors: a status and a message, answered as `{ code, message }` with that status. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new GatewayError(400, message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new GatewayError(403, message);
export const notFound = (message: string) => new GatewayError(404, message);
