/**
 * The FAQ's calls (spec 2 §7 "FAQ"; shapes in src/contracts/faq.ts). The gateway client refuses a body code
 * other than 200, so every function here returns only on success.
 */
import { type MissedUtteranceRow, reviewMissingUtterances, reviewParams } from '@/contracts/dashboard';
import type { FaqCmsSettings, FaqDoc, FaqSearchDocument, FaqSuggestionHit } from '@/contracts/faq';
import * as contract from '@/contracts/faq';
import type { Gateway } from '@/services/gateway';

/** The library (every status) or the review queue (NEW and TO BE DELETED). */
export async function fetchSubmittedFaqs(
  gateway: Gateway,
  chatbotId: string,
  options: { includeReviewed: boolean; customFields: readonly string[] },
): Promise<FaqSearchDocument[]> {
  const reply = await gateway.send(contract.getSubmittedFaqs, {
    ChatbotId: chatbotId,
    IncludeReviewedQuestions: options.includeReviewed,
    CustomFields: options.customFields,
  });
  return reply.data;
}

/** A new question; `docId` names the approved question it proposes to change. */
export const insertFaq = (gateway: Gateway, chatbotId: string, doc: FaqDoc, docId?: string) =>
  gateway.send(contract.insertFaq, { ChatbotId: chatbotId, Doc: doc, ...(docId ? { DocId: docId } : {}) });

export const updateFaqAndPublish = (gateway: Gateway, chatbotId: string, docId: string, doc: FaqDoc) =>
  gateway.send(contract.updateFaqAndPublishIt, { ChatbotId: chatbotId, DocId: docId, Doc: doc });

export const rejectFaq = (gateway: Gateway, chatbotId: string, docId: string) =>
  gateway.send(contract.rejectFaq, { ChatbotId: chatbotId, DocId: docId });

export const markFaqForDeletion = (gateway: Gateway, chatbotId: string, docId: string) =>
  gateway.send(contract.markFaqForDeletion, { ChatbotId: chatbotId, DocId: docId });

/** `dontStoreAuditRecord`: the submitter removing their own NEW question (spec 2 §4). */
export const deleteFaq = (
  gateway: Gateway,
  chatbotId: string,
  docId: string,
  dontStoreAuditRecord: boolean,
) =>
  gateway.send(contract.deleteFaq, {
    ChatbotId: chatbotId,
    DocId: docId,
    DontStoreAuditRecord: dontStoreAuditRecord,
  });

export const rejectFaqDeletionSuggestion = (gateway: Gateway, chatbotId: string, docId: string) =>
  gateway.send(contract.rejectFaqDeletionSuggestion, { ChatbotId: chatbotId, DocId: docId });

export async function fetchSubjectAreas(gateway: Gateway, chatbotId: string): Promise<string[]> {
  return (await gateway.send(contract.getSubjectAreas, { ChatbotId: chatbotId })).data;
}

export async function fetchFaqSettings(gateway: Gateway, tenant: string): Promise<FaqCmsSettings> {
  const reply = await gateway.send(contract.getFaqCmsSettings, { Tenant: tenant });
  return reply.data;
}

export const saveFaqSettings = (gateway: Gateway, tenant: string, settings: FaqCmsSettings) =>
  gateway.send(contract.saveFaqCmsSettings, { Tenant: tenant, Settings: settings });

/** The file's bytes as base64 (no data: prefix), as UploadFaqImage takes them. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with a whole image's bytes as arguments overflows the call stack.
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

/** POST multimedia (UploadFaqImage) of an image already read as base64: the image's public URL. */
export async function uploadFaqImage(gateway: Gateway, file: File, base64: string): Promise<string> {
  const reply = await gateway.send(contract.uploadFaqImage, {
    Filename: file.name,
    Mime: file.type,
    Base64: base64,
  });
  return reply.uri;
}

/** GET suggestions-v2: approved questions matching what was typed (spec 2 §7). */
export async function fetchFaqSuggestions(
  gateway: Gateway,
  chatbotId: string,
  query: string,
  extraFields: readonly string[],
): Promise<FaqSuggestionHit[]> {
  const reply = await gateway.send(
    contract.suggestionsV2,
    { dontGroupResults: true, extraFields: extraFields.join(',') },
    { index: `${chatbotId}_user_upload`, query },
  );
  return reply.hits.hits;
}

/** ReviewMissingUtterances (spec 2 §7): the missed utterance a new question answers is reviewed. */
export const markUtteranceReviewed = (gateway: Gateway, row: MissedUtteranceRow) =>
  gateway.send(reviewMissingUtterances, { Params: JSON.stringify(reviewParams([row])) });
