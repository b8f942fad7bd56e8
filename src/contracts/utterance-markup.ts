/**
 * The entity markup of utterances (spec 3 §3 "Utterance record"): a tagged entity is its text in brackets followed
 * by a JSON object naming it, `play [Beyoncé]{"entity":"artist"} on [spotify]{"entity":"service","role":"app"}`.
 * The format Rasa's training data uses; a feedback item's Utterance carries it to the bot's training.
 *
 * Offsets (`start`, `end`) count UTF-16 code units of the plain text, as JavaScript strings and DOM Ranges do, so a
 * browser selection's offsets within a row's text can be used as they are.
 *
 * Reading is total: anything that is not well-formed markup is read as the plain text it is, never an error. A `[`
 * starts an entity only when all of this follows it: a non-empty text with no unescaped `[` in it (nested brackets
 * are not markup: the outer bracket is plain text, a well-formed inner one still tags), `]`, at once a `{`, and a
 * JSON object (up to its matching `}`) whose `entity` is a non-empty string and whose `role`, if any, is a string or
 * null. Other keys (Rasa's `value`, `group`) are read past and not kept; an empty or null role is no role.
 *
 * Escaping: plain text may itself hold `[`, `]`, `{`, `}` or a whole `[x]{"entity":"y"}` that someone typed, and
 * must keep meaning through a round trip (the trained utterance, the stored log). A backslash escapes the three
 * characters that steer the reader: `\[`, `\]` and `\\`. The writer escapes
 * - every `[` (in plain text and in values), so that only real entities start with an unescaped bracket;
 * - every `]` inside a value, so that it does not close the value early (a `]` in plain text steers nothing);
 * - a backslash only where the next written character is `\`, `[` or `]`, the only places it could be read as an
 *   escape.
 * Braces and quotes need nothing: after a value's `]` the reader takes exactly one JSON object, whose strings are
 * JSON-escaped. The reader takes a backslash before any other character (or at the end) as itself. So text with no
 * brackets and no entities is written as it is, backslashes included (`C:\temp` stays `C:\temp`), and the log and
 * the training data hold the user's words unchanged except where a bracket had to be escaped.
 *
 * Properties (utterance-markup.test.ts): `parseMarkup(serialiseMarkup(m))` equals `m` for every valid MarkedText, and
 * `serialiseMarkup(parseMarkup(s))` is a fixed point for every string `s`.
 */

/** An entity tagged in an utterance: `value` is text[start, end) of the plain text. */
export interface TaggedEntity {
  entity: string;
  role?: string;
  value: string;
  start: number;
  end: number;
}

/** An utterance's plain text and its entities, sorted by start, never overlapping, never empty. */
export interface MarkedText {
  text: string;
  entities: TaggedEntity[];
}

/** The characters a backslash escapes. */
const ESCAPABLE = new Set(['\\', '[', ']']);

/** An entity read at a `[`, and where the markup goes on after its JSON object. */
interface ReadTag {
  value: string;
  entity: string;
  role: string | undefined;
  next: number;
}

/**
 * The index of the `}` that closes the JSON object opening at `open`, or -1. Braces inside JSON strings do not
 * count; the text between is checked by JSON.parse afterwards.
 */
