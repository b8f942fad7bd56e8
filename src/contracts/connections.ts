/**
 * The connectors wire contract (spec 2 §3 "Connection", §7 "Connectors"; spec 3 §3 "Connection/connector",
 * "Bot state", §7 "Wizard"), shared by the portal (src/features/connections/api.ts) and the emulated gateway
 * (src/emulator/modules/connections/operations.ts), so that both sides speak the same shapes.
 *
 * Where the spec names a call but not its payload (bot build, bot status, task switches, adding a task, a custom
 * connector's address change), the shapes here are ours: docs/adr/0010-connectors-contract.md.
 */
import type { SkillFields } from './auth';
import { defineOperation, type NoFields } from './operation';

/** The areas the wizard filters featured connectors by (spec 3 §2). */
export type ConnectorArea = 'CRM' | 'Collaboration Tool' | 'Mail Client';
export const CONNECTOR_AREAS: readonly ConnectorArea[] = ['CRM', 'Collaboration Tool', 'Mail Client'];

/**
 * How a connector is set up (spec 2 §2 "Only custom connectors that can be configured"):
 * - `custom`: servicenow-prod, zendesk-prod, Dynamics_365: a sub-domain of a fixed suffix, then account linking;
 * - `faq`: faq and faq-dev: a name and an image (CreatePublicRestConnection), no account linking;
 * - `oauth`: no form, account linking only;
 */
export type ConnectorSetup = 'custom' | 'faq' | 'oauth';

/** The fixed suffix of each custom connector's base URL (spec 2 §3 "Custom connector form"). */
export const CUSTOM_CONNECTOR_SUFFIX: Readonly<Record<string, string>> = {
  'servicenow-prod': '.service-now.com',
  'zendesk-prod': '.zendesk.com',
  Dynamics_365: '.crm.dynamics.com',
};

