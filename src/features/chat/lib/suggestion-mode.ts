/**
 * The chat input's suggestion mode (spec 1 §5), as a pure state machine so that every rule can be tested:
 * - it starts when an uppercase letter is typed at the start of the input or after whitespace;
 * - suggestions are requested once the prefix (from that letter to the caret) is longer than 1 character;
 * - arrows move the selection within 0–9, Enter accepts, Escape closes, a space with no results ends it.
 */
export interface SuggestionMode {
  active: boolean;
  /** Where the prefix starts in the input. */
  start: number;
  /** The highlighted suggestion. */
  index: number;
}

/** Spec 1 §9: index 0 to 9. */
export const MAX_SUGGESTION_INDEX = 9;
/** Spec 1 §9: requested once the prefix exceeds 1 character. */
export const MIN_PREFIX_LENGTH = 2;

export const inactiveMode: SuggestionMode = { active: false, start: 0, index: 0 };

const isUppercaseLetter = (char: string | undefined) =>
  char !== undefined && char.length === 1 && char !== char.toLowerCase() && char === char.toUpperCase();

/** The input changed from `previous` to `text` with the caret at `caret`. */
export function afterTextChange(
  mode: SuggestionMode,
  previous: string,
  text: string,
  caret: number,
): SuggestionMode {
  if (mode.active) {
    // Deleting the letter that started it (or moving before it) ends the mode.
    if (caret <= mode.start || !isUppercaseLetter(text[mode.start])) return inactiveMode;
    return { ...mode, index: 0 };
  }
  const typedOne = text.length === previous.length + 1 && caret > 0;
  const typed = text[caret - 1];
  const before = caret >= 2 ? text[caret - 2] : undefined;
  if (typedOne && isUppercaseLetter(typed) && (before === undefined || /\s/.test(before))) {
    return { active: true, start: caret - 1, index: 0 };
  }
  return mode;
}

/** The prefix typed so far ('' when the mode is off). */
export const prefixOf = (mode: SuggestionMode, text: string, caret: number) =>
  mode.active ? text.slice(mode.start, caret) : '';

export const shouldRequest = (prefix: string) => prefix.length >= MIN_PREFIX_LENGTH;

export type KeyOutcome =
  | { kind: 'ignored' }
  | { kind: 'moved'; mode: SuggestionMode }
  | { kind: 'closed'; mode: SuggestionMode }
  | { kind: 'accept'; index: number };

/** A key pressed in suggestion mode with `results` suggestions shown. */
export function onSuggestionKey(mode: SuggestionMode, key: string, results: number): KeyOutcome {
  if (!mode.active) return { kind: 'ignored' };
  const last = Math.min(MAX_SUGGESTION_INDEX, results - 1);
  switch (key) {
    case 'ArrowDown':
      return results > 0
        ? { kind: 'moved', mode: { ...mode, index: Math.min(mode.index + 1, last) } }
        : { kind: 'ignored' };
    case 'ArrowUp':
      return results > 0
        ? { kind: 'moved', mode: { ...mode, index: Math.max(mode.index - 1, 0) } }
        : { kind: 'ignored' };
    case 'Enter':
      return results > 0 ? { kind: 'accept', index: Math.min(mode.index, last) } : { kind: 'ignored' };
    case 'Escape':
      return { kind: 'closed', mode: inactiveMode };
    case ' ':
      return results === 0 ? { kind: 'closed', mode: inactiveMode } : { kind: 'ignored' };
    default:
      return { kind: 'ignored' };
  }
}

/** The input after accepting `name`: the prefix replaced, followed by a space; and the new caret. */
export function acceptSuggestion(mode: SuggestionMode, text: string, caret: number, name: string) {
  const before = text.slice(0, mode.start) + name + ' ';
  return { text: before + text.slice(caret), caret: before.length };
}
