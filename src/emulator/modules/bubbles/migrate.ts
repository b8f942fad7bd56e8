/**
 * Version 1 of the bubbles module stored each skill's chat bubbles (contracts/chat.ts Bubble: ids, and types
 * intent, hierarchy, answer, skill, …); version 2 stores the editor's tree (contracts/bubbles.ts TopBubble), from
 * which the chat's bubbles are derived. The migration keeps what a demo stored (in practice version 1's seed:
 * no operation changed it), converting each bubble:
 *
 * - hierarchy → hierarchy, its children converted;
 * - answer → intent whose utterance is its question (the derivation makes it an answer bubble again while the
 *   question is published);
 * - any other type with an utterance (intent, skill, slot, …) → intent;
 * - anything else (no name, or nothing to send) is dropped: the tree has no bubble it could be;
 * - avatar kept only when it is an http(s) URL (the tree's avatars are images; the chat's emoji are not), else
 *   NO_AVATAR; help and ids dropped (the tree has neither); top-level bubbles get environment 'Both', as the
 *   chat showed them in every channel it had.
 */
import { NO_AVATAR, type TopBubble } from '@/contracts/bubbles';

import type { BubblesState, SkillBubbles } from './state';
import { isHttpUrl } from './validation';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function convertBubble(stored: unknown, topLevel: boolean): TopBubble | null {
  if (!isRecord(stored)) return null;
  const name = text(stored.name);
  if (!name) return null;
  const avatarText = text(stored.avatar);
  const common = {
    name,
    avatar: avatarText && isHttpUrl(avatarText) ? avatarText : NO_AVATAR,
    ...(topLevel ? { environment: 'Both' as const } : {}),
  };
  if (stored.type === 'hierarchy') {
    return { ...common, type: 'hierarchy', children: convertTree(stored.children, false) };
  }
  const utterance = stored.type === 'answer' ? text(stored.question) : text(stored.utterance);
  if (!utterance) return null;
  return { ...common, type: 'intent', utterance, children: [] };
}

function convertTree(stored: unknown, topLevel: boolean): TopBubble[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((bubble) => convertBubble(bubble, topLevel) ?? []);
}

/** A stored version-1 state as version 2; undefined (re-seed) for any other version or an unreadable state. */
export function migrateBubbles(stored: unknown, storedVersion: number): BubblesState | undefined {
  if (storedVersion !== 1 || !isRecord(stored) || !Array.isArray(stored.skills)) return undefined;
  const skills = stored.skills.flatMap((entry): SkillBubbles[] =>
    isRecord(entry) && typeof entry.skillId === 'string' && typeof entry.tenant === 'string'
      ? [{ skillId: entry.skillId, tenant: entry.tenant, bubbles: convertTree(entry.bubbles, true) }]
      : [],
  );
  return { skills };
}
