/**
 * The connectors' gateway operations (spec 2 §7 "Connectors", spec 3 §7; shapes in src/contracts/connections.ts,
 * our own for the calls the spec leaves out: docs/adr/0010). Reads are any member's; every change is an
 * administrator's (403 otherwise), and everything stays within the caller's organisation.
 */
import * as contract from '@/contracts/connections';
import {
  CONNECTED_STATUS,
  type ConnectionIntent,
  CONNECTOR_FIELDS,
  CUSTOM_CONNECTOR_SUFFIX,
  CUSTOM_SUBDOMAIN,
  isBuiltInSlotType,
  PRODUCTION_FAQ_CONNECTION,
  type SetupProgressUpdate,
  TASK_LIMITS,
  type TaskSlot,
} from '@/contracts/connections';

import { newId } from '../../core/db';
import {
  badRequest,
  booleanField,
  fieldRefused,
  type GatewayOperation,
  implement,
  notFound,
  type OperationInput,
  stringField,
  type TenantView,
} from '../../core/gateway/envelope';
import { ownSkill } from '../tenancy/skills';
import { publicBotOf } from '../website-assistant/operations';

import { buildOf, connectionView, REFRESH_INTERVAL_S, startBuild, tasksOf } from './build';
import { catalogueConnector, CONNECTOR_CATALOGUE, FEATURED_LIMIT } from './catalogue';
import {
  createAuthorizationRequest,
  OAUTH_MESSAGES,
  portalReturnAddress,
  redeemAuthorization,
} from './oauth';
import { type ConnectionRecord, newConnection } from './state';

export const SERVER_MESSAGES = {
  alreadyEnabled: 'This connector is already enabled. To manage properties look under Enabled Connectors.',
  notEnabled: 'This connector is not enabled.',
  unknown: 'Could not load selected connector',
  building: 'The assistant is being built: try again when the build has finished.',
  baseUrlRequired: 'Base URL is required!',
  nameRequired: 'Name is required!',
} as const;

/** Spec 3 §9: image upload limit. */
const IMAGE_LIMIT_BYTES = 1024 * 1024;

const records = (tenant: TenantView) => tenant.rows('connections', 'connections');
const recordOf = (tenant: TenantView, connectionName: string) =>
  records(tenant).find((record) => record.connectionName === connectionName);

function requireConnection(tenant: TenantView, connectionName: string): ConnectionRecord {
  const record = recordOf(tenant, connectionName);
  if (!record) throw notFound(SERVER_MESSAGES.notEnabled);
  return record;
}

function assertNotBuilding(input: OperationInput) {
  if (buildOf(input.context, input.tenant.id).status === 'BUILDING')
    return { code: 409, message: SERVER_MESSAGES.building };
  return null;
}

/** A JSON object field (FormParams, Intent, fallbackIntent): sent as an object, or as JSON text. */
function objectField(input: OperationInput, name: string, required = true): Record<string, unknown> | null {
  const raw = input.fields[name];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest(`${name} must be a JSON object.`);
    }
  }
  if (value === undefined || value === null) {
    if (required) throw badRequest(`${name} is required.`);
    return null;
  }
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${name} must be a JSON object.`);
  return value as Record<string, unknown>;
}

const text = (object: Record<string, unknown>, name: string) =>
  typeof object[name] === 'string' ? object[name].trim() : '';

/** The portal's return page on one of the tenant's registered origins (oauth.ts: no code theft). */
function redirectUriOf(input: OperationInput): string {
  const address = portalReturnAddress(
    stringField(input.fields, 'RedirectUri', { required: true, max: 2000 }),
  );
  if (!address) throw badRequest(OAUTH_MESSAGES.unregisteredReturnAddress);
  return address;
}

/** An image a browser can show, as a data: URL of at most 1 MB. */
function imageOf(value: string): string {
  const match = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,([A-Za-z0-9+/=]+)$/.exec(value);
  if (!match?.[2])
    throw fieldRefused(CONNECTOR_FIELDS.image, 'The image must be a PNG, JPEG, GIF, WebP or SVG data: URL.');
  if (Math.floor((match[2].length * 3) / 4) > IMAGE_LIMIT_BYTES)
    throw fieldRefused(CONNECTOR_FIELDS.image, 'The image must be 1 MB or smaller.');
  return value;
}

/**
 * A custom connector's base URL: https:// + its sub-domain + the connector's fixed suffix (spec 2 §5), refused
 * under the field it came in (`field`) otherwise. Returned in its canonical (lower-case) form.
 */
function baseUrlOf(url: string, suffix: string, field: string): string {
  if (!url) throw fieldRefused(field, SERVER_MESSAGES.baseUrlRequired);
  if (url.length > 200) throw fieldRefused(field, 'The base URL must be at most 200 characters.');
  const lower = url.toLowerCase();
  const sub =
    lower.startsWith('https://') && lower.endsWith(suffix)
      ? lower.slice(8, lower.length - suffix.length)
      : '';
  if (!CUSTOM_SUBDOMAIN.test(sub))
    throw fieldRefused(field, `The base URL must be https://<your sub-domain>${suffix}.`);
  return `https://${sub}${suffix}`;
}

