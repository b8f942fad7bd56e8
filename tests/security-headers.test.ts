import { describe, expect, it } from 'vitest';

import {
  CLOUDFRONT_CSP_MAX_LENGTH,
  cloudFrontResponseHeadersPolicy,
  contentSecurityPolicy,
  readTenants,
  securityHeadersForHost,
  securityHeadersForRequest,
  type TenantEntry,
  tenantsServedBy,
} from '../scripts/security-headers.mjs';

const tenants = readTenants();
const csp = (host: string) => securityHeadersForHost(host, tenants)['Content-Security-Policy'] ?? '';

describe('the security headers (scripts/security-headers.mjs)', () => {
  it('a real tenant may call its own cloud and nobody else’s', () => {
    const northwind = csp('northwind.assistant-portal.example');
    expect(northwind).toContain('https://cognito-idp.eu-west-1.amazonaws.com');
    expect(northwind).toContain('https://api.northwind.assistant-portal.example ');
    expect(northwind).toContain(
      'https://s3.eu-west-1.amazonaws.com/northwind-assistant-portal-profile-pictures/',
    );
    expect(northwind).not.toContain('mkruzic');
    expect(northwind).not.toContain('us-east-1');
    // Never a wildcard where data goes: it would let a page send it to any bucket or API of the region. The one
    // wildcard is Stripe's own sub-domains of js.stripe.com, where its Elements' script and frames come from.
    expect(northwind.replaceAll('https://*.js.stripe.com', '')).not.toContain('*');
    expect(northwind).not.toMatch(/(connect|img)-src [^;]*\*/);
  });

  it('the demo, which previews every tenant against the emulator, allows every tenant’s hosts', () => {
    const demo = csp('localhost:4173');
    for (const host of ['api.demo.', 'api.mkruzic.', 'api.northwind.', 'cognito-idp.us-west-2']) {
      expect(demo).toContain(host);
    }
    expect(csp('127.0.0.1')).toBe(demo);
  });

  it('the FAQ’s speech, queue and import bucket are the page’s own tenant’s only, and players only from the list', () => {
    const northwind = csp('northwind.assistant-portal.example');
    expect(northwind).toContain('https://polly.eu-west-1.amazonaws.com');
    expect(northwind).toContain('https://sqs.eu-west-1.amazonaws.com');
    expect(northwind).toContain('https://s3.eu-west-1.amazonaws.com/northwind-assistant-portal-uploads/');
    expect(northwind).toContain("media-src 'self' blob:");
    expect(northwind).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com ",
    );
    const demo = csp('localhost:4173');
    expect(demo).toContain('https://s3.us-east-1.amazonaws.com/demo-assistant-portal-uploads/');
    // A previewed tenant's import bucket is not (the policy must fit CloudFront).
    expect(demo).not.toContain('northwind-assistant-portal-uploads');
  });

  it('payments: Stripe.js, its Elements and challenge frames for a tenant with a key, the emulated card network for the demo', () => {
    const northwind = csp('northwind.assistant-portal.example');
    // What Stripe Elements need (Stripe's integration security guide): the script, its frames, its API.
    expect(northwind).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(northwind).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    expect(northwind).toMatch(
      /frame-src [^;]*https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com https:\/\/hooks\.stripe\.com/,
    );
    const demo = csp('localhost:4173');
    expect(demo).toContain("script-src 'self';");
    expect(demo).toContain('https://api.stripe.com');
    expect(demo).not.toContain('hooks.stripe.com');
    // The emulated bank's challenge page, framed from the demo's own origin.
    expect(demo).toMatch(/frame-src [^;]*'self'/);
    // A tenant that takes no card payments calls no card network.
    const entry = tenants.get('northwind') as TenantEntry;
    expect(contentSecurityPolicy([{ ...entry, paymentsPublishableKey: null }])).not.toContain('stripe');
  });

  it('an unknown organisation’s page may call nobody', () => {
    expect(csp('nosuchorg.localhost:4173')).toContain("connect-src 'self' blob:;");
  });

  it('lets a page call every API its tenant lists, whatever its name (an API is a config entry)', () => {
    const entry = tenants.get('northwind') as TenantEntry;
    const policy = contentSecurityPolicy([
      { ...entry, apis: { ...entry.apis, es: 'https://es.northwind.assistant-portal.example/v2' } },
    ]);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/es\.northwind\.assistant-portal\.example[ ;]/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/faq\.northwind\.assistant-portal\.example[ ;]/);
    const portalOnly = contentSecurityPolicy([{ ...entry, apis: { portal: entry.apis.portal } }]);
    expect(portalOnly).not.toContain('faq.northwind');
  });

  it('skips a tenant without a suggestion endpoint', () => {
    const entry = tenants.get('mkruzic') as TenantEntry;
    expect(contentSecurityPolicy([{ ...entry, suggestionEndpoint: null }])).not.toContain('null');
  });

  it('lets any site frame the public chatbot’s frame, the portal its preview, and nobody anything else', () => {
    const host = 'northwind.assistant-portal.example';
    const at = (path: string) => securityHeadersForRequest(host, path, tenants);
    for (const path of ['/', '/index.html', '/website-assistant', '/public-chatbot/', '/public-chatbot.js']) {
      expect(at(path)['Content-Security-Policy'], path).toMatch(/frame-ancestors 'none'$/);
      expect(at(path)['X-Frame-Options'], path).toBe('DENY');
    }
    expect(at('/public-chatbot/frame.html')['Content-Security-Policy']).toMatch(/frame-ancestors \*$/);
    expect(at('/public-chatbot/frame.html')['X-Frame-Options']).toBeUndefined();
    expect(at('/public-chatbot/preview.html')['Content-Security-Policy']).toMatch(/frame-ancestors 'self'$/);
    expect(at('/public-chatbot/preview.html')['X-Frame-Options']).toBe('SAMEORIGIN');
    // The rest of the policy is the portal's: the frame talks to the same cloud under the same rules.
    const withoutAncestors = (path: string) =>
      (at(path)['Content-Security-Policy'] ?? '').replace(/frame-ancestors .*$/, '');
    expect(withoutAncestors('/public-chatbot/frame.html')).toBe(withoutAncestors('/'));
    // Every tenant's portal may frame its own previews.
    expect(at('/')['Content-Security-Policy']).toMatch(/frame-src 'self'/);
  });

  it('gives CloudFront each path’s policy: the widget’s frame without X-Frame-Options, its preview same-origin', () => {
    const frame = cloudFrontResponseHeadersPolicy('northwind', tenants, '/public-chatbot/frame.html');
    expect(frame.Name).toBe('assistant-portal-northwind-security-headers-widget');
    expect(frame.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toMatch(
      /frame-ancestors \*$/,
    );
    expect(frame.SecurityHeadersConfig).not.toHaveProperty('FrameOptions');
    const preview = cloudFrontResponseHeadersPolicy('northwind', tenants, '/public-chatbot/preview.html');
    expect(preview.Name).toBe('assistant-portal-northwind-security-headers-preview');
    expect(preview.SecurityHeadersConfig.FrameOptions).toEqual({ Override: true, FrameOption: 'SAMEORIGIN' });
  });

  it('gives CloudFront the same policy, and refuses one too long for it', () => {
    const policy = cloudFrontResponseHeadersPolicy('northwind', tenants);
    expect(policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(
      contentSecurityPolicy(tenantsServedBy('northwind', tenants)),
    );
    expect(policy.Name).toBe('assistant-portal-northwind-security-headers');

    const many = new Map(tenants);
    for (let index = 0; index < 20; index += 1) {
      many.set(`t${index}`, {
        ...(tenants.get('northwind') as TenantEntry),
        allowTenantOverride: false,
        apis: { portal: `https://api.t${index}.example/v1`, faq: `https://faq.t${index}.example/v1` },
      });
    }
    expect(() => cloudFrontResponseHeadersPolicy('demo', many)).toThrow(
      new RegExp(`CloudFront allows ${CLOUDFRONT_CSP_MAX_LENGTH}`),
    );
  });
});
