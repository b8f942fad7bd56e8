// THE security headers of the portal, derived from the tenant configs (docs/hosting.md "Security headers").
// One module so that what the end-to-end suite runs under (vite preview, vite.config.ts) is what production
// sends (the CloudFront response headers policy that .github/workflows/deploy.yml applies per tenant).
//
//   node scripts/security-headers.mjs check                  every tenant's policy builds and fits CloudFront
//   node scripts/security-headers.mjs csp <tenant>           the Content-Security-Policy of one tenant
//   node scripts/security-headers.mjs cloudfront <tenant> [path]   its ResponseHeadersPolicyConfig (JSON), for
//                                                                  every path or one of FRAMED_PATHS
//
// Plain JavaScript with no dependencies: the deploy job runs it with the runner's own Node, before `npm ci`.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TENANTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'tenants');

/** Hosts that mean "a developer's machine" (src/config/tenant.ts): they run the demo tenant. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const DEMO_TENANT = 'demo';

/**
 * Emotion (MUI) creates its `<style>` elements empty in production and fills them through CSSOM
 * (`insertRule`), which CSP does not govern; the empty element itself is checked, and this is the hash of the
 * empty string. It allows no other inline style.
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** CloudFront refuses a response headers policy whose Content-Security-Policy is longer than this. */
export const CLOUDFRONT_CSP_MAX_LENGTH = 1783;

/** @typedef {import('./security-headers.d.mts').TenantHosts} TenantHosts */

/** The origins of the embed players FAQ answers may show (src/lib/sanitize-html.ts keeps the same list). */
export const FAQ_MEDIA_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** @param {string} url */
const originOf = (url) => new URL(url).origin;

/**
 * Stripe (src/services/payments.ts): its API, and for real tenants Stripe.js, the frames of its Elements (the card
 * number, expiry and CVC fields, on js.stripe.com and its sub-domains) and those it shows the bank's 3-D Secure
 * challenge in (hooks.stripe.com), as Stripe's integration security guide lists them. The demo's emulated card
 * network answers on the API's host (the page checks connect-src before the service worker answers).
 */
const STRIPE_API = 'https://api.stripe.com';
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];

/**
 * What one tenant's page talks to (src/services): Cognito (user and identity pool), the Lex runtime, the
 * profile-picture bucket (path-style, src/services/storage.ts), and the tenant's own APIs.
 * @param {TenantHosts} tenant
 */
function tenantSources(tenant) {
  const { region } = tenant;
  const bucket = `https://s3.${region}.amazonaws.com/${tenant.profilePictureBucket}/`;
  // Every API the tenant lists by name (portal, faq and any other), then its speech and suggestion services.
  const apis = [...Object.values(tenant.apis), tenant.speechEndpoint, tenant.suggestionEndpoint]
    .filter((url) => typeof url === 'string' && url !== '')
    .map(originOf);
  return {
    connect: [
      `https://cognito-idp.${region}.amazonaws.com`,
      `https://cognito-identity.${region}.amazonaws.com`,
      `https://runtime-v2-lex.${region}.amazonaws.com`,
      // A path ending in '/' is a prefix: uploads may go to this bucket only, not to any bucket in the region.
      bucket,
      ...apis,
    ],
    img: [bucket],
    // The FAQ's Listen (text to speech), the import's completion queue and the private bucket imports are put
    // into (this bucket only). Not allowed for previewed tenants: see contentSecurityPolicy.
    faqConnect: [
      `https://polly.${region}.amazonaws.com`,
      originOf(tenant.uploadQueueUrl),
      `https://s3.${region}.amazonaws.com/${tenant.uploadBucket}/`,
    ],
    // Card payments (the purchase page): the emulated network, or Stripe for a tenant with a publishable key.
    // The emulated bank's challenge page is on the demo's own origin (src/emulator/modules/payments/issuer.ts).
    payments: tenant.emulated
      ? { connect: [STRIPE_API], script: [], frame: ["'self'"] }
      : tenant.paymentsPublishableKey
        ? { connect: [STRIPE_API], script: STRIPE_SCRIPTS, frame: STRIPE_FRAMES }
        : { connect: [], script: [], frame: [] },
  };
}

/** @param {string[]} list */
const unique = (list) => [...new Set(list)];

/**
 * The Content-Security-Policy for a page of `tenants` (the host's tenant first, plus every tenant it may preview with
 * `?tenant=`: a previewed tenant runs against the emulator, but the page checks `connect-src` before the
 * service worker answers, so its configured hosts must be allowed too). No tenant: the "unknown organisation"
 * page, which talks to nobody.
 * @param {TenantHosts[]} tenants
 * @returns {string}
 */