/** A custom connector's sub-domain, the part before its fixed suffix: one DNS label (letters, digits, inner hyphens). */
export const CUSTOM_SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * The request fields a connector call's 400 may name (`field` in the reply), so that the portal shows the
 * server's message under the form field it is about: a custom connector's base URL (CreateConnection's
 * FormParams.host, UpdateConnectionUrl's BaseUrl), an FAQ connector's name and image.
 */
export const CONNECTOR_FIELDS = {
  host: 'host',
  baseUrl: 'BaseUrl',
  name: 'connection_name',
  image: 'image',
} as const;

/** The FAQ connectors; 'faq' is the production one (it alone carries the fallback intent's error responses). */
export const FAQ_CONNECTIONS = ['faq', 'faq-dev'] as const;
export const PRODUCTION_FAQ_CONNECTION = 'faq';

/** A task's parameter (a Lex slot): spec 2 §2 "Enabled intents / tasks page". */
export interface TaskSlot {
  name: string;
  /** A built-in slot type (BUILT_IN_SLOT_TYPES) or one of the organisation's custom slot types, by name. */
  type: string;
  slotBusinessDesc: string;
}

/**
 * The built-in slot types a task's parameter may have, with the words people read for them (issue 21 §2.7:
 * "Date", not AMAZON.Date). With the organisation's custom slot types, the only types the server accepts.
 */
export const BUILT_IN_SLOT_TYPES = {
  'AMAZON.SearchQuery': 'Search query',
  'AMAZON.AlphaNumeric': 'Letters and digits',
  'AMAZON.Date': 'Date',
  'AMAZON.Time': 'Time',
  'AMAZON.Duration': 'Duration',
  'AMAZON.Number': 'Number',
  'AMAZON.Percentage': 'Percentage',
  'AMAZON.Person': 'Person',
  'AMAZON.FirstName': 'First name',
  'AMAZON.LastName': 'Last name',
  'AMAZON.Organization': 'Organisation',
  'AMAZON.EmailAddress': 'Email address',
  'AMAZON.PhoneNumber': 'Phone number',
  'AMAZON.City': 'City',
  'AMAZON.Country': 'Country',
  'AMAZON.StreetName': 'Street name',
  'AMAZON.Confirmation': 'Yes or no',
} as const satisfies Record<string, string>;
export type BuiltInSlotType = keyof typeof BUILT_IN_SLOT_TYPES;

export const isBuiltInSlotType = (type: string): type is BuiltInSlotType =>
  Object.hasOwn(BUILT_IN_SLOT_TYPES, type);

/**
 * Limits on a task (issue 21 §5.3), the server's and the form's: an example utterance is at most 200 characters
 * (Lex's limit for a sample utterance), a task at most 100 of them and 20 parameters; the whole CreateIntent
 * request at most 64 KiB, refused before it is read further.
 */
export const TASK_LIMITS = {
  titleLength: 100,
  descriptionLength: 500,
  utteranceLength: 200,
  utterances: 100,
  slots: 20,
  slotNameLength: 100,
  slotDescriptionLength: 500,
  requestBytes: 64 * 1024,
} as const;

/** A connector's task (a Lex intent). */
export interface ConnectionIntent {
  ID: string;
  title: string;
  desc: string;
  enabled: boolean;
  /** Example utterances, one per entry (the form edits them newline-separated). */
  utterances: string[];
  slots: TaskSlot[];
  /** Removed from the connector (kept so that history can still name it); never listed as a task. */
  deleted?: boolean;
  /**
   * Beyond the spec: the connection's account link has expired or was revoked, so the task cannot run; it is
   * kept (not deleted) and runs again once the account is linked again.
   */
  paused?: boolean;
  /** Added by the organisation (Add Task), not shipped with the connector. */
  custom?: boolean;
}

/** Beyond the spec: whether a linked account still works ('reconnect': expired or revoked). */
export type ConnectionHealth = 'ok' | 'reconnect';

/** A connector, as the catalogue describes it and, once enabled, as the organisation's connection. */
export interface Connection {
  /** The catalogue's connector id, e.g. 'servicenow'. */
  connectorName: string;
  /** The connection's name, e.g. 'servicenow-prod' (the route /enabled-intents/{connectionName}). */
  connectionName: string;
  display_name: string;
  /** 'public-rest-api' or a JDBC type (jdbc-mysql, …). */
  type: string;
  /** The connector's logo: a data: URL or an https address. */
  image: string;
  shortDesc: string;
  longDesc: string;
  area: ConnectorArea | null;
  /** The DOCUMENTATION button's address. */
  documentationUrl: string;
  setup: ConnectorSetup;
  visible: boolean;
  enabled: boolean;
  /** Authentication exists: the side panel shows EDIT rather than SETUP. */
  auth_exists: boolean;
  /** Custom connectors: https:// + sub-domain + suffix, once configured. */
  base_url: string | null;
  tenant: string | null;
  /** `${tenant}#${connectionName}` once enabled; the catalogue's connectionName otherwise. */
  compositeKey: string;
  /** The connection's id once enabled (DeleteConnection's ConnectionId); null in the catalogue. */
  connectionId: string | null;
  health: ConnectionHealth;
  intents: ConnectionIntent[];
}

/** The fallback intent: what the assistant answers when nothing matches (FAQ connector only). */
export interface FallbackIntent {
  ID: string;
  /** The plain-text error response. */
  body: string;
  /** The rich HTML card error response. */
  alexalyticsCardBody: string;
}

/** GET connectors, ApiCall=ListConnections → code 200 and the catalogue split as spec 2 §3 says. */
export interface ListConnectionsReply {
  code: number;
  message?: string;
  data: {
    /** Connectors the organisation has not enabled (the Available list). */
    common: Connection[];
    /** The organisation's enabled connections. */
    enabled: Connection[];
    fallbackIntent: FallbackIntent | null;
  };
}

/** GET connector, ApiCall=GetConnection (Connection = connectionName) → code 200 and the connector, else 404. */
export interface GetConnectionReply {
  code: number;
  message?: string;
  data: Connection | null;
}

/** GET connectors/featured, ApiCall=ListFeaturedConnectors → code 200 and featured connectors (the wizard). */
export interface ListFeaturedConnectorsReply {
  code: number;
  message?: string;
  data: Connection[];
}

/** Spec 2 §3 "Connection creation form params". */
export interface ConnectionFormParams {
  connection_name: string;
  type: string;
  /** Custom connectors: the base URL (https:// + sub-domain + suffix). */
  host: string;
  username: string;
  password: string;
  port: string;
  database: string;
  connector_name: string;
  image: string;
  /** The wizard's client id and secret (blank there; spec 3 §7). */
  client_id?: string;
  client_secret?: string;
}

/**
 * POST connectors/new, ApiCall=CreateConnection, Skill, FormParams (JSON ConnectionFormParams), RedirectUri (the
 * portal's /connection-enabled address the provider returns to) → status 'Connected!' on success and the account
 * link to open (null when the connector needs none).
 */
export interface CreateConnectionReply {
  code: number;
  status: string;
  message: string;
  oauth2_user_redirect_link: string | null;
  data: Connection | null;
}
/** The status text that means success (spec 3 §7). */
export const CONNECTED_STATUS = 'Connected!';

/** Spec 2 §3 "Public rest connection" (the FAQ connectors). */
export interface PublicRestConnectionParams {
  action: 'insert' | 'edit';
  connection_name: string;
  skill_id: string;
  lex_bot_name: string;
  image: string;
  collection_name: string;
}

/** Spec 2 §3: the fallback intent's two error responses, sent with the production FAQ connector. */
export interface FallbackIntentParams {
  plainTextResponse: string;
  richCardResponse: string;
  intentId: string;
}

/**
 * POST connectors/new, ApiCall=CreatePublicRestConnection, TemplateConnection (the connector's name),
 * FormParams (JSON PublicRestConnectionParams), optional fallbackIntent (JSON FallbackIntentParams).
 */
export interface CreatePublicRestConnectionReply {
  code: number;
  message: string;
  data: Connection | null;
}

/** POST connectors/new, ApiCall=OAuth2Create, Connection, RedirectUri → a fresh account link (set up, reconnect). */
export interface OAuth2CreateReply {
  code: number;
  message?: string;
  oauth2_user_redirect_link: string | null;
}

/** POST connectors/new, ApiCall=UpdateConnectionUrl, Connection, BaseUrl (a custom connector's Config). */
export interface UpdateConnectionUrlReply {
  code: number;
  message: string;
  data: Connection | null;
}

/**
 * POST connectors/enable, ApiCall=OAuth2Callback, Connection, OAuth2UserRedirectLink (the return page's whole
 * address, with the provider's code and state, or its error).
 */
export interface OAuth2CallbackReply {
  status: 'success' | 'error';
  message: string;
  /** The connection that was linked (the return page tells the opener). */
  connectionName?: string;
}

/**
 * POST connectors/enable, ApiCall=DeleteConnection, ConnectionId, ConnectionName, Skill → code 200. HTTP 403 for
 * anyone but an administrator; code 409 while a build runs.
 */
export interface DeleteConnectionReply {
  code: number;
  message: string;
}

/**
 * POST connectors/intents, ApiCall=SetIntentEnabled, Connection, IntentId, Enabled ('true'/'false') → the task.
 * Administrators only (403); code 409 while a build runs.
 */
export interface SetIntentEnabledReply {
  code: number;
  message?: string;
  data: ConnectionIntent | null;
}

/** What Add Task sends. */
export interface NewTask {
  title: string;
  desc: string;
  utterances: string[];
  slots: TaskSlot[];
}

/**
 * POST connectors/intents, ApiCall=CreateIntent, Connection, Intent (JSON NewTask) → the new task (enabled; it
 * answers after the next build). Administrators only; code 400 with a message for an invalid task (TASK_LIMITS,
 * slot types), HTTP 413 for a request over TASK_LIMITS.requestBytes.
 */
export interface CreateIntentReply {
  code: number;
  message?: string;
  data: ConnectionIntent | null;
}

/** POST skills, ApiCall=GenerateHTMLPublicChatbotSnippet, Skill → code 200, the snippet's GUID and expiry. */
export interface PublicChatbotSnippetReply {
  code: number;
  message?: string;
  data: { GUID: string; expiration_date: number } | null;
}

/**
 * The bot environment (spec 3 §3 "Bot state", §4 "Bot environment status"): NOT_BUILT before any build,
 * BUILDING while a build runs (not final), then READY, WARNING (built with the server's remark) or FAILED.
 */
export type BotBuildStatus = 'NOT_BUILT' | 'BUILDING' | 'READY' | 'WARNING' | 'FAILED';

export interface BotStatus {
  status: BotBuildStatus;
  /** Whether the status will not change without a new build. */
  final: boolean;
  /** The server's message (shown as the warning's text). */
  message: string;
  /** When not final: check again after this many seconds (the server-given refresh interval). */
  refreshInterval: number;
  /** Beyond the spec: the task that broke a FAILED build. */
  failedTask?: { connectionName: string; intentId: string; title: string } | null;
  /** ISO time of the last build's end, if any. */
  builtAt?: string | null;
}

/** GET skill/build, ApiCall=GetBotStatus, Skill → code 200 and the status. */
export interface BotStatusReply {
  code: number;
  message?: string;
  data: BotStatus | null;
}

/** POST skill/build, ApiCall=TriggerBotBuild, Skill → code 200 once the build has started. Administrators only. */
export interface TriggerBotBuildReply {
  code: number;
  message: string;
}

/**
 * Beyond the spec (issue 21 §1.5): where the organisation's getting-started setup stands. A new organisation is
 * `pending` until an administrator reaches the wizard's final screen (`finished`) or dismisses it (`dismissed`).
 */
export type SetupProgress = 'pending' | 'finished' | 'dismissed';
export const SETUP_PROGRESS_VALUES: readonly SetupProgress[] = ['pending', 'finished', 'dismissed'];

/** GET connectors/setup, ApiCall=GetSetupProgress → code 200 and the organisation's setup progress. */
export interface SetupProgressReply {
  code: number;
  message?: string;
  data: { status: SetupProgress } | null;
}

/**
 * POST connectors/setup, ApiCall=UpdateSetupProgress, Status ('finished' or 'dismissed') → the new progress
 * (SetupProgressReply). Administrators only; an organisation's setup never goes back to pending.
 */
export type SetupProgressUpdate = Exclude<SetupProgress, 'pending'>;

// ---- Operations ------------------------------------------------------------------------------------------------

export const listConnections = defineOperation<NoFields, ListConnectionsReply>()({
  api: 'portal',
  method: 'GET',
  path: 'connectors',
  apiCall: 'ListConnections',
});

export const getConnection = defineOperation<{ Connection: string }, GetConnectionReply>()({
  api: 'portal',
  method: 'GET',
  path: 'connector',
  apiCall: 'GetConnection',
});

export const listFeaturedConnectors = defineOperation<NoFields, ListFeaturedConnectorsReply>()({
  api: 'portal',
  method: 'GET',
  path: 'connectors/featured',
  apiCall: 'ListFeaturedConnectors',
});

export interface CreateConnectionFields extends SkillFields {
  FormParams: ConnectionFormParams;
  /** The portal's return page, naming the connection. */
  RedirectUri: string;
}

export const createConnection = defineOperation<CreateConnectionFields, CreateConnectionReply>()({
  api: 'portal',
  method: 'POST',
  path: 'connectors/new',
  apiCall: 'CreateConnection',
});

export interface CreatePublicRestConnectionFields {
  /** The FAQ connector's name ('faq' or 'faq-dev'). */
  TemplateConnection: string;
  FormParams: PublicRestConnectionParams;
  fallbackIntent?: FallbackIntentParams;
}

export const createPublicRestConnection = defineOperation<
  CreatePublicRestConnectionFields,
  CreatePublicRestConnectionReply
>()({
  api: 'portal',
  method: 'POST',
  path: 'connectors/new',
  apiCall: 'CreatePublicRestConnection',
});

export const updateConnectionUrl = defineOperation<
  { Connection: string; BaseUrl: string },
  UpdateConnectionUrlReply
>()({
  api: 'portal',
  method: 'POST',
  path: 'connectors/new',
  apiCall: 'UpdateConnectionUrl',
});

export const oauth2Create = defineOperation<{ Connection: string; RedirectUri: string }, OAuth2CreateReply>()(
  {
    api: 'portal',
    method: 'POST',
    path: 'connectors/new',
    apiCall: 'OAuth2Create',
  },
);

export const oauth2Callback = defineOperation<
  { Connection: string; OAuth2UserRedirectLink: string },
  OAuth2CallbackReply
>()({
  api: 'portal',
  method: 'POST',
  path: 'connectors/enable',
  apiCall: 'OAuth2Callback',
});

export interface DeleteConnectionFields extends SkillFields {
  /** '' for a connection the caller knows only by name. */
  ConnectionId: string;
  ConnectionName: string;
}

export const deleteConnection = defineOperation<DeleteConnectionFields, DeleteConnectionReply>()({
  api: 'portal',
  method: 'POST',
  path: 'connectors/enable',
  apiCall: 'DeleteConnection',
});

export interface SetIntentEnabledFields {
  Connection: string;
  IntentId: string;
  Enabled: 'true' | 'false';
}

export const setIntentEnabled = defineOperation<SetIntentEnabledFields, SetIntentEnabledReply>()({
  api: 'portal',
  method: 'POST',
  path: 'connectors/intents',
  apiCall: 'SetIntentEnabled',
});

export const createIntent = defineOperation<{ Connection: string; Intent: NewTask }, CreateIntentReply>()({
  api: 'portal',
  method: 'POST',
  path: 'connectors/intents',
  apiCall: 'CreateIntent',
});

export const generatePublicChatbotSnippet = defineOperation<SkillFields, PublicChatbotSnippetReply>()({
  api: 'portal',
  method: 'POST',
  path: 'skills',
  apiCall: 'GenerateHTMLPublicChatbotSnippet',
});

export const getSetupProgress = defineOperation<NoFields, SetupProgressReply>()({
  api: 'portal',
  method: 'GET',
  path: 'connectors/setup',
  apiCall: 'GetSetupProgress',
});

export const updateSetupProgress = defineOperation<{ Status: SetupProgressUpdate }, SetupProgressReply>()({
  api: 'portal',
  method: 'POST',
  path: 'connectors/setup',
  apiCall: 'UpdateSetupProgress',
});

export const triggerBotBuild = defineOperation<SkillFields, TriggerBotBuildReply>()({
  api: 'portal',
  method: 'POST',
  path: 'skill/build',
  apiCall: 'TriggerBotBuild',
});

export const getBotStatus = defineOperation<SkillFields, BotStatusReply>()({
  api: 'portal',
  method: 'GET',
  path: 'skill/build',
  apiCall: 'GetBotStatus',
});
