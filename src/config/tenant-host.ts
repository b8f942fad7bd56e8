/** Hosts that mean "a developer's machine": they run the demo tenant against the emulated cloud. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const DEMO_TENANT = 'demo';

/**
 * `acme.portal.example` → `acme`; `acme.localhost` → `acme` (Chromium resolves *.localhost to loopback, which
 * exercises sub-domain tenancy locally); a bare local host → the demo tenant. Apart from tenant.ts so that the
 * public chatbot's frame can name its tenant without the config schema's validator.
 */
export function tenantIdFromHost(hostname: string): string {
  const host = hostname.toLowerCase();
  if (LOCAL_HOSTS.has(host)) return DEMO_TENANT;
  return host.split('.')[0] ?? '';
}
