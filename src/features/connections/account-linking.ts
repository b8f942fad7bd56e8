/**
 * The account-linking flow, one for every place that links a connector (spec 2 §4 "Connector", spec 3 §4
 * "Wizard", issue 21 §1.2): the wizard's cards, the setup dialog's Connect, SETUP / EDIT / Reconnect / Connect of
 * an enabled connection, and the return page's Try again.
 *
 * A connector that is not enabled yet is enabled (CreateConnection, whose reply carries the account link); an
 * enabled one gets a fresh account link (OAuth2Create). A connection is never created twice: when the server
 * answers that the connector is enabled already (the caller's view was stale: a retry after Deny or after a
 * consent window closed unanswered, another tab), the flow links the existing connection instead, unless it is
 * linked already. It only prepares the link; where the link opens (the window opened in the click, this
 * window) is the caller's, as are the messages.
 */
import { CONNECTED_STATUS, type Connection, type ConnectionFormParams } from '@/contracts/connections';
import { skillCall } from '@/features/auth';
import { isWebAddress } from '@/lib/account-link';
import { call } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { type ServiceError, toServiceError } from '@/services/errors';

import { connectionFormParams, createAccountLink, createConnection, getConnection } from './api';

export type AccountLinkOutcome =
  /** The provider's address to open; `created`: the connection this call enabled (null: it was enabled). */
  | { kind: 'link'; link: string; created: Connection | null }
  /** The connector is enabled and linked already (the caller's view was stale): nothing to open. */
  | { kind: 'linked'; connection: Connection }
  /** `create`: enabling was refused (a 400 carries the server's field message); `link`: no account link came. */
  | { kind: 'failed'; step: 'create' | 'link'; error: ServiceError };

/** Connected: enabled, with a working account link (the FAQ connectors link none). */
export const isConnected = (connection: Connection) =>
  connection.enabled && connection.health === 'ok' && (connection.auth_exists || connection.setup === 'faq');

/** HTTP 409 / code 409: the connector is enabled already. */
const ALREADY_ENABLED = 409;
const NO_LINK: ServiceError = {
  code: 'NO_LINK',
  status: 0,
  message: 'The reply carried no web address to link with.',
};
const NOT_CONNECTED: ServiceError = {
  code: 'NOT_CONNECTED',
  status: 0,
  message: 'The connector was not enabled.',
};

/**
 * Prepares the account link of `connection` as the caller knows it. `form` adds to the creation's parameters
 * (a custom connector's `host`; the wizard's blank client id and secret).
 */
export function* prepareAccountLink(
  connection: Connection,
  form: Partial<ConnectionFormParams> = {},
): Saga<AccountLinkOutcome> {
  const { gateway, analytics } = yield* services();
  const name = connection.connectionName;
  if (!connection.enabled) {
    try {
      const reply = yield* skillCall(createConnection, { ...connectionFormParams(connection), ...form });
      // Spec 3 §7: the status 'Connected!' is what says it was enabled.
      if (reply.status !== CONNECTED_STATUS) return { kind: 'failed', step: 'create', error: NOT_CONNECTED };
      // Spec 1 §7: enabling a connector is a product event.
      yield* call(analytics.record, 'connector_enable', { connector: name });
      const link = reply.oauth2_user_redirect_link;
      if (!link || !isWebAddress(link)) return { kind: 'failed', step: 'link', error: NO_LINK };
      return { kind: 'link', link, created: reply.data };
    } catch (error) {
      const failure = toServiceError(error);
      if (failure.status !== ALREADY_ENABLED) return { kind: 'failed', step: 'create', error: failure };
      // Enabled meanwhile: link the existing connection, unless that is done already.
      try {
        const current = yield* call(getConnection, gateway, name);
        if (isConnected(current)) return { kind: 'linked', connection: current };
        // A refusal the server's own view does not explain: reported as it came.
        if (!current.enabled) return { kind: 'failed', step: 'create', error: failure };
      } catch (readFailure) {
        return { kind: 'failed', step: 'link', error: toServiceError(readFailure) };
      }
    }
  }
  try {
    const link = yield* call(createAccountLink, gateway, name);
    if (!isWebAddress(link)) return { kind: 'failed', step: 'link', error: NO_LINK };
    return { kind: 'link', link, created: null };
  } catch (error) {
    return { kind: 'failed', step: 'link', error: toServiceError(error) };
  }
}

/**
 * The same, for a connection known by name only (the return page's Try again; SETUP, EDIT, Reconnect and Connect
 * of an enabled connection): its current state is read first, so that the flow decides on the server's view.
 */
export function* prepareAccountLinkFor(connectionName: string): Saga<AccountLinkOutcome> {
  const { gateway } = yield* services();
  let connection: Connection;
  try {
    connection = yield* call(getConnection, gateway, connectionName);
  } catch (error) {
    return { kind: 'failed', step: 'link', error: toServiceError(error) };
  }
  return yield* prepareAccountLink(connection);
}
