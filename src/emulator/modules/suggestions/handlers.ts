/**
 * The emulated suggestion endpoint (the tenant's `suggestionEndpoint`): `GET {endpoint}/{prefix}` with the id
 * token in `Authorization` → SuggestionsReply, like a search index's prefix query: the caller's tenant's
 * records (directory.ts) with a word starting with the prefix (case-insensitive; a prefix of several words
 * matches from a word start on), the matched part in <b>…</b>, at most 10 hits, records whose name starts with
 * the prefix first, then by name. 401 without a valid id token; fault operation 'Suggestions'.
 */
import { http, type RequestHandler } from 'msw';

import type { SuggestionHit, SuggestionsReply } from '@/contracts/chat';

import { escapeMarkup, json } from '../../core/http';
import { applyFault } from '../../core/protocol/fault';
import type { EmulatorContext } from '../../core/types';
import { verifyIdToken } from '../cognito/tokens';

import { directoryOf, type DirectoryRecord } from './directory';

/** Spec 1 §9: the suggestion list holds indexes 0 to 9. */
export const MAX_SUGGESTIONS = 10;

/** Where the prefix matches the name at a word start (case-insensitive), or -1. */
export function matchPosition(name: string, prefix: string): number {
  const wanted = prefix.toLowerCase();
  const lower = name.toLowerCase();
  if (!wanted) return -1;
  for (let index = 0; index < name.length; index += 1) {
    const wordStart = index === 0 || /[\s\-(/&]/.test(name.charAt(index - 1));
    if (wordStart && lower.startsWith(wanted, index)) return index;
  }
  return -1;
}

/** The name with the matched part in bold; the rest escaped, since the highlight is HTML. */
export function highlight(name: string, position: number, length: number): string {
  return (
    escapeMarkup(name.slice(0, position)) +
    `<b>${escapeMarkup(name.slice(position, position + length))}</b>` +
    escapeMarkup(name.slice(position + length))
  );
}

/** The records matching a prefix: all of them counted, the best MAX_SUGGESTIONS returned. */
export function suggest(records: readonly DirectoryRecord[], prefix: string): SuggestionsReply {
  const query = prefix.trim().replace(/\s+/g, ' ');
  const matches = records
    .map((record) => ({ record, position: matchPosition(record.name, query) }))
    .filter((match) => match.position >= 0)
    .sort(
      (left, right) =>
        Number(left.position !== 0) - Number(right.position !== 0) ||
        left.record.name.localeCompare(right.record.name),
    );
  const hits: SuggestionHit[] = matches.slice(0, MAX_SUGGESTIONS).map(({ record, position }) => ({
    name: record.name,
    type: record.type,
    highlight: highlight(record.name, position, query.length),
  }));
  return { hits: { total: matches.length, hits } };
}

export function suggestionHandlers(context: EmulatorContext): RequestHandler[] {
  const endpoint = context.config.suggestionEndpoint;
  if (!endpoint) return [];
  return [
    http.get(`${endpoint.replace(/\/$/, '')}/:prefix`, async ({ request, params }) => {
      const injected = await applyFault(context, 'Suggestions', request, (fault) =>
        json(request, { message: fault.message ?? 'The search service failed.' }, { status: fault.status }),
      );
      if (injected) return injected;
      const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
      const verified = token ? await verifyIdToken(context, token) : null;
      if (!verified?.ok) return json(request, { message: 'Unauthorized' }, { status: 401 });
      const prefix = typeof params.prefix === 'string' ? params.prefix : '';
      if (!prefix.trim()) return json(request, { message: 'A prefix is required.' }, { status: 400 });
      const tenant = verified.user.attributes['custom:tenant'] ?? '';
      return json(request, suggest(directoryOf(tenant), prefix));
    }),
  ];
}
