import { type Connection, CUSTOM_CONNECTOR_SUFFIX, FAQ_CONNECTIONS } from '@/contracts/connections';

import { CONNECTOR_MESSAGES } from './messages';

/** Spec 2 §2: a list header's count. */
export const itemCount = (count: number) =>
  count === 0 ? 'No connections available' : count === 1 ? '1 item' : `${count} items`;

/** The tasks a connector offers (deleted ones are gone for good). */
export const liveTasks = (connection: Connection) => connection.intents.filter((intent) => !intent.deleted);

/** Spec 2 §2: a card's task count; the FAQ connector is one task, whatever it holds. */
export function taskCount(connection: Connection): string {
  if ((FAQ_CONNECTIONS as readonly string[]).includes(connection.connectionName)) return '1 Task';
  const count = liveTasks(connection).length;
  return count === 0 ? 'No Tasks' : count === 1 ? '1 Task' : `${count} Tasks`;
}

/** Spec 2 §2: the side panel's intent count. */
export function intentCount(connection: Connection): string {
  const count = liveTasks(connection).length;
  return count === 0 ? 'No Intents' : count === 1 ? '1 Intent' : `${count} Intents`;
}

/** Spec 2 §2: Config exists only for the three custom connectors and the FAQ connectors. */
export const isConfigurable = (connection: Connection) =>
  connection.setup === 'faq' || connection.connectionName in CUSTOM_CONNECTOR_SUFFIX;

/** A custom connector's sub-domain, from its base URL (https:// + sub-domain + suffix). */
export function subdomainOf(connection: Connection): string {
  const suffix = CUSTOM_CONNECTOR_SUFFIX[connection.connectionName];
  const url = connection.base_url ?? '';
  if (!suffix || !url.startsWith('https://') || !url.endsWith(suffix)) return '';
  return url.slice('https://'.length, url.length - suffix.length);
}

/** Spec 2 §5: a custom connector's base URL is https:// + the sub-domain typed in its field + the fixed suffix. */
export const customConnectorHost = (connection: Connection, subdomain: string) =>
  `https://${subdomain.trim()}${CUSTOM_CONNECTOR_SUFFIX[connection.connectionName] ?? ''}`;

/** Spec 2 §5: the sub-domain field's rule (the setup dialog and the wizard's card). */
export const subdomainError = (subdomain: string): string | undefined =>
  subdomain.trim() ? undefined : CONNECTOR_MESSAGES.baseUrlRequired;

/** Spec 2 §2: the setup dialog's title. */
export const setupTitle = (connection: Connection) =>
  connection.setup === 'faq'
    ? `Setup ${connection.display_name}`
    : `Setup ${connection.display_name} Connection`;
