import { corsHeaders } from '../../core/http';

/**
 * The response headers a browser client must be allowed to read. `Access-Control-Expose-Headers: *` is not
 * honoured for credentialed requests, so the Lex runtime names its headers (as the real service does).
 */
export const LEX_EXPOSED_HEADERS = [
  'x-amz-lex-messages',
  'x-amz-lex-interpretations',
  'x-amz-lex-session-state',
  'x-amz-lex-request-attributes',
  'x-amz-lex-input-transcript',
  'x-amz-lex-input-mode',
  'x-amz-lex-session-id',
  'x-amzn-requestid',
  'Content-Type',
] as const;

export function lexCorsHeaders(request: Request): Record<string, string> {
  return { ...corsHeaders(request), 'Access-Control-Expose-Headers': LEX_EXPOSED_HEADERS.join(', ') };
}
