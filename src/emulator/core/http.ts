import { HttpResponse } from 'msw';

/**
 * CORS headers for the emulated services. Through the service worker they are not needed, but jsdom (and any
 * cross-origin client) sends a real preflight, and the Lex client reads `x-amz-lex-*` response headers.
 */
export function corsHeaders(request: Request): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': request.headers.get('origin') ?? '*',
    'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,PATCH,OPTIONS',
    'Access-Control-Allow-Headers': request.headers.get('access-control-request-headers') ?? '*',
    'Access-Control-Expose-Headers': '*',
    'Access-Control-Max-Age': '600',
  };
}

export function preflight(request: Request) {
  return new HttpResponse(null, { status: 204, headers: corsHeaders(request) });
}

/** A JSON response with CORS headers and an optional content type (AWS JSON protocols want their own). */
export function json(
  request: Request,
  body: unknown,
  init: { status?: number; contentType?: string; headers?: Record<string, string> } = {},
) {
  return new HttpResponse(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: {
      'Content-Type': init.contentType ?? 'application/json',
      ...corsHeaders(request),
      ...init.headers,
    },
  });
}

const MARKUP_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML or XML content and quoted attributes (the emulated services' pages and documents). */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (character) => MARKUP_ESCAPES[character] ?? character);
