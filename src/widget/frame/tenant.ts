/**
 * The tenant whose cloud this frame talks to: the one of the portal's host, as the portal resolves it
 * (src/config/tenant.ts), read without the config schema's validator (the portal validates the same files at build
 * and start-up): the frame must stay small.
 */
import { tenantIdFromHost } from '@/config/tenant-host';
import type { TenantConfig } from '@/config/tenant-schema';

const configs = import.meta.glob<TenantConfig>('../../../tenants/*/config.json', { import: 'default' });

export async function frameTenant(hostname: string): Promise<TenantConfig | null> {
  const load = configs[`../../../tenants/${tenantIdFromHost(hostname)}/config.json`];
  return load ? load() : null;
}