function jsonObjectEnd(markup: string, open: number): number {
  let depth = 0;
  let inString = false;
  for (let index = open; index < markup.length; index += 1) {
    const character = markup.charAt(index);
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === '{') depth += 1;
    else if (character === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** The entity and role a tag's JSON names, or null when the JSON does not name an entity (then it is plain text). */
function readTagJson(json: string): { entity: string; role: string | undefined } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { entity, role } = parsed as Record<string, unknown>;
  if (typeof entity !== 'string' || entity === '') return null;
  if (role === undefined || role === null || role === '') return { entity, role: undefined };
  if (typeof role !== 'string') return null;
  return { entity, role };
}

/** The entity whose markup starts at the `[` at `open`, or null when what follows is not an entity's markup. */
function readTag(markup: string, open: number): ReadTag | null {
  let value = '';
  let index = open + 1;
  for (;;) {
    if (index >= markup.length) return null;
    const character = markup.charAt(index);
    const next = markup.charAt(index + 1);
    if (character === '\\' && ESCAPABLE.has(next)) {
      value += next;
      index += 2;
    } else if (character === '[') return null;
    else if (character === ']') break;
    else {
      value += character;
      index += 1;
    }
  }
  if (value === '' || markup.charAt(index + 1) !== '{') return null;
  const close = jsonObjectEnd(markup, index + 1);
  if (close < 0) return null;
  const named = readTagJson(markup.slice(index + 1, close + 1));
  return named && { value, ...named, next: close + 1 };
}

/** Reads markup into its plain text and entities; anything malformed is read as plain text (see the header). */
export function parseMarkup(markup: string): MarkedText {
  let text = '';
  const entities: TaggedEntity[] = [];
  let index = 0;
  while (index < markup.length) {
    const character = markup.charAt(index);
    const next = markup.charAt(index + 1);
    if (character === '\\' && ESCAPABLE.has(next)) {
      text += next;
      index += 2;
      continue;
    }
    const tag = character === '[' ? readTag(markup, index) : null;
    if (tag) {
      const start = text.length;
      text += tag.value;
      entities.push({
        entity: tag.entity,
        ...(tag.role === undefined ? {} : { role: tag.role }),
        value: tag.value,
        start,
        end: text.length,
      });
      index = tag.next;
      continue;
    }
    text += character;
    index += 1;
  }
  return { text, entities };
}

/** The plain text of markup: what the user said, without the entity tags. */
export function plainTextOf(markup: string): string {
  return parseMarkup(markup).text;
}

/**
 * The entities that can be written: sorted by start, inside the text, non-empty, named, and not overlapping one
 * kept before. A valid MarkedText keeps all of them; the writer stays total for any other.
 */
function writableEntities({ text, entities }: MarkedText): TaggedEntity[] {
  const kept: TaggedEntity[] = [];
  let end = 0;
  for (const entity of entities.toSorted((a, b) => a.start - b.start)) {
    const fits =
      Number.isInteger(entity.start) &&
      Number.isInteger(entity.end) &&
      entity.start >= end &&
      entity.start < entity.end &&
      entity.end <= text.length &&
      entity.entity !== '';
    if (!fits) continue;
    kept.push(entity);
    end = entity.end;
  }
  return kept;
}

/**
 * A piece of text escaped as the header says, given the first character written after it (`following`, '' at
 * the end): a backslash is doubled only where the reader would otherwise take it as an escape. Written from the
 * end, because whether a backslash needs escaping depends on what follows it.
 */
function escapeText(piece: string, inValue: boolean, following: string): string {
  const written: string[] = [];
  let next = following;
  for (let index = piece.length - 1; index >= 0; index -= 1) {
    const character = piece.charAt(index);
    let out = character;
    if (character === '[' || (inValue && character === ']')) out = `\\${character}`;
    else if (character === '\\' && ESCAPABLE.has(next)) out = '\\\\';
    written.push(out);
    next = out.charAt(0);
  }
  return written.reverse().join('');
}

/** The JSON object of a tag: the entity, and the role only when there is one. */
function tagJson(entity: TaggedEntity): string {
  const role = entity.role === undefined || entity.role === '' ? {} : { role: entity.role };
  return JSON.stringify({ entity: entity.entity, ...role });
}

/**
 * Writes a text and its entities as markup (the header's escaping). The text is the truth: an entity's value is
 * written as text[start, end). Entities that could not be read back (overlapping, empty, outside the text,
 * unnamed) are left out rather than written wrongly.
 */
export function serialiseMarkup(marked: MarkedText): string {
  const { text } = marked;
  type Segment = { plain: string } | { entity: TaggedEntity };
  const segments: Segment[] = [];
  let cursor = 0;
  for (const entity of writableEntities(marked)) {
    if (entity.start > cursor) segments.push({ plain: text.slice(cursor, entity.start) });
    segments.push({ entity });
    cursor = entity.end;
  }
  if (cursor < text.length) segments.push({ plain: text.slice(cursor) });

  // From the end: each piece's escaping depends on the first character written after it.
  const written: string[] = [];
  let following = '';
  for (const segment of segments.toReversed()) {
    if ('plain' in segment) {
      const out = escapeText(segment.plain, false, following);
      written.push(out);
      following = out.charAt(0) || following;
    } else {
      const { entity } = segment;
      written.push(`[${escapeText(text.slice(entity.start, entity.end), true, ']')}]${tagJson(entity)}`);
      following = '[';
    }
  }
  return written.reverse().join('');
}
