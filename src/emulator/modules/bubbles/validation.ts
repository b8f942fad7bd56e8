/**
 * UpdateTopBubbles' check of the whole tree (spec 3 §3, §5; BUBBLE_LIMITS): the emulator validates what any
 * client may send, and answers 400 naming the first bad bubble by its path ("'Sales' › 'My pipeline': …"), so
 * that the editor's message points at it. What passes is rebuilt key by key: unknown keys are not stored.
 */
import {
  BUBBLE_ENVIRONMENTS,
  BUBBLE_LIMITS,
  type BubbleEnvironment,
  NO_AVATAR,
  TOP_BUBBLE_TYPES,
  type TopBubble,
  type TopBubbleType,
} from '@/contracts/bubbles';

import { badRequest } from '../../core/gateway/envelope';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Absent, null and '' all mean "not given" (an editor may send an emptied field either way). */
const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/** An absolute http(s) URL with nothing around it (the URL parser itself would forgive spaces). */
export const isHttpUrl = (value: string): boolean => {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** One step of a bubble's path: its name when it has one, else its position among its siblings. */
const step = (bubble: unknown, index: number): string => {
  const name = isRecord(bubble) && typeof bubble.name === 'string' ? bubble.name.trim() : '';
  return name ? `'${name.length > 40 ? `${name.slice(0, 40)}…` : name}'` : `bubble ${index + 1}`;
};

/**
 * The tree as it will be stored, or a 400. Names and utterances are stored trimmed (spaces around them are
 * never meant); an avatar is NO_AVATAR or an http(s) URL.
 */
export function validateTopBubbles(raw: unknown): TopBubble[] {
  if (!Array.isArray(raw)) throw badRequest('bubbles must be a list of bubbles.');
  let total = 0;

  const validateList = (list: readonly unknown[], parents: readonly string[]): TopBubble[] =>
    list.map((bubble, index) => {
      const path = [...parents, step(bubble, index)];
      const fail = (message: string) => badRequest(`${path.join(' › ')}: ${message}`);
      total += 1;
      if (total > BUBBLE_LIMITS.totalMax) {
        throw badRequest(`A tree may hold at most ${BUBBLE_LIMITS.totalMax} bubbles in all.`);
      }
      if (!isRecord(bubble)) throw fail('a bubble must be an object.');
      const depth = path.length;
      if (depth > BUBBLE_LIMITS.depthMax) {
        throw fail(`bubbles may be nested at most ${BUBBLE_LIMITS.depthMax} levels deep.`);
      }

      const name = typeof bubble.name === 'string' ? bubble.name.trim() : '';
      if (!name) throw fail('the name is required.');
      if (name.length > BUBBLE_LIMITS.nameMax) {
        throw fail(`the name must be at most ${BUBBLE_LIMITS.nameMax} characters.`);
      }

      if (!TOP_BUBBLE_TYPES.includes(bubble.type as TopBubbleType)) {
        throw fail(`the type must be one of ${TOP_BUBBLE_TYPES.join(', ')}.`);
      }
      const type = bubble.type as TopBubbleType;

      const children = isAbsent(bubble.children) ? [] : bubble.children;
      if (!Array.isArray(children)) throw fail('children must be a list of bubbles.');

      let utterance: string | undefined;
      if (type === 'intent') {
        utterance = typeof bubble.utterance === 'string' ? bubble.utterance.trim() : '';
        if (!utterance) throw fail('an intent bubble needs an utterance.');
        if (utterance.length > BUBBLE_LIMITS.utteranceMax) {
          throw fail(`the utterance must be at most ${BUBBLE_LIMITS.utteranceMax} characters.`);
        }
        if (children.length > 0) throw fail('an intent bubble cannot have children.');
      } else if (!isAbsent(bubble.utterance)) {
        throw fail('a hierarchy bubble has no utterance.');
      }

      if (typeof bubble.avatar !== 'string') throw fail('the avatar must be an image URL or a single space.');
      const avatar = bubble.avatar;
      if (avatar.length > BUBBLE_LIMITS.avatarMax) {
        throw fail(`the avatar URL must be at most ${BUBBLE_LIMITS.avatarMax} characters.`);
      }
      if (avatar !== NO_AVATAR && !isHttpUrl(avatar)) {
        throw fail('the avatar must be an http(s) image URL or a single space.');
      }

      let environment: BubbleEnvironment | undefined;
      if (depth === 1) {
        if (!BUBBLE_ENVIRONMENTS.includes(bubble.environment as BubbleEnvironment)) {
          throw fail(`the environment must be one of ${BUBBLE_ENVIRONMENTS.join(', ')}.`);
        }
        environment = bubble.environment as BubbleEnvironment;
      } else if (!isAbsent(bubble.environment)) {
        throw fail('only top-level bubbles have an environment.');
      }

      return {
        name,
        type,
        ...(utterance === undefined ? {} : { utterance }),
        avatar,
        ...(environment === undefined ? {} : { environment }),
        children: validateList(children, path),
      };
    });

  return validateList(raw, []);
}
