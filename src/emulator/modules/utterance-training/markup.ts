/**
 * The entity markup of logged utterances (spec 3 §3: `[text]{"entity":"…","role":"…"}`), as far as the emulated
 * cloud needs it: the plain text the bot and the clustering read, and the entity names a text tags. The portal's
 * own parser and writer are the page's (src/features/utterance-training); this side only reads. Pure, with no
 * imports, so that the clustering worker can use it.
 */

/** A span of markup: the bracketed text, then a JSON object without nested braces. */
const SPAN = /\[([^\]]*)\]\{([^{}]*)\}/g;

/** The text with every marked-up span replaced by its bracketed text. */
export function plainUtterance(text: string): string {
  return text.replace(SPAN, (_span, inner: string) => inner);
}

/** The entities (and their roles) a text tags, in order; spans whose JSON is not an entity are skipped. */
export function taggedEntities(text: string): { entity: string; role?: string }[] {
  return [...text.matchAll(SPAN)].flatMap((span) => {
    try {
      const parsed: unknown = JSON.parse(`{${span[2] ?? ''}}`);
      if (typeof parsed !== 'object' || parsed === null) return [];
      const { entity, role } = parsed as { entity?: unknown; role?: unknown };
      if (typeof entity !== 'string' || !entity) return [];
      return [typeof role === 'string' && role ? { entity, role } : { entity }];
    } catch {
      return [];
    }
  });
}