/**
 * The slot types a parameter may have: the built-in ones (issue 21 §5.3). The organisation's custom slot types
 * join them once they exist in this cloud (they are issue 27's; none are stored yet).
 */
const isKnownSlotType = (type: string) => isBuiltInSlotType(type);

function validSlots(value: unknown): TaskSlot[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw badRequest('slots must be a list.');
  if (value.length > TASK_LIMITS.slots)
    throw badRequest(`A task has at most ${TASK_LIMITS.slots} parameters.`);
  const names = new Set<string>();
  return value.map((entry: unknown) => {
    const slot = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const name = text(slot, 'name');
    if (name.length > TASK_LIMITS.slotNameLength || !/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) {
      throw badRequest('A parameter’s name starts with a letter and holds only letters, digits and _.');
    }
    if (names.has(name.toLowerCase())) throw badRequest(`The parameter name ${name} is used twice.`);
    names.add(name.toLowerCase());
    const type = text(slot, 'type');
    if (!type) throw badRequest(`The parameter ${name} needs a type.`);
    if (!isKnownSlotType(type)) throw badRequest(`The parameter ${name} has an unknown slot type.`);
    const description = text(slot, 'slotBusinessDesc');
    if (description.length > TASK_LIMITS.slotDescriptionLength) {
      throw badRequest(
        `A parameter’s description is at most ${TASK_LIMITS.slotDescriptionLength} characters.`,
      );
    }
    return { name, type, slotBusinessDesc: description };
  });
}

/** A task's example utterances: a list of texts, each at most 200 characters (Lex), at most 100 of them. */
function validUtterances(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw badRequest('utterances must be a list.');
  if (value.length > TASK_LIMITS.utterances) {
    throw badRequest(`A task has at most ${TASK_LIMITS.utterances} example utterances.`);
  }
  const utterances = value.map((line: unknown, index) => {
    if (typeof line !== 'string') throw badRequest('An example utterance must be text.');
    const trimmed = line.trim();
    if (trimmed.length > TASK_LIMITS.utteranceLength) {
      throw badRequest(
        `Example utterance ${index + 1} is longer than ${TASK_LIMITS.utteranceLength} characters.`,
      );
    }
    return trimmed;
  });
  return [...new Set(utterances.filter(Boolean))];
}

