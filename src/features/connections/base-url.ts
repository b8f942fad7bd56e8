import { type Connection, CUSTOM_CONNECTOR_SUFFIX, CUSTOM_SUBDOMAIN } from '@/contracts/connections';

import { CONNECTOR_MESSAGES } from './messages';

/**
 * What was typed or pasted into a custom connector's sub-domain field, as the sub-domain (issue 21 §2.3): a full
 * address (`https://acme.zendesk.com/agent`) loses its scheme, port, path and the connector's fixed suffix, so
 * that pasting the address people see in their browser works. A partly typed value stays as it is (a trailing
 * dot is kept: the suffix may be on its way).
 */
export function subdomainFromInput(typed: string, suffix: string): string {
  const once = (text: string) => {
    let value = text.trim();
    value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
    value = value.replace(/[/?#].*$/s, '');
    value = value.replace(/:\d*$/, '');
    if (suffix && value.toLowerCase().endsWith(suffix.toLowerCase())) value = value.slice(0, -suffix.length);
    return value.trim();
  };
  // Until nothing more comes off: a doubled paste (https://https://acme…) is cleaned as well.
  let value = typed;
  for (let next = once(value); next !== value; next = once(value)) value = next;
  return value;
}

/** Spec 2 §5: required ('Base URL is required!'), and one sub-domain label, as the server checks it. */
export function subdomainError(subdomain: string, suffix: string): string | undefined {
  const value = subdomain.trim();
  if (!value) return CONNECTOR_MESSAGES.baseUrlRequired;
  if (!CUSTOM_SUBDOMAIN.test(value))
    return `Enter the part before ${suffix} only: letters, digits and hyphens, like acme for https://acme${suffix}.`;
  return undefined;
}

/** Spec 2 §5: the full address is https:// + sub-domain + the fixed suffix. */
export const baseUrlOf = (subdomain: string, suffix: string) =>
  `https://${subdomain.trim().toLowerCase()}${suffix}`;

/** A custom connector's fixed suffix ('' for any other connector). */
export const suffixOf = (connection: Connection) => CUSTOM_CONNECTOR_SUFFIX[connection.connectionName] ?? '';

/** The base URL a custom connector is created or changed with (the setup dialog and the wizard's card). */
export const customConnectorHost = (connection: Connection, subdomain: string) =>
  baseUrlOf(subdomain, suffixOf(connection));
