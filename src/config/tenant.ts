import { tenantIdFromHost } from './tenant-host';
import { type TenantConfig, validateTenantConfig } from './tenant-schema';

export { tenantIdFromHost } from './tenant-host';

const OVERRIDE_KEY = 'assistant-portal.tenant-override';

// Each tenant's config is its own small lazy chunk: a tenant never downloads another's settings.
const configLoaders = import.meta.glob<{ default: unknown }>('../../tenants/*/config.json');
// Logos are files, never inlined as data: URLs: each page loads only its own tenant's logo, and the first
// screen's chunk does not carry every tenant's.
const logoUrls = import.meta.glob<string>('../../tenants/*/logo.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

const tenantIdOfPath = (path: string) => /tenants\/([^/]+)\//.exec(path)?.[1] ?? '';
const loaderByTenant = new Map(
  Object.entries(configLoaders).map(([path, load]) => [tenantIdOfPath(path), load]),
);

export const knownTenantIds = () => [...loaderByTenant.keys()].sort();

/** The address of a tenant's logo, or null when it has none. */
export const tenantLogoUrl = (tenantId: string): string | null =>
  logoUrls[`../../tenants/${tenantId}/logo.svg`] ?? null;

export type TenantResolution =
  | { kind: 'ok'; config: TenantConfig; logoUrl: string | null; emulated: boolean; previewed: boolean }
  | { kind: 'unknown'; tenantId: string }
  | { kind: 'invalid'; tenantId: string; errors: string[] };

async function loadTenant(tenantId: string) {
  const load = loaderByTenant.get(tenantId);
  if (!load) return null;
  const raw = (await load()).default;
  return validateTenantConfig(raw);
}

/**
 * Chooses the tenant for this page. A `?tenant=` override is honoured only when the host's own tenant allows
 * it (the local demo does), and a tenant chosen that way runs against the emulated cloud, so a developer can
 * preview any tenant's branding and app type without touching its real cloud. The override is kept for the
 * browser tab so that navigation and reloads stay on the previewed tenant.
 */
export async function resolveTenant(
  location: Pick<Location, 'hostname' | 'search'>,
): Promise<TenantResolution> {
  const hostTenantId = tenantIdFromHost(location.hostname);
  const host = await loadTenant(hostTenantId);
  if (!host) return { kind: 'unknown', tenantId: hostTenantId };
  if (!host.config) return { kind: 'invalid', tenantId: hostTenantId, errors: host.errors };

  let chosenId = hostTenantId;
  if (host.config.allowTenantOverride) {
    const requested = new URLSearchParams(location.search).get('tenant');
    if (requested) sessionStorage.setItem(OVERRIDE_KEY, requested);
    chosenId = requested ?? sessionStorage.getItem(OVERRIDE_KEY) ?? hostTenantId;
  }
  const chosen = chosenId === hostTenantId ? host : await loadTenant(chosenId);
  if (!chosen) {
    sessionStorage.removeItem(OVERRIDE_KEY);
    return { kind: 'unknown', tenantId: chosenId };
  }
  if (!chosen.config) return { kind: 'invalid', tenantId: chosenId, errors: chosen.errors };
  const previewed = chosenId !== hostTenantId;
  return {
    kind: 'ok',
    // A previewed tenant's services are the emulated ones too (payments, links): its config says so.
    config: previewed ? { ...chosen.config, emulated: true } : chosen.config,
    logoUrl: tenantLogoUrl(chosenId),
    emulated: chosen.config.emulated || previewed,
    previewed,
  };
}

/** Loads one tenant's config by id (tests and the emulator use this). */
export async function loadTenantConfig(tenantId: string): Promise<TenantConfig> {
  const loaded = await loadTenant(tenantId);
  if (!loaded?.config) throw new Error(`Tenant ${tenantId}: ${loaded?.errors.join('; ') ?? 'not found'}`);
  return loaded.config;
}