export function contentSecurityPolicy(tenants) {
  const sources = tenants.map(tenantSources);
  // The FAQ's speech and import hosts of the page's own tenant only (tenants[0], tenantsServedBy): with every
  // previewed tenant's too, the demo's policy outgrows CloudFront's limit. A preview shows those two features
  // blocked by the policy; the tenant's own sub-domain has them.
  // Payments likewise: a previewed tenant runs against the emulated card network, on the demo's own hosts.
  const own = sources[0];
  const payments = own?.payments ?? { connect: [], script: [], frame: [] };
  const connect = unique([
    ...sources.flatMap((s) => s.connect),
    ...(own?.faqConnect ?? []),
    ...payments.connect,
  ]);
  const img = unique(sources.flatMap((s) => s.img));
  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', ["'self'"]],
    // The build has no inline script and no eval; the microphone's audio worklet is a file too. Fonts are the
    // build's own files (default-src).
    ['script-src', ["'self'", ...payments.script]],
    ['style-src', ["'self'", EMPTY_STYLE_HASH]],
    // data: the generated initials avatar and the TOTP QR code; blob: local image previews.
    ['img-src', ["'self'", 'data:', 'blob:', ...img]],
    // blob: the spoken reply is fetched from the object URL the chat keeps it in (src/services/speaker.ts).
    ['connect-src', ["'self'", 'blob:', ...connect]],
    // blob: the FAQ's Listen plays the synthesised mp3 from an object URL.
    ['media-src', ["'self'", 'blob:']],
    // The players an FAQ answer may embed (src/lib/sanitize-html.ts MEDIA_SOURCES), Stripe's frames, and the
    // portal's own: the Website Assistant page's previews and the public chatbot on the demo's sample page.
    ['frame-src', unique(["'self'", ...FAQ_MEDIA_ORIGINS, ...payments.frame])],
    // The demo's service worker (/emulatorServiceWorker.js, which runs msw's /mockServiceWorker.js).
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export const PERMISSIONS_POLICY = 'microphone=(self), camera=(), geolocation=(), usb=(), payment=()';
export const HSTS_MAX_AGE = 63072000;

/**
 * Every header the host sends on every response, as name → value.
 * @param {TenantHosts[]} tenants
 * @returns {Record<string, string>}
 */
export function securityHeaders(tenants) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(tenants),
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE}; includeSubDomains; preload`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers without frame-ancestors; says the same ('none').
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/**
 * Every tenant config under tenants/, by id. Read from the files (not the app's schema): the deploy job runs
 * this before `npm ci`; the app validates the same files at build and start-up.
 * @returns {Map<string, TenantHosts & { allowTenantOverride: boolean }>}
 */
export function readTenants(dir = TENANTS_DIR) {
  const tenants = new Map();
  for (const id of readdirSync(dir).sort()) {
    let text;
    try {
      text = readFileSync(`${dir}/${id}/config.json`, 'utf8');
    } catch {
      continue;
    }
    tenants.set(id, JSON.parse(text));
  }
  return tenants;
}

/**
 * The tenants whose hosts a page of `tenantId` may call: itself, and every tenant when it allows previews.
 * Unknown: none.
 * @param {string} tenantId
 * @param {Map<string, TenantHosts & { allowTenantOverride: boolean }>} tenants
 */
export function tenantsServedBy(tenantId, tenants) {
  const own = tenants.get(tenantId);
  if (!own) return [];
  // Its own first: contentSecurityPolicy allows some hosts for the first tenant only.
  return own.allowTenantOverride ? [own, ...[...tenants.values()].filter((tenant) => tenant !== own)] : [own];
}

/** The tenant of a host name, as src/config/tenant.ts resolves it. @param {string} hostname */
export function tenantIdFromHost(hostname) {
  const host = hostname.toLowerCase();
  if (LOCAL_HOSTS.has(host)) return DEMO_TENANT;
  return host.split('.')[0] ?? '';
}

/**
 * The headers for a request to `host` (a Host header: name and optional port), for the preview server.
 * @param {string} host
 * @param {Map<string, TenantHosts & { allowTenantOverride: boolean }>} tenants
 */
export function securityHeadersForHost(host, tenants = readTenants()) {
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return securityHeaders(tenantsServedBy(tenantIdFromHost(hostname ?? ''), tenants));
}

/**
 * Who may frame a path (docs/adr/0022-public-chatbot.md): the public chatbot's frame, any site (customers' sites;
 * the tenant's server then answers only the bot's allowed domains, and the frame shows nothing elsewhere); its
 * preview, the portal itself (the Website Assistant page); everything else, nobody.
 * @param {string} pathname
 * @returns {"*" | "'self'" | "'none'"}
 */
export function frameAncestorsFor(pathname) {
  if (pathname === '/public-chatbot/frame.html') return '*';
  if (pathname === '/public-chatbot/preview.html') return "'self'";
  return "'none'";
}

/**
 * The headers for a request to `host` (a Host header) and `pathname`: the host's, with the path's frame-ancestors
 * (and the matching X-Frame-Options, which has no "any site": it is left out then).
 * @param {string} host
 * @param {string} pathname
 * @param {Map<string, TenantHosts & { allowTenantOverride: boolean }>} tenants
 */
export function securityHeadersForRequest(host, pathname, tenants = readTenants()) {
  return withFrameAncestors(securityHeadersForHost(host, tenants), frameAncestorsFor(pathname));
}

/**
 * @param {Record<string, string>} headers
 * @param {"*" | "'self'" | "'none'"} ancestors
 */
function withFrameAncestors(headers, ancestors) {
  if (ancestors === "'none'") return headers;
  const changed = { ...headers };
  changed['Content-Security-Policy'] = (changed['Content-Security-Policy'] ?? '').replace(
    "frame-ancestors 'none'",
    `frame-ancestors ${ancestors}`,
  );
  if (ancestors === "'self'") changed['X-Frame-Options'] = 'SAMEORIGIN';
  else delete changed['X-Frame-Options'];
  return changed;
}

/** The paths with their own response headers policy (a cache behaviour of that path pattern each, docs/hosting.md). */
export const FRAMED_PATHS = ['/public-chatbot/frame.html', '/public-chatbot/preview.html'];

/**
 * The CloudFront ResponseHeadersPolicyConfig of one tenant's distribution (the same headers, in CloudFront's
 * shape), for every path or for one of FRAMED_PATHS. Throws when the policy is too long for CloudFront.
 * @param {string} tenantId
 * @param {Map<string, TenantHosts & { allowTenantOverride: boolean }>} tenants
 * @param {string} [pathname]
 */
export function cloudFrontResponseHeadersPolicy(tenantId, tenants = readTenants(), pathname = '/') {
  const served = tenantsServedBy(tenantId, tenants);
  if (served.length === 0) throw new Error(`No tenants/${tenantId}/config.json`);
  const ancestors = frameAncestorsFor(pathname);
  const headers = withFrameAncestors(securityHeaders(served), ancestors);
  const csp = headers['Content-Security-Policy'];
  if (csp.length > CLOUDFRONT_CSP_MAX_LENGTH) {
    throw new Error(
      `Tenant ${tenantId}: the Content-Security-Policy is ${csp.length} characters; CloudFront allows ${CLOUDFRONT_CSP_MAX_LENGTH}`,
    );
  }
  return {
    Name: `assistant-portal-${tenantId}-security-headers${{ "'none'": '', "'self'": '-preview', '*': '-widget' }[ancestors]}`,
    Comment: 'Generated by scripts/security-headers.mjs; edit that, not this.',
    SecurityHeadersConfig: {
      ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: csp },
      StrictTransportSecurity: {
        Override: true,
        AccessControlMaxAgeSec: HSTS_MAX_AGE,
        IncludeSubdomains: true,
        Preload: true,
      },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { Override: true, ReferrerPolicy: 'strict-origin-when-cross-origin' },
      // X-Frame-Options has no "any site": the widget's frame sends none (its CSP frame-ancestors says *).
      ...(ancestors === '*'
        ? {}
        : { FrameOptions: { Override: true, FrameOption: ancestors === "'self'" ? 'SAMEORIGIN' : 'DENY' } }),
    },
    CustomHeadersConfig: {
      Quantity: 1,
      Items: [{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }],
    },
  };
}

function main() {
  const [command, tenantId, pathname] = process.argv.slice(2);
  const tenants = readTenants();
  if (command === 'check') {
    for (const id of tenants.keys()) {
      for (const path of ['/', ...FRAMED_PATHS]) cloudFrontResponseHeadersPolicy(id, tenants, path);
    }
    console.log(`Security headers fit CloudFront for: ${[...tenants.keys()].join(', ')}`);
  } else if (command === 'csp' && tenantId) {
    console.log(contentSecurityPolicy(tenantsServedBy(tenantId, tenants)));
  } else if (command === 'cloudfront' && tenantId) {
    console.log(JSON.stringify(cloudFrontResponseHeadersPolicy(tenantId, tenants, pathname), null, 2));
  } else {
    console.error(
      'Usage: node scripts/security-headers.mjs check | csp <tenant> | cloudfront <tenant> [path]',
    );
    process.exit(2);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
