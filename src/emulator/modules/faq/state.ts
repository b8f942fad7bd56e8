/**
 * The tenants' FAQ as the search index keeps it (spec 2 §3 "FAQ item (search document)"): documents in every
 * status, the audit trail of reviews and deletions, subject areas, the CMS settings and survey questions. The
 * seed (seed.ts) is the demo organisation's library, with questions in every status.
 */
import type { FaqCmsSettings, FaqSearchDocument, FaqSource } from '@/contracts/faq';

/** A stored document: the wire's, with the organisation it belongs to. */
export interface FaqRecord extends FaqSearchDocument {
  tenant: string;
}

export type AuditAction = 'accepted' | 'rejected' | 'marked-for-deletion' | 'deletion-rejected' | 'deleted';

/** Who did what to which question, and what it said then. */
export interface FaqAuditRecord {
  tenant: string;
  docId: string;
  action: AuditAction;
  by: string;
  /** ISO instant. */
  at: string;
  snapshot: FaqSource;
}

export interface FaqSettingsRecord extends FaqCmsSettings {
  tenant: string;
}

export interface SubjectAreaRecord {
  tenant: string;
  name: string;
}

export interface SurveyQuestionRecord {
  tenant: string;
  question: string;
  answers: string[];
}

export interface FaqModuleState {
  documents: FaqRecord[];
  audit: FaqAuditRecord[];
  settings: FaqSettingsRecord[];
  subjectAreas: SubjectAreaRecord[];
  surveys: SurveyQuestionRecord[];
}

export const DEFAULT_SETTINGS: FaqCmsSettings = { nonAdminsCanCreateSubjectAreas: false, customFields: [] };

/** A question the organisation's assistant answers: its id, question and (HTML) answer. */
export interface PublishedFaq {
  id: string;
  question: string;
  answer: string;
}

/**
 * The organisation's published FAQ: approved questions, and those marked for deletion, which answer until an
 * administrator deletes them. A question approved a moment ago answers at once. The bot answers these, and the
 * chat's bubbles turn an intent bubble that asks one of them into an answer bubble (bubbles/chat-bubbles.ts).
 */
export function publishedFaqs(state: FaqModuleState, tenant: string): PublishedFaq[] {
  return state.documents
    .filter((record) => record.tenant === tenant && record._source.status !== 'NEW')
    .map((record) => ({ id: record._id, question: record._source.question, answer: record._source.answer }));
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    faq: FaqModuleState;
  }
}
