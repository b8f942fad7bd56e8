import { paths } from '@/config/paths';
import type {
  BotStatus,
  Connection,
  ConnectionFormParams,
  ConnectionIntent,
  CreateConnectionReply,
  CreatePublicRestConnectionReply,
  DeleteConnectionReply,
  FallbackIntentParams,
  NewTask,
  OAuth2CallbackReply,
  PublicRestConnectionParams,
  SetupProgress,
  SetupProgressUpdate,
  TriggerBotBuildReply,
  UpdateConnectionUrlReply,
} from '@/contracts/connections';
import * as contract from '@/contracts/connections';
import type { Gateway } from '@/services/gateway';

/**
 * The connectors' gateway calls (spec 2 §7 "Connectors", spec 3 §7; shapes in src/contracts/connections.ts). The
 * gateway client refuses a body code other than 200, so each function returns only a successful reply's data.
 */

/**
 * Where the provider sends the user back: this portal's OAuth return page, naming the connection (the provider
 * adds its code and state to the query).
 */
export const accountLinkReturnUri = (connectionName: string) =>
  `${window.location.origin}${paths.connectionEnabled.path}?connection=${encodeURIComponent(connectionName)}`;

/** GET connectors (ListConnections): the Available and Enabled lists and the fallback intent. */
export async function listConnections(gateway: Gateway): Promise<contract.ListConnectionsReply['data']> {
  const reply = await gateway.send(contract.listConnections);
  return reply.data;
}

/** GET connector (GetConnection): one connector, enabled or not, with its tasks. */
export async function getConnection(gateway: Gateway, connectionName: string): Promise<Connection> {
  const reply = await gateway.send(contract.getConnection, { Connection: connectionName });
  if (!reply.data) throw new Error('Could not load selected connector');
  return reply.data;
}

/** The creation form's parameters for a catalogue connector (custom connectors add their base URL as `host`). */
export function connectionFormParams(connector: Connection): ConnectionFormParams {
  return {
    connection_name: connector.connectionName,
    type: connector.type,
    host: '',
    username: '',
    password: '',
    port: '',
    database: '',
    connector_name: connector.connectorName,
    image: connector.image,
  };
}

/** POST connectors/new (CreateConnection): enables a connector; the reply carries the account link. */
export async function createConnection(
  gateway: Gateway,
  skillId: string,
  formParams: ConnectionFormParams,
): Promise<CreateConnectionReply> {
  return gateway.send(contract.createConnection, {
    Skill: skillId,
    FormParams: formParams,
    RedirectUri: accountLinkReturnUri(formParams.connection_name),
  });
}

/** POST connectors/new (CreatePublicRestConnection): creates or edits an FAQ connector. */
export async function savePublicRestConnection(
  gateway: Gateway,
  template: string,
  formParams: PublicRestConnectionParams,
  fallbackIntent: FallbackIntentParams | undefined,
): Promise<CreatePublicRestConnectionReply> {
  return gateway.send(contract.createPublicRestConnection, {
    TemplateConnection: template,
    FormParams: formParams,
    ...(fallbackIntent ? { fallbackIntent } : {}),
  });
}

/** POST connectors/new (UpdateConnectionUrl): a custom connector's new base URL. */
export async function updateConnectionUrl(
  gateway: Gateway,
  connectionName: string,
  baseUrl: string,
): Promise<UpdateConnectionUrlReply> {
  return gateway.send(contract.updateConnectionUrl, { Connection: connectionName, BaseUrl: baseUrl });
}

/** POST connectors/new (OAuth2Create): a fresh account link for an enabled connection (set up, reconnect). */
export async function createAccountLink(gateway: Gateway, connectionName: string): Promise<string> {
  const reply = await gateway.send(contract.oauth2Create, {
    Connection: connectionName,
    RedirectUri: accountLinkReturnUri(connectionName),
  });
  if (!reply.oauth2_user_redirect_link) throw new Error('Error in generating redirect link.');
  return reply.oauth2_user_redirect_link;
}

/** POST connectors/enable (OAuth2Callback): the return page hands the provider's answer to the server. */
export async function completeAccountLink(
  gateway: Gateway,
  connectionName: string,
  returnUrl: string,
): Promise<OAuth2CallbackReply> {
  return gateway.send(contract.oauth2Callback, {
    Connection: connectionName,
    OAuth2UserRedirectLink: returnUrl,
  });
}

/** POST connectors/enable (DeleteConnection): disables a connector and all its tasks. */
export async function deleteConnection(
  gateway: Gateway,
  skillId: string,
  connection: Pick<Connection, 'connectionId' | 'connectionName'>,
): Promise<DeleteConnectionReply> {
  return gateway.send(contract.deleteConnection, {
    ConnectionId: connection.connectionId ?? '',
    ConnectionName: connection.connectionName,
    Skill: skillId,
  });
}

/** POST connectors/intents (SetIntentEnabled): switches a task on or off (it takes effect at the next build). */
export async function setIntentEnabled(
  gateway: Gateway,
  connectionName: string,
  intentId: string,
  enabled: boolean,
): Promise<ConnectionIntent | null> {
  const reply = await gateway.send(contract.setIntentEnabled, {
    Connection: connectionName,
    IntentId: intentId,
    Enabled: enabled ? 'true' : 'false',
  });
  return reply.data;
}

/** POST connectors/intents (CreateIntent): adds a task to an enabled connector. */
export async function createIntent(
  gateway: Gateway,
  connectionName: string,
  task: NewTask,
): Promise<ConnectionIntent> {
  const reply = await gateway.send(contract.createIntent, { Connection: connectionName, Intent: task });
  if (!reply.data) throw new Error('The task could not be added.');
  return reply.data;
}

/** POST skills (GenerateHTMLPublicChatbotSnippet): the public chatbot's embed snippet. */
export async function generateSnippet(
  gateway: Gateway,
  skillId: string,
): Promise<{ GUID: string; expiration_date: number }> {
  const reply = await gateway.send(contract.generatePublicChatbotSnippet, { Skill: skillId });
  if (!reply.data) throw new Error('The snippet could not be generated.');
  return reply.data;
}

/** POST skill/build (TriggerBotBuild): starts a build of the assistant. */
export async function triggerBotBuild(gateway: Gateway, skillId: string): Promise<TriggerBotBuildReply> {
  return gateway.send(contract.triggerBotBuild, { Skill: skillId });
}

/** GET skill/build (GetBotStatus): where the assistant's build stands. */
export async function fetchBotStatus(gateway: Gateway, skillId: string): Promise<BotStatus> {
  const reply = await gateway.send(contract.getBotStatus, { Skill: skillId });
  if (!reply.data) throw new Error('The bot status could not be read.');
  return reply.data;
}

/** GET connectors/setup (GetSetupProgress): where the organisation's getting-started setup stands. */
export async function fetchSetupProgress(gateway: Gateway): Promise<SetupProgress> {
  const reply = await gateway.send(contract.getSetupProgress);
  if (!reply.data) throw new Error('The setup progress could not be read.');
  return reply.data.status;
}

/** POST connectors/setup (UpdateSetupProgress): the wizard was finished, or its reminder dismissed. */
export async function updateSetupProgress(
  gateway: Gateway,
  status: SetupProgressUpdate,
): Promise<SetupProgress> {
  const reply = await gateway.send(contract.updateSetupProgress, { Status: status });
  return reply.data?.status ?? status;
}
