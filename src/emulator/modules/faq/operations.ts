/**
 * The FAQ's gateway operations (spec 2 §7 "FAQ"; shapes and rules in src/contracts/faq.ts), as the real service
 * enforces them: every FAQ call names the caller's own assistant (ChatbotId); only administrators review, see the
 * queue, change the settings or import; a user deletes directly only their own NEW question; an approved question
 * is marked for deletion only when no document refers to it; the responses are at most 22,000 bytes together;
 * a new subject area needs an administrator or the setting that allows it; answers are sanitised here too, and
 * one with nothing left is refused; the question and subject area have length limits (issue 21 §4.6).
 */
import * as contract from '@/contracts/faq';
import {
  characterCount,
  FAQ_IMAGE_MAX_BYTES,
  FAQ_IMAGE_TYPES,
  FAQ_QUESTION_MAX_CHARACTERS,
  FAQ_RESPONSE_LIMIT_BYTES,
  FAQ_SUBJECT_AREA_MAX_CHARACTERS,
  type FaqCmsSettings,
  type FaqCustomField,
  type FaqDoc,
  type FaqSearchDocument,
  type FaqSource,
  type FaqWriteReply,
} from '@/contracts/faq';
import { IMPORT_MODES, IMPORT_OPERATIONS, type ImportKind, type ImportMode } from '@/contracts/faq-import';
import type { Operation } from '@/contracts/operation';
import { imageTypeOf } from '@/lib/image-signature';
import { isBlankHtml, sanitizeHtml } from '@/lib/sanitize-html';

import { newId } from '../../core/db';
import { hasRight } from '../../core/gateway/access';
import {
  badRequest,
  booleanField,
  type Caller,
  forbidden,
  GatewayError,
  type GatewayOperation,
  implement,
  notFound,
  type OperationInput,
  rawField,
  stringField,
  type TenantView,
} from '../../core/gateway/envelope';
import { base64ToBytes, bytesToBase64, entityTag } from '../../core/protocol/s3-rest';

import { IMPORT_JOB, type ImportJob } from './imports';
import { type AuditAction, DEFAULT_SETTINGS, type FaqRecord } from './state';

export const TOO_LARGE =
  'Response too large, please reduce the length of HTML and/or voice response and try again';

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
const isAdministrator = (caller: Caller) => hasRight(caller, 'administrator');

/** The FAQ calls name the caller's own assistant; another organisation's id is refused. */
function checkChatbot({ fields, tenant }: OperationInput) {
  const chatbotId = stringField(fields, 'ChatbotId', { required: true });
  const own = tenant.rows('tenancy', 'skills').some((skill) => skill.ID === chatbotId);
  if (!own) throw forbidden('This assistant is not yours.');
}

export function settingsOf(tenant: TenantView): FaqCmsSettings {
  const stored = tenant.rows('faq', 'settings')[0];
  if (!stored) return { ...DEFAULT_SETTINGS };
  const { tenant: _tenant, ...settings } = stored;
  return settings;
}

const toWire = ({ tenant: _tenant, ...document }: FaqRecord): FaqSearchDocument => document;

function documentOf(tenant: TenantView, fields: OperationInput['fields']): FaqRecord {
  const docId = stringField(fields, 'DocId', { required: true });
  const found = tenant.rows('faq', 'documents').find((record) => record._id === docId);
  // Another organisation's document is as unknown as one that never existed.
  if (!found) throw notFound('No such question.');
  return found;
}

