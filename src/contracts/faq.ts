/**
 * The FAQ wire contract (spec 2 §3 "FAQ item", "FAQ CMS settings"; §7 "FAQ" and "Upload"), shared by the portal
 * (src/features/faq/api.ts) and the emulated cloud (src/emulator/modules/faq/), so that both sides speak the same shapes.
 *
 * Calls (every gateway call carries AccessToken, ApiCall, ApiVersion, Api, AccountType; the FAQ ones also
 * ChatbotId, the tenant's skill id, which the server checks against the caller's organisation):
 * - POST {faq}/es, ApiCall:
 *   - GetSubmittedFaqs {IncludeReviewedQuestions, CustomFields: source field names} → FaqListReply. With
 *     IncludeReviewedQuestions the library's list (every status); without, the review queue (NEW and
 *     TO BE DELETED only; administrators).
 *   - InsertFaQ {Doc, DocId?} → FaqWriteReply: a NEW question; DocId names the APPROVED question it proposes to
 *     change (the new document refers to it by `_source.id`).
 *   - UpdateFaqAndPublishIt {DocId, Doc} (administrators): accepts a NEW question: it becomes APPROVED, or, when
 *     it refers to an approved one, that one takes its content and the proposal goes.
 *   - RejectFaq {DocId} (administrators): a NEW question is rejected (removed, an audit record kept).
 *   - MarkFaqForDeletion {DocId}: an APPROVED question no other document refers to becomes TO BE DELETED.
 *   - DeleteFaq {DocId, DontStoreAuditRecord}: administrators delete any question; any user deletes directly
 *     (DontStoreAuditRecord true) only their own NEW question.
 *   - RejectFaqDeletionSuggestion {DocId} (administrators): TO BE DELETED goes back to APPROVED.
 *   - GetSubjectAreas {} → SubjectAreasReply.
 * - POST {portal}/users/new, ApiCall GetFaqCmsSettings {Tenant} → FaqSettingsReply; SaveFaqCmsSettings
 *   {Tenant, Settings} (administrators) → {code}.
 * - POST {portal}/multimedia, ApiCall UploadFaqImage {Filename, Mime, Base64} → UploadImageReply (`uri`: a
 *   public https URL of the upload store).
 * - GET {faq}/suggestions-v2/{ChatbotId}_user_upload/{query}?dontGroupResults=true&extraFields=a,b with the id
 *   token in Authorization → FaqSuggestionsReply: approved questions matching the query.
 * - The bulk import (src/contracts/faq-import.ts): the file is put at `<tenant>/has/<GUID>.csv` in the upload
 *   bucket, then POST {faq}/collection (ApiCall UploadCollection) or {faq}/survey (ApiCall UploadSurvey) with
 *   ImportRequest fields (administrators) → {code}; later an ImportMessage with the same msgId arrives on the
 *   upload queue.
 *
 * A reply's `code` other than 200 is a failure (the gateway client throws it).
 */
import { defineOperation } from './operation';

export const FAQ_STATUSES = ['NEW', 'APPROVED', 'TO BE DELETED'] as const;
export type FaqStatus = (typeof FAQ_STATUSES)[number];

/** Spec 2 §5, §9: HTML plus voice response together, in UTF-8 bytes. */
export const FAQ_RESPONSE_LIMIT_BYTES = 22_000;

/** Issue 21 §4.6: the longest question and subject area the server stores, in characters, once trimmed. */
export const FAQ_QUESTION_MAX_CHARACTERS = 500;
export const FAQ_SUBJECT_AREA_MAX_CHARACTERS = 100;
/**
 * Characters counted as code points, the same on both sides: an emoji is one. Not graphemes: combining marks
 * piled on one letter would make one "character" of any length.
 */
export const characterCount = (text: string) => Array.from(text).length;

/** What a user writes: spec 2 §7 "Doc". */
export interface FaqDoc {
  question: string;
  subject_area: string;
  /** The HTML response (sanitised before it is sent and again by the server). */
  answer: string;
  answer_voice: string;
  /** Custom dropdown values keyed by the field's source field name. */
  customFields?: Record<string, string>;
}

/** A stored question: spec 2 §3 "FAQ item (search document)". */
export interface FaqSource extends FaqDoc {
  docId: string;
  /** The submitter's e-mail. */
  user: string;
  /** ISO instant of the last change. */
  last_update: string;
  status: FaqStatus;
  /** The document this one refers to (a proposed change of an approved question), or '' for none. */
  id: string;
}

export interface FaqSearchDocument {
  _id: string;
  _source: FaqSource;
}

export interface FaqListReply {
  code: number;
  message?: string;
  data: FaqSearchDocument[];
}

export interface FaqWriteReply {
  code: number;
  message?: string;
  /** The written document's id (InsertFaQ, UpdateFaqAndPublishIt). */
  docId?: string;
}

