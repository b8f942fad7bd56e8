import {
  BUILT_IN_SLOT_TYPES,
  type Connection,
  CUSTOM_CONNECTOR_SUFFIX,
  FAQ_CONNECTIONS,
  isBuiltInSlotType,
} from '@/contracts/connections';

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

/**
 * Where a card stands (spec 2 §2, issue 21 §2.1 and §2.5): available (not enabled); connected (the FAQ
 * connectors link no account, so enabled is connected); enabled but its account not linked yet; or its account
 * link expired or was revoked.
 */
export type CardState = 'available' | 'connected' | 'notLinked' | 'expired';

export function cardState(connection: Connection): CardState {
  if (!connection.enabled) return 'available';
  if (connection.health === 'reconnect') return 'expired';
  return connection.auth_exists || connection.setup === 'faq' ? 'connected' : 'notLinked';
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

/** Spec 2 §2: the setup dialog's title. */
export const setupTitle = (connection: Connection) =>
  connection.setup === 'faq'
    ? `Setup ${connection.display_name}`
    : `Setup ${connection.display_name} Connection`;

/** A parameter's type in words (issue 21 §2.7): "Date" for AMAZON.Date; a custom slot type by its name. */
export const slotTypeLabel = (type: string) => (isBuiltInSlotType(type) ? BUILT_IN_SLOT_TYPES[type] : type);
