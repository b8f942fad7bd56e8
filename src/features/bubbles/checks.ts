/**
 * What the editor checks before a tree reaches the channels (issue 25, beyond the spec): the limits the channels
 * impose without saying so (a Lex V2 response card shows at most 5 buttons, each label at most 50 characters; the
 * web chat shows as many bubbles at a level as the tenant configures), names a user could not tell apart, and
 * hierarchies that open nothing. Warnings, not refusals: the server takes the tree either way (its own limits are
 * in contracts/bubbles.ts).
 */
import { childrenOf, type NodeId, walkTree } from '@/lib/tree';

import type { EditedBubbles } from './bubble-tree';
import type { UtteranceCheck } from './slice';

/** Lex V2 ImageResponseCard: at most 5 buttons; a button's text at most 50 characters. */
export const LEX_LIMITS = { buttonsPerCard: 5, labelMax: 50 } as const;

/**
 * The limits a tenant chooses: the web chat's bubbles per level (tenant config `webChat.bubblesPerLevel`, read by
 * `webChatBubblesPerLevel` in src/config/tenant-schema.ts). An argument, so that the checks stay pure.
 */
export interface TenantChannelLimits {
  webChatBubblesPerLevel: number;
}

export type BubbleProblem =
  /** A hierarchy holds more bubbles than a Lex response card shows (`max`), or than the web chat shows. */
  | { id: NodeId; kind: 'too-many-for-lex' | 'too-many-for-web-chat'; count: number; max: number }
  | { id: NodeId; kind: 'label-too-long'; length: number }
  | { id: NodeId; kind: 'duplicate-name' }
  | { id: NodeId; kind: 'empty-hierarchy' }
  /** The bot answers the bubble's utterance with its fallback: clicking it would not do what its name says. */
  | { id: NodeId; kind: 'not-understood' };

/**
 * The problems of the tree, in its order (a level's own count first, then its bubbles'); `utterances` is what the
 * bot made of each intent's utterance so far (one not asked yet, or whose asking failed, is no problem).
 */
export function checkBubbles(
  edited: EditedBubbles,
  { webChatBubblesPerLevel }: TenantChannelLimits,
  utterances: Readonly<Record<string, UtteranceCheck>> = {},
): BubbleProblem[] {
  const problems: BubbleProblem[] = [];
  const checkLevel = (parentId: NodeId | null) => {
    const level = childrenOf(edited.tree, parentId);
    const count = level.length;
    if (parentId !== null && count > LEX_LIMITS.buttonsPerCard) {
      problems.push({ id: parentId, kind: 'too-many-for-lex', count, max: LEX_LIMITS.buttonsPerCard });
    }
    if (parentId !== null && count > webChatBubblesPerLevel) {
      problems.push({ id: parentId, kind: 'too-many-for-web-chat', count, max: webChatBubblesPerLevel });
    }
    const seen = new Set<string>();
    for (const id of level) {
      const key = (edited.bubbles[id]?.name ?? '').trim().toLowerCase();
      if (seen.has(key)) problems.push({ id, kind: 'duplicate-name' });
      seen.add(key);
    }
  };
  // The top level is the chat's own row, which scrolls: only a hierarchy's level is shown as one card, and only its
  // level is counted against the web chat's limit too (the counters are on hierarchy nodes).
  checkLevel(null);
  for (const { id } of walkTree(edited.tree)) {
    const fields = edited.bubbles[id];
    if (!fields) continue;
    if (fields.name.length > LEX_LIMITS.labelMax) {
      problems.push({ id, kind: 'label-too-long', length: fields.name.length });
    }
    if (fields.type === 'intent' && utterances[fields.utterance] === 'not-understood') {
      problems.push({ id, kind: 'not-understood' });
    }
    if (fields.type === 'hierarchy') {
      if (childrenOf(edited.tree, id).length === 0) problems.push({ id, kind: 'empty-hierarchy' });
      checkLevel(id);
    }
  }
  return problems;
}

/** The intent bubbles' utterances the bot has not been asked about yet, each once. */
export function uncheckedUtterances(
  edited: EditedBubbles,
  utterances: Readonly<Record<string, UtteranceCheck>>,
): string[] {
  const wanted = Object.values(edited.bubbles)
    .filter((fields) => fields.type === 'intent' && fields.utterance !== '')
    .map((fields) => fields.utterance);
  return [...new Set(wanted)].filter((utterance) => !(utterance in utterances));
}
