/**
 * The one error shape every service turns its failures into (docs/design.md §3): sagas and components never
 * look at axios, Amplify or AWS SDK errors directly.
 */
export interface ServiceError {
  /** A machine-readable code: a Cognito exception name, `HTTP_500`, `NETWORK`, … */
  code: string;
  /** The HTTP status, or 0 when the request never got an answer. */
  status: number;
  message: string;
  /** The request field a refusal (400) is about, when the server names it: the form shows it under that field. */
  field?: string;
}

export class ServiceFailure extends Error implements ServiceError {
  readonly code: string;
  readonly status: number;
  readonly field?: string;
  constructor({ code, status, message, field }: ServiceError) {
    super(message);
    this.name = code;
    this.code = code;
    this.status = status;
    if (field !== undefined) this.field = field;
  }
}

const withField = (error: ServiceError, field: string | undefined): ServiceError =>
  field === undefined ? error : { ...error, field };

const stringProperty = (value: unknown, key: string): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const property = (value as Record<string, unknown>)[key];
  return typeof property === 'string' ? property : undefined;
};

interface HttpErrorLike {
  isAxiosError: true;
  message: string;
  response?: { status: number; data: unknown };
}

/** Recognised by shape, so that this module does not pull axios into the first page load. */
const isAxiosError = (error: unknown): error is HttpErrorLike =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

export function toServiceError(error: unknown): ServiceError {
  if (error instanceof ServiceFailure)
    return withField({ code: error.code, status: error.status, message: error.message }, error.field);
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    const body: unknown = error.response?.data;
    const message = stringProperty(body, 'message') ?? error.message;
    return withField(
      { code: status ? `HTTP_${status}` : 'NETWORK', status, message },
      stringProperty(body, 'field'),
    );
  }
  if (error instanceof Error) {
    // Amplify and the AWS SDK name their errors after the service's exception (NotAuthorizedException, …).
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0;
    return { code: error.name || 'Error', status, message: error.message };
  }
  return { code: 'UNKNOWN', status: 0, message: String(error) };
}
