import { suggestionsV2 } from '@/contracts/faq';
import type {
  ConversationTurn,
  EntityType,
  FeedbackItem,
  Intent,
  UtteranceAnswers,
  UtteranceDataReply,
  UtteranceOrder,
  UtteranceRangeFields,
} from '@/contracts/utterance-training';
import * as contract from '@/contracts/utterance-training';
import type { Gateway } from '@/services/gateway';

import { adminTimeZone } from './filter';

/** A page of the range's untrained utterances. The gateway client refuses a body code other than 200. */
export function fetchUtterancePage(
  gateway: Gateway,
  range: UtteranceRangeFields,
  page: { from: number; limit: number; order: UtteranceOrder },
): Promise<UtteranceDataReply> {
  return gateway.send(contract.getUtteranceData, { ...range, ...page });
}

export async function fetchIntents(gateway: Gateway, tenant: string): Promise<Intent[]> {
  return (await gateway.send(contract.listIntents, { tenant })).intents;
}

export async function fetchEntityTypes(gateway: Gateway, tenant: string): Promise<EntityType[]> {
  return (await gateway.send(contract.listEntityTypes, { tenant })).entityTypes;
}

/** Adds an entity type or a role to it; the tenant's types after the server's merge. */
export async function createEntityType(
  gateway: Gateway,
  fields: { tenant: string; name: string; role: string },
): Promise<EntityType[]> {
  return (await gateway.send(contract.createEntityType, fields)).data;
}

/** The bot's candidate answers for the utterances, best first, each once. */
export async function fetchAnswers(
  gateway: Gateway,
  chatbot: string,
  utterances: string[],
): Promise<string[]> {
  const reply = await gateway.send(contract.getAnswersForUtterances, {
    chatbot_id: chatbot,
    utterances,
    time: adminTimeZone(),
  });
  return [...new Set(reply.data.flatMap((entry: UtteranceAnswers) => entry.answers))];
}

/** The turns of the conversation an utterance came from, oldest first (ours, issue 24). */
export async function fetchConversation(
  gateway: Gateway,
  tenant: string,
  utteranceId: string,
): Promise<ConversationTurn[]> {
  return (await gateway.send(contract.getUtteranceConversation, { tenant, utterance_id: utteranceId })).data;
}

/**
 * Questions of the FAQ that match `text` (spec 3 §7 "Answer search": the public suggestions search). A failure
 * gives none: the dialog still offers the bot's own answers.
 */
export async function searchFaqQuestions(gateway: Gateway, chatbot: string, text: string): Promise<string[]> {
  if (!text.trim()) return [];
  try {
    const reply = await gateway.send(
      suggestionsV2,
      { dontGroupResults: true, extraFields: '' },
      { index: `${chatbot}_user_upload`, query: text.trim() },
    );
    return reply.hits.hits.map((hit) => hit._source.question);
  } catch {
    return [];
  }
}

/** Utterance mode's Train (spec 3 §7): the feedback on the public API, then the rows marked trained. */
export async function trainUtterances(
  gateway: Gateway,
  items: FeedbackItem[],
  dates: string,
  trainedIds: string[],
): Promise<void> {
  if (items.length > 0) await gateway.send(contract.savePublicFeedback, { Items: items });
  if (trainedIds.length > 0)
    await gateway.send(contract.markUtteranceDataTrained, { dates, utterance_ids: trainedIds });
}

/**
 * A grouping's cluster data (spec 3 §7): by intent it comes in the reply; clustering answers with a job id, and
 * the result comes through the queue. Over the server's limit it says so in `msg`, with `count`.
 */
export function fetchClusterData(gateway: Gateway, range: UtteranceRangeFields, numClusters: number) {
  return gateway.send(contract.getUtteranceClusterData, { ...range, num_clusters: numClusters });
}

/** Cluster and intent modes' Train (spec 3 §7): the feedback on the private API, then the texts marked trained. */
export async function trainGroups(gateway: Gateway, items: FeedbackItem[], dates: string, texts: string[]) {
  if (items.length > 0) await gateway.send(contract.savePrivateFeedback, { Items: items });
  if (texts.length > 0)
    await gateway.send(contract.markUtteranceClusterDataTrained, { dates, utterances: texts });
}