export const connectionsOperations: GatewayOperation[] = [
  implement(contract.listConnections, 'member', ({ tenant }) => {
    const enabledNames = new Set(records(tenant).map((record) => record.connectionName));
    const fallback = tenant.rows('connections', 'fallbacks')[0];
    return {
      code: 200,
      data: {
        common: CONNECTOR_CATALOGUE.filter(
          (connector) => !enabledNames.has(connector.connectionName),
        ).flatMap((connector) => connectionView(connector.connectionName, undefined, tenant.id) ?? []),
        enabled: records(tenant).flatMap(
          (record) => connectionView(record.connectionName, record, tenant.id) ?? [],
        ),
        fallbackIntent: fallback
          ? { ID: fallback.ID, body: fallback.body, alexalyticsCardBody: fallback.alexalyticsCardBody }
          : null,
      },
    };
  }),
  implement(contract.getConnection, 'member', ({ tenant, fields }) => {
    const name = stringField(fields, 'Connection', { required: true, max: 100 });
    const view = connectionView(name, recordOf(tenant, name), tenant.id);
    return view ? { code: 200, data: view } : { code: 404, message: SERVER_MESSAGES.unknown, data: null };
  }),
  implement(contract.listFeaturedConnectors, 'member', ({ tenant }) => ({
    code: 200,
    data: CONNECTOR_CATALOGUE.filter((connector) => connector.area !== null)
      .slice(0, FEATURED_LIMIT)
      .flatMap(
        (connector) =>
          connectionView(connector.connectionName, recordOf(tenant, connector.connectionName), tenant.id) ??
          [],
      ),
  })),
  implement(contract.createConnection, 'administrator', (input) => {
    const { context, tenant } = input;
    stringField(input.fields, 'Skill', { max: 100 });
    const params = objectField(input, 'FormParams') ?? {};
    const name = text(params, 'connection_name');
    const connector = catalogueConnector(name);
    if (!connector || connector.setup === 'faq') throw notFound(SERVER_MESSAGES.unknown);
    const redirectUri = redirectUriOf(input);
    if (recordOf(tenant, name))
      return {
        code: 409,
        status: 'error',
        message: SERVER_MESSAGES.alreadyEnabled,
        oauth2_user_redirect_link: null,
        data: null,
      };
    let baseUrl: string | null = null;
    if (connector.setup === 'custom') {
      baseUrl = baseUrlOf(text(params, 'host'), CUSTOM_CONNECTOR_SUFFIX[name] ?? '', CONNECTOR_FIELDS.host);
    }
    const record = tenant.insert('connections', 'connections', {
      ...newConnection(tenant.id, name, context.clock.nowIso(), false),
      base_url: baseUrl,
    });
    const link = createAuthorizationRequest(context, {
      tenant: tenant.id,
      connectionName: name,
      displayName: connector.display_name,
      redirectUri,
    });
    return {
      code: 200,
      status: CONNECTED_STATUS,
      message: 'Connector created.',
      oauth2_user_redirect_link: link,
      data: connectionView(name, record, tenant.id),
    };
  }),
  implement(contract.createPublicRestConnection, 'administrator', (input) => {
    const { context, tenant } = input;
    const template = stringField(input.fields, 'TemplateConnection', { required: true, max: 100 });
    const connector = catalogueConnector(template);
    if (connector?.setup !== 'faq') throw notFound(SERVER_MESSAGES.unknown);
    const params = objectField(input, 'FormParams') ?? {};
    const action = text(params, 'action');
    if (action !== 'insert' && action !== 'edit') throw badRequest('action must be insert or edit.');
    const name = text(params, 'connection_name');
    if (!name) throw fieldRefused(CONNECTOR_FIELDS.name, SERVER_MESSAGES.nameRequired);
    if (name.length > 100)
      throw fieldRefused(CONNECTOR_FIELDS.name, 'The name must be at most 100 characters.');
    const image = text(params, 'image') ? imageOf(text(params, 'image')) : null;
    const existing = recordOf(tenant, template);
    if (action === 'insert' && existing)
      return { code: 409, message: SERVER_MESSAGES.alreadyEnabled, data: null };
    if (action === 'edit' && !existing) throw notFound(SERVER_MESSAGES.notEnabled);
    const fallback = objectField(input, 'fallbackIntent', false);
    if (fallback && template !== PRODUCTION_FAQ_CONNECTION) {
      throw badRequest('Only the production FAQ connector has a fallback intent.');
    }
    const record =
      existing ??
      tenant.insert(
        'connections',
        'connections',
        newConnection(tenant.id, template, context.clock.nowIso(), true),
      );
    tenant.update('connections', 'connections', () => {
      record.display_name = name;
      if (image) record.image = image;
      record.auth_exists = true;
    });
    if (fallback) {
      const body = text(fallback, 'plainTextResponse').slice(0, 1000);
      const card = text(fallback, 'richCardResponse').slice(0, 4000);
      const current = tenant.rows('connections', 'fallbacks')[0];
      if (current)
        tenant.update('connections', 'fallbacks', () =>
          Object.assign(current, { body, alexalyticsCardBody: card }),
        );
      else
        tenant.insert('connections', 'fallbacks', {
          ID: text(fallback, 'intentId') || 'FallbackIntent',
          body,
          alexalyticsCardBody: card,
        });
    }
    return {
      code: 200,
      message: action === 'edit' ? 'Connector edited.' : 'Connector created.',
      data: connectionView(template, record, tenant.id),
    };
  }),
  implement(contract.oauth2Create, 'administrator', (input) => {
    const { context, tenant } = input;
    const name = stringField(input.fields, 'Connection', { required: true, max: 100 });
    const record = requireConnection(tenant, name);
    const connector = catalogueConnector(name);
    if (!connector || connector.setup === 'faq') throw badRequest('This connector links no account.');
    const link = createAuthorizationRequest(context, {
      tenant: tenant.id,
      connectionName: record.connectionName,
      displayName: connector.display_name,
      redirectUri: redirectUriOf(input),
    });
    return { code: 200, oauth2_user_redirect_link: link };
  }),
  implement(contract.updateConnectionUrl, 'administrator', (input) => {
    const { tenant } = input;
    const name = stringField(input.fields, 'Connection', { required: true, max: 100 });
    const record = requireConnection(tenant, name);
    const suffix = CUSTOM_CONNECTOR_SUFFIX[name];
    if (!suffix) throw badRequest('Only the custom connectors have a base URL.');
    const baseUrl = baseUrlOf(
      stringField(input.fields, 'BaseUrl', { max: 200 }),
      suffix,
      CONNECTOR_FIELDS.baseUrl,
    );
    tenant.update('connections', 'connections', () => {
      record.base_url = baseUrl;
    });
    return {
      code: 200,
      message: 'Connector url successfully changed...',
      data: connectionView(name, record, tenant.id),
    };
  }),
  implement(contract.oauth2Callback, 'administrator', (input) => {
    const { context, tenant } = input;
    const name = stringField(input.fields, 'Connection', { required: true, max: 100 });
    const returnUrl = stringField(input.fields, 'OAuth2UserRedirectLink', { required: true, max: 4000 });
    const record = recordOf(tenant, name);
    if (!record) return { status: 'error', message: SERVER_MESSAGES.notEnabled, connectionName: name };
    const outcome = redeemAuthorization(context, { tenant: tenant.id, connectionName: name, returnUrl });
    if (!outcome.ok) return { status: 'error', message: outcome.message, connectionName: name };
    tenant.update('connections', 'connections', () => {
      record.auth_exists = true;
      record.health = 'ok';
    });
    return { status: 'success', message: 'Connection Setup Completed', connectionName: name };
  }),
  implement(contract.deleteConnection, 'administrator', (input) => {
    const { tenant } = input;
    const id = stringField(input.fields, 'ConnectionId', { required: true, max: 100 });
    const name = stringField(input.fields, 'ConnectionName', { required: true, max: 100 });
    stringField(input.fields, 'Skill', { max: 100 });
    const record = recordOf(tenant, name);
    if (record?.connectionId !== id) throw notFound(SERVER_MESSAGES.notEnabled);
    const busy = assertNotBuilding(input);
    if (busy) return busy;
    tenant.remove('connections', 'connections', (candidate) => candidate.connectionId === id);
    return { code: 200, message: 'Connector disabled.' };
  }),
  implement(
    contract.setIntentEnabled,
    'administrator',
    (input) => {
      const { tenant } = input;
      const record = requireConnection(
        tenant,
        stringField(input.fields, 'Connection', { required: true, max: 100 }),
      );
      const intentId = stringField(input.fields, 'IntentId', { required: true, max: 100 });
      const enabled = booleanField(input.fields, 'Enabled');
      if (!tasksOf(record).some((task) => task.ID === intentId)) throw notFound('No such task.');
      const busy = assertNotBuilding(input);
      if (busy) return { ...busy, data: null };
      tenant.update('connections', 'connections', () => {
        record.disabledTasks = record.disabledTasks.filter((id) => id !== intentId);
        if (!enabled) record.disabledTasks.push(intentId);
      });
      return { code: 200, data: tasksOf(record).find((task) => task.ID === intentId) ?? null };
    },
    { maxRequestBytes: 16 * 1024 },
  ),
  implement(
    contract.createIntent,
    'administrator',
    (input) => {
      const { tenant } = input;
      const record = requireConnection(
        tenant,
        stringField(input.fields, 'Connection', { required: true, max: 100 }),
      );
      const intent = objectField(input, 'Intent') ?? {};
      const title = text(intent, 'title');
      if (!title) throw badRequest('The task needs a title.');
      if (title.length > TASK_LIMITS.titleLength)
        throw badRequest(`The title must be at most ${TASK_LIMITS.titleLength} characters.`);
      if (tasksOf(record).some((task) => task.title.toLowerCase() === title.toLowerCase())) {
        throw badRequest('The connector already has a task with this title.');
      }
      const desc = text(intent, 'desc');
      if (desc.length > TASK_LIMITS.descriptionLength)
        throw badRequest(`The description must be at most ${TASK_LIMITS.descriptionLength} characters.`);
      const utterances = validUtterances(intent.utterances);
      const slots = validSlots(intent.slots);
      const busy = assertNotBuilding(input);
      if (busy) return { ...busy, data: null };
      const task: ConnectionIntent = {
        ID: `Custom_${newId().slice(0, 8)}`,
        title,
        desc,
        enabled: true,
        utterances,
        slots,
        custom: true,
      };
      tenant.update('connections', 'connections', () => {
        record.customTasks.push(task);
      });
      return { code: 200, data: task };
    },
    { maxRequestBytes: TASK_LIMITS.requestBytes },
  ),
  implement(contract.generatePublicChatbotSnippet, 'administrator', ({ context, tenant, fields }) => {
    const skill = ownSkill(context, tenant, stringField(fields, 'Skill', { required: true, max: 100 }));
    const snippet = {
      // The website assistant's embed dialog shows the same snippet: the skill's public bot's GUID.
      GUID: publicBotOf(tenant, skill).settings.GUID,
      // Valid for 30 days (epoch seconds).
      expiration_date: Math.floor(context.clock.now() / 1000) + 30 * 24 * 60 * 60,
    };
    tenant.insert('connections', 'snippets', snippet);
    return { code: 200, data: snippet };
  }),
  implement(contract.getSetupProgress, 'member', ({ tenant }) => ({
    code: 200,
    data: { status: tenant.rows('connections', 'setups')[0]?.status ?? 'pending' },
  })),
  implement(contract.updateSetupProgress, 'administrator', ({ context, caller, tenant, fields }) => {
    const status = stringField(fields, 'Status', { required: true, max: 20 });
    if (status !== 'finished' && status !== 'dismissed')
      throw badRequest('Status must be finished or dismissed.');
    const next: SetupProgressUpdate = status;
    const current = tenant.rows('connections', 'setups')[0];
    const stamp = { status: next, by: caller.user.sub, at: context.clock.nowIso() };
    // Finished is final: a later dismissal (another administrator's stale banner) does not undo it.
    if (!current) tenant.insert('connections', 'setups', stamp);
    else if (current.status !== 'finished')
      tenant.update('connections', 'setups', () => Object.assign(current, stamp));
    return { code: 200, data: { status: tenant.rows('connections', 'setups')[0]?.status ?? next } };
  }),
  implement(contract.triggerBotBuild, 'administrator', (input) => {
    const { context, tenant } = input;
    stringField(input.fields, 'Skill', { max: 100 });
    const busy = assertNotBuilding(input);
    if (busy) return busy;
    startBuild(context, tenant.id);
    return { code: 200, message: 'The build has started.' };
  }),
  implement(contract.getBotStatus, 'member', ({ context, tenant, fields }) => {
    stringField(fields, 'Skill', { max: 100 });
    const build = context.db.state.connections.builds.find((candidate) => candidate.tenant === tenant.id);
    const status = build?.status ?? 'NOT_BUILT';
    return {
      code: 200,
      data: {
        status,
        final: status !== 'BUILDING',
        message: build?.message ?? '',
        refreshInterval: REFRESH_INTERVAL_S,
        failedTask: build?.failedTask ?? null,
        builtAt: build?.builtAt ?? null,
      },
    };
  }),
];
