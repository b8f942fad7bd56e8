/**
 * The CDN's viewer-request function (scripts/cloudfront-viewer-request.mjs), run as CloudFront runs it: a plain
 * script whose `handler` takes the viewer's request. `vite preview` runs the same file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const source = readFileSync(
  path.join(import.meta.dirname, '../scripts/cloudfront-viewer-request.mjs'),
  'utf8',
);
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the CDN's script, run unchanged
const handler = (new Function(`${source}\nreturn handler;`) as () => (event: unknown) => { uri: string })();

const uriFor = (
  uri: string,
  host = 'acme.portal.example',
  querystring: Record<string, { value: string }> = {},
) => handler({ request: { uri, querystring, headers: { host: { value: host } } } }).uri;

describe('the viewer-request function', () => {
  it.each([
    ['/sign-in', 'acme.portal.example', '/prerendered/acme/sign-in.html'],
    ['/sign-up', 'Acme.portal.example', '/prerendered/acme/sign-up.html'],
    ['/forgot-password', 'mkruzic.localhost:4173', '/prerendered/mkruzic/forgot-password.html'],
    ['/not-found', 'localhost:4173', '/prerendered/demo/not-found.html'],
    ['/sign-in', '127.0.0.1:4173', '/prerendered/demo/sign-in.html'],
    ['/dashboard', 'acme.portal.example', '/index.html'],
    ['/sign-in/extra', 'acme.portal.example', '/index.html'],
    ['/assets/index-abc.js', 'acme.portal.example', '/assets/index-abc.js'],
    ['/favicon.svg', 'acme.portal.example', '/favicon.svg'],
    ['/prerendered/other/sign-in.html', 'acme.portal.example', '/index.html'],
  ])('%s on %s → %s', (uri, host, expected) => {
    expect(uriFor(uri, host)).toBe(expected);
  });

  it('leaves a ?tenant= preview to the app', () => {
    expect(uriFor('/sign-in', 'localhost', { tenant: { value: 'northwind' } })).toBe('/index.html');
  });
});