/** The Doc of a write, checked as the spec's form checks it, with the answer sanitised. */
function docOf({ fields, tenant, caller }: OperationInput): FaqDoc {
  const raw = rawField(fields, 'Doc');
  if (typeof raw !== 'object' || raw === null) throw badRequest('Doc is required.');
  const doc = raw as Record<string, unknown>;
  const text = (name: keyof FaqDoc) => {
    const value = doc[name];
    if (typeof value !== 'string' || !value.trim()) throw badRequest(`${name} is required.`);
    return name === 'answer' ? value : value.trim();
  };
  const question = text('question');
  if (characterCount(question) > FAQ_QUESTION_MAX_CHARACTERS)
    throw badRequest(`question is longer than ${FAQ_QUESTION_MAX_CHARACTERS} characters.`);
  const subjectArea = text('subject_area');
  if (characterCount(subjectArea) > FAQ_SUBJECT_AREA_MAX_CHARACTERS)
    throw badRequest(`subject_area is longer than ${FAQ_SUBJECT_AREA_MAX_CHARACTERS} characters.`);
  const answer = sanitizeHtml(text('answer'), 'faq');
  // Markup with nothing left once sanitised (a hostile answer) would be stored as an empty answer.
  if (isBlankHtml(answer)) throw badRequest('answer has no content once unsafe markup is removed.');
  const voice = text('answer_voice');
  if (utf8Bytes(answer) + utf8Bytes(voice) > FAQ_RESPONSE_LIMIT_BYTES) throw badRequest(TOO_LARGE);
  const settings = settingsOf(tenant);
  const known = tenant.rows('faq', 'subjectAreas').some((area) => area.name === subjectArea);
  if (!known && !isAdministrator(caller) && !settings.nonAdminsCanCreateSubjectAreas) {
    throw forbidden('Only administrators may create a subject area.');
  }
  const customFields = doc.customFields;
  if (customFields !== undefined && (typeof customFields !== 'object' || customFields === null)) {
    throw badRequest('customFields must be an object.');
  }
  const custom = Object.entries((customFields ?? {}) as Record<string, unknown>);
  for (const [name, value] of custom) {
    const field = settings.customFields.find((candidate) => candidate.sourceFieldName === name);
    if (!field) throw badRequest(`Unknown custom field ${name}.`);
    if (typeof value !== 'string' || !field.options.some((option) => option.value === value)) {
      throw badRequest(`${value as string} is not an option of ${field.name}.`);
    }
  }
  return {
    question,
    subject_area: subjectArea,
    answer,
    answer_voice: voice,
    ...(custom.length > 0 ? { customFields: Object.fromEntries(custom) as Record<string, string> } : {}),
  };
}

function rememberSubjectArea(tenant: TenantView, name: string) {
  if (!tenant.rows('faq', 'subjectAreas').some((area) => area.name === name)) {
    tenant.insert('faq', 'subjectAreas', { name });
  }
}

function audit(input: OperationInput, record: FaqRecord, action: AuditAction) {
  input.tenant.insert('faq', 'audit', {
    docId: record._id,
    action,
    by: input.caller.user.attributes.email ?? '',
    at: input.context.clock.nowIso(),
    snapshot: structuredClone(record._source),
  });
}

/** An FAQ search operation: the ChatbotId it names must be the caller's own assistant. */
const faqOperation = <Fields extends contract.ChatbotFields, Reply>(
  operation: Operation<Fields, Reply, 'es'>,
  right: GatewayOperation['right'],
  handle: NoInfer<(input: OperationInput) => Reply>,
): GatewayOperation =>
  implement(operation, right, (input) => {
    checkChatbot(input);
    return handle(input);
  });

const ok: FaqWriteReply = { code: 200 };

function setSource(tenant: TenantView, docId: string, change: (source: FaqSource) => void) {
  tenant.update('faq', 'documents', (rows) => {
    const row = rows.find((record) => record._id === docId);
    if (row) change(row._source);
  });
}