export interface SubjectAreasReply {
  code: number;
  message?: string;
  data: string[];
}

export interface FaqCustomFieldOption {
  value: string;
  label: string;
}

export interface FaqCustomField {
  name: string;
  /** Equal to name (spec 2 §3). */
  label: string;
  /** The document field the values are stored under; the first field's is always 'site'. */
  sourceFieldName: string;
  options: FaqCustomFieldOption[];
}

export interface FaqCmsSettings {
  nonAdminsCanCreateSubjectAreas: boolean;
  customFields: FaqCustomField[];
}

export interface FaqSettingsReply {
  code: number;
  message?: string;
  data: FaqCmsSettings;
}

export interface UploadImageReply {
  code: number;
  message?: string;
  uri: string;
}

/** Spec 2 §9's UploadFaqImage: images only, at most this large (before base64). */
export const FAQ_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FAQ_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export interface FaqSuggestionHit {
  _id: string;
  _source: Pick<FaqSource, 'question' | 'answer' | 'answer_voice' | 'subject_area'> & Record<string, string>;
}

export interface FaqSuggestionsReply {
  hits: { total: number; hits: FaqSuggestionHit[] };
}

// ---- Operations ------------------------------------------------------------------------------------------------

/** Every FAQ search call names the tenant's assistant; the server checks it against the caller's organisation. */
export interface ChatbotFields {
  ChatbotId: string;
}

/** A write of one question by its id. */
export interface DocumentFields extends ChatbotFields {
  DocId: string;
}

export interface CodeOnlyReply {
  code: number;
  message?: string;
}

export const getSubmittedFaqs = defineOperation<
  ChatbotFields & { IncludeReviewedQuestions: boolean; CustomFields: readonly string[] },
  FaqListReply
>()({ api: 'faq', method: 'POST', path: 'es', apiCall: 'GetSubmittedFaqs' });

export const getSubjectAreas = defineOperation<ChatbotFields, SubjectAreasReply>()({
  api: 'faq',
  method: 'POST',
  path: 'es',
  apiCall: 'GetSubjectAreas',
});

export const insertFaq = defineOperation<ChatbotFields & { Doc: FaqDoc; DocId?: string }, FaqWriteReply>()({
  api: 'faq',
  method: 'POST',
  path: 'es',
  apiCall: 'InsertFaQ',
});

export const updateFaqAndPublishIt = defineOperation<DocumentFields & { Doc: FaqDoc }, FaqWriteReply>()({
  api: 'faq',
  method: 'POST',
  path: 'es',
  apiCall: 'UpdateFaqAndPublishIt',
});

export const rejectFaq = defineOperation<DocumentFields, FaqWriteReply>()({
  api: 'faq',
  method: 'POST',
  path: 'es',
  apiCall: 'RejectFaq',
});

export const markFaqForDeletion = defineOperation<DocumentFields, FaqWriteReply>()({
  api: 'faq',
  method: 'POST',
  path: 'es',
  apiCall: 'MarkFaqForDeletion',
});

export const deleteFaq = defineOperation<DocumentFields & { DontStoreAuditRecord: boolean }, FaqWriteReply>()(
  {
    api: 'faq',
    method: 'POST',
    path: 'es',
    apiCall: 'DeleteFaq',
  },
);

export const rejectFaqDeletionSuggestion = defineOperation<DocumentFields, FaqWriteReply>()({
  api: 'faq',
  method: 'POST',
  path: 'es',
  apiCall: 'RejectFaqDeletionSuggestion',
});

export const getFaqCmsSettings = defineOperation<{ Tenant: string }, FaqSettingsReply>()({
  api: 'portal',
  method: 'POST',
  path: 'users/new',
  apiCall: 'GetFaqCmsSettings',
});

export const saveFaqCmsSettings = defineOperation<
  { Tenant: string; Settings: FaqCmsSettings },
  CodeOnlyReply
>()({
  api: 'portal',
  method: 'POST',
  path: 'users/new',
  apiCall: 'SaveFaqCmsSettings',
});

export const uploadFaqImage = defineOperation<
  { Filename: string; Mime: string; Base64: string },
  UploadImageReply
>()({ api: 'portal', method: 'POST', path: 'multimedia', apiCall: 'UploadFaqImage' });

/** `index` is `<ChatbotId>_user_upload`; `extraFields` the custom fields' source names, comma-separated. */
export const suggestionsV2 = defineOperation<
  { dontGroupResults: boolean; extraFields: string },
  FaqSuggestionsReply
>()({
  api: 'faq',
  method: 'GET',
  path: 'suggestions-v2/:index/:query',
  apiCall: 'SuggestionsV2',
  token: 'authorization',
});