export const faqOperations: GatewayOperation[] = [
  faqOperation(contract.getSubmittedFaqs, 'member', ({ tenant, fields, caller }) => {
    const includeReviewed = booleanField(fields, 'IncludeReviewedQuestions');
    // The review queue is the administrators' (spec 2 §6).
    if (!includeReviewed && !isAdministrator(caller))
      throw forbidden('Only administrators review questions.');
    const data = tenant
      .rows('faq', 'documents')
      .filter((record) => includeReviewed || record._source.status !== 'APPROVED')
      .sort((left, right) => right._source.last_update.localeCompare(left._source.last_update))
      .map(toWire);
    return { code: 200, data };
  }),
  faqOperation(contract.getSubjectAreas, 'member', ({ tenant }) => ({
    code: 200,
    data: tenant
      .rows('faq', 'subjectAreas')
      .map((area) => area.name)
      .sort((left, right) => left.localeCompare(right)),
  })),
  faqOperation(contract.insertFaq, 'member', (input) => {
    const { tenant, fields, context, caller } = input;
    const doc = docOf(input);
    const refersTo = rawField(fields, 'DocId') === undefined ? '' : documentOf(tenant, fields)._id;
    if (
      refersTo &&
      tenant.rows('faq', 'documents').find((record) => record._id === refersTo)?._source.status !== 'APPROVED'
    ) {
      throw new GatewayError(409, 'Only an approved question can be changed.');
    }
    const docId = newId();
    tenant.insert('faq', 'documents', {
      _id: docId,
      _source: {
        ...doc,
        docId,
        user: caller.user.attributes.email ?? '',
        last_update: context.clock.nowIso(),
        status: 'NEW',
        id: refersTo,
      },
    });
    rememberSubjectArea(tenant, doc.subject_area);
    return { code: 200, docId };
  }),
  faqOperation(contract.updateFaqAndPublishIt, 'administrator', (input) => {
    const { tenant, fields, context } = input;
    const record = documentOf(tenant, fields);
    if (record._source.status !== 'NEW') throw new GatewayError(409, 'Only a new question can be accepted.');
    const doc = docOf(input);
    rememberSubjectArea(tenant, doc.subject_area);
    const original = record._source.id
      ? tenant.rows('faq', 'documents').find((candidate) => candidate._id === record._source.id)
      : undefined;
    const published = original ?? record;
    audit(input, record, 'accepted');
    setSource(tenant, published._id, (source) => {
      // The proposal's content, under the published document's own id and original submitter.
      const customFields = doc.customFields;
      delete source.customFields;
      Object.assign(source, doc, customFields ? { customFields } : {}, {
        status: 'APPROVED',
        id: '',
        last_update: context.clock.nowIso(),
      });
    });
    if (original) tenant.remove('faq', 'documents', (candidate) => candidate._id === record._id);
    return { code: 200, docId: published._id };
  }),
  faqOperation(contract.rejectFaq, 'administrator', (input) => {
    const record = documentOf(input.tenant, input.fields);
    if (record._source.status !== 'NEW') throw new GatewayError(409, 'Only a new question can be rejected.');
    audit(input, record, 'rejected');
    input.tenant.remove('faq', 'documents', (candidate) => candidate._id === record._id);
    return ok;
  }),
  faqOperation(contract.markFaqForDeletion, 'member', (input) => {
    const { tenant, fields, context } = input;
    const record = documentOf(tenant, fields);
    if (record._source.status !== 'APPROVED')
      throw new GatewayError(409, 'Only an approved question can be marked for deletion.');
    const referred = tenant.rows('faq', 'documents').some((candidate) => candidate._source.id === record._id);
    if (referred) throw new GatewayError(409, 'Another question refers to this one.');
    audit(input, record, 'marked-for-deletion');
    setSource(tenant, record._id, (source) => {
      source.status = 'TO BE DELETED';
      source.last_update = context.clock.nowIso();
    });
    return ok;
  }),
  faqOperation(contract.rejectFaqDeletionSuggestion, 'administrator', (input) => {
    const { tenant, fields, context } = input;
    const record = documentOf(tenant, fields);
    if (record._source.status !== 'TO BE DELETED')
      throw new GatewayError(409, 'This question is not marked for deletion.');
    audit(input, record, 'deletion-rejected');
    setSource(tenant, record._id, (source) => {
      source.status = 'APPROVED';
      source.last_update = context.clock.nowIso();
    });
    return ok;
  }),
  faqOperation(contract.deleteFaq, 'member', (input) => {
    const { tenant, fields, caller } = input;
    const record = documentOf(tenant, fields);
    const own = record._source.user === caller.user.attributes.email && record._source.status === 'NEW';
    if (!isAdministrator(caller) && !own) {
      throw forbidden('Only the submitter may delete a new question; other deletions are reviewed.');
    }
    // The submitter's own NEW question leaves no trace (spec 2 §4); an administrator's deletion is audited.
    if (!(own && booleanField(fields, 'DontStoreAuditRecord'))) audit(input, record, 'deleted');
    tenant.remove('faq', 'documents', (candidate) => candidate._id === record._id);
    // A proposal for a deleted question has nothing left to change.
    tenant.remove('faq', 'documents', (candidate) => candidate._source.id === record._id);
    return ok;
  }),
];

/** Spec 2 §3, §5: what SaveFaqCmsSettings stores, checked as the settings page checks it. */
export function validSettings(raw: unknown): FaqCmsSettings {
  if (typeof raw !== 'object' || raw === null) throw badRequest('Settings are required.');
  const settings = raw as Partial<FaqCmsSettings>;
  if (!Array.isArray(settings.customFields)) throw badRequest('customFields must be a list.');
  const customFields = settings.customFields.map((field: Partial<FaqCustomField>, index): FaqCustomField => {
    const name = typeof field.name === 'string' ? field.name.trim() : '';
    if (!name) throw badRequest('Name cannot be empty');
    if (!Array.isArray(field.options) || field.options.length === 0)
      throw badRequest(`${name} has no options.`);
    const options = field.options.map((option) => {
      const value = typeof option.value === 'string' ? option.value.trim() : '';
      const label = typeof option.label === 'string' ? option.label.trim() : '';
      if (!value) throw badRequest('Value cannot be empty');
      if (!label) throw badRequest('Label cannot be empty');
      return { value, label };
    });
    const sourceFieldName =
      index === 0
        ? 'site'
        : (typeof field.sourceFieldName === 'string' && field.sourceFieldName.trim()) ||
          name.toLowerCase().replace(/[^a-z0-9]+/g, '_');
    return {
      name,
      label: name,
      sourceFieldName,
      options: options.some((option) => option.value === 'All')
        ? options
        : [{ value: 'All', label: 'All' }, ...options],
    };
  });
  return { nonAdminsCanCreateSubjectAreas: settings.nonAdminsCanCreateSubjectAreas === true, customFields };
}

/** The Tenant field must be the caller's own organisation. */
function ownTenant({ fields, tenant }: OperationInput) {
  if (stringField(fields, 'Tenant', { required: true }) !== tenant.id)
    throw forbidden('Not your organisation.');
}

export const faqSettingsOperations: GatewayOperation[] = [
  implement(contract.getFaqCmsSettings, 'member', (input) => {
    ownTenant(input);
    return { code: 200, data: settingsOf(input.tenant) };
  }),
  implement(contract.saveFaqCmsSettings, 'administrator', (input) => {
    ownTenant(input);
    const settings = validSettings(rawField(input.fields, 'Settings'));
    input.tenant.remove('faq', 'settings', () => true);
    input.tenant.insert('faq', 'settings', settings);
    return { code: 200 };
  }),
];

const EXTENSIONS: Record<(typeof FAQ_IMAGE_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export const faqImageOperation: GatewayOperation = implement(
  contract.uploadFaqImage,
  'member',
  ({ fields, tenant, context }) => {
    const mime = stringField(fields, 'Mime', { required: true });
    stringField(fields, 'Filename', { required: true, max: 255 });
    if (!(FAQ_IMAGE_TYPES as readonly string[]).includes(mime))
      throw badRequest('Only PNG, JPEG, GIF and WebP images.');
    let bytes: Uint8Array;
    try {
      bytes = base64ToBytes(stringField(fields, 'Base64', { required: true }));
    } catch {
      throw badRequest('Base64 is not valid base64.');
    }
    if (bytes.length > FAQ_IMAGE_MAX_BYTES) throw badRequest('The image is too large.');
    // The bytes must be the image the type names (issue 21 §5.4): an HTML page declared image/png is refused.
    if (imageTypeOf(bytes) !== mime) throw badRequest(`The file is not a ${mime} image.`);
    // The public store the portal's images come from: the profile-picture bucket, under the organisation.
    const bucket = context.config.profilePictureBucket;
    const key = `faq-images/${tenant.id}/${newId()}.${EXTENSIONS[mime as keyof typeof EXTENSIONS]}`;
    context.db.update('s3', (state) => {
      state.buckets[bucket] = {
        ...state.buckets[bucket],
        [key]: {
          key,
          contentType: mime,
          body: bytesToBase64(bytes),
          size: bytes.length,
          etag: entityTag(bytes),
          lastModified: context.clock.nowIso(),
        },
      };
    });
    return { code: 200, uri: `https://s3.${context.config.region}.amazonaws.com/${bucket}/${key}` };
  },
);

/** The bulk imports: administrators only, their own organisation, a `has/<GUID>.csv` key. */
const importOperation = (kind: ImportKind): GatewayOperation =>
  implement(IMPORT_OPERATIONS[kind], 'administrator', ({ fields, tenant, context, caller }) => {
    if (stringField(fields, 'tenant', { required: true }) !== tenant.id)
      throw forbidden('Not your organisation.');
    const collection = stringField(fields, 'collection', { required: true });
    if (!/^has\/[0-9a-f-]{36}\.csv$/i.test(collection))
      throw badRequest('collection must be has/<GUID>.csv.');
    const msgId = stringField(fields, 'msgId', { required: true, max: 100 });
    if (stringField(fields, 'InvocationType') !== 'Event') throw badRequest('InvocationType must be Event.');
    // Absent, the spec's only mode: erase. Survey questions are always replaced whole.
    const allowed: readonly unknown[] = kind === 'faq' ? IMPORT_MODES : ['erase-and-import'];
    const mode = rawField(fields, 'Mode') ?? 'erase-and-import';
    if (!allowed.includes(mode)) throw badRequest(`Mode must be one of ${allowed.join(', ')}.`);
    const job: ImportJob = {
      kind,
      mode: mode as ImportMode,
      tenant: tenant.id,
      key: `${tenant.id}/${collection}`,
      msgId,
      importer: caller.user.attributes.email ?? '',
    };
    context.jobs.schedule(IMPORT_JOB, job, IMPORT_DELAY_MS);
    return { code: 200 };
  });

/** How long the emulated import takes on the emulator clock. */
export const IMPORT_DELAY_MS = 3_000;

export const faqImportOperations = [importOperation('faq'), importOperation('survey')];
