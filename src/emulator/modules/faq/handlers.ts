/**
 * GET {faq}/suggestions-v2/{index}/{query}?dontGroupResults=true&extraFields=a,b (spec 2 §7) with the id token in
 * Authorization: the organisation's approved questions containing every word of the query (case-insensitive),
 * at most 10, as the search index answers (`hits.hits` of `_id` and `_source`). The index is the caller's own
 * assistant's (`<skill id>_user_upload`); 401 without a valid token, 403 for another index. Faults name it by
 * its ApiCall. Not an envelope operation: the search service answers as a search index does, not as the gateway.
 */
import { http, type RequestHandler } from 'msw';

import { type FaqSuggestionHit, type FaqSuggestionsReply, suggestionsV2 } from '@/contracts/faq';

import { json } from '../../core/http';
import { applyFault } from '../../core/protocol/fault';
import type { EmulatorContext } from '../../core/types';
import { verifyIdToken } from '../cognito/tokens';

export const MAX_FAQ_SUGGESTIONS = 10;

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

export function faqSuggestionHandlers(context: EmulatorContext): RequestHandler[] {
  const base = context.config.apis[suggestionsV2.api];
  // A tenant without the FAQ's API has no search service.
  if (base === undefined) return [];
  return [
    http.get(`${base.replace(/\/$/, '')}/${suggestionsV2.path}`, async ({ request, params }) => {
      const injected = await applyFault(context, suggestionsV2.apiCall, request, (fault) =>
        json(request, { message: fault.message ?? 'The search service failed.' }, { status: fault.status }),
      );
      if (injected) return injected;
      const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
      const verified = token ? await verifyIdToken(context, token) : null;
      if (!verified?.ok) return json(request, { message: 'Unauthorized' }, { status: 401 });
      const tenant = verified.user.attributes['custom:tenant'] ?? '';
      const skill = context.db.state.tenancy.skills.find((candidate) => candidate.tenant === tenant);
      if (!skill || params.index !== `${skill.ID}_user_upload`) {
        return json(request, { message: 'Forbidden' }, { status: 403 });
      }
      const wanted = words(typeof params.query === 'string' ? params.query : '');
      const extra = (new URL(request.url).searchParams.get('extraFields') ?? '').split(',').filter(Boolean);
      const matches = context.db.state.faq.documents.filter(
        (record) =>
          record.tenant === tenant &&
          record._source.status === 'APPROVED' &&
          wanted.every((word) => record._source.question.toLowerCase().includes(word)),
      );
      const hits = matches
        .slice(0, MAX_FAQ_SUGGESTIONS)
        .map(({ _id, _source: source }): FaqSuggestionHit => ({
          _id,
          _source: {
            question: source.question,
            answer: source.answer,
            answer_voice: source.answer_voice,
            subject_area: source.subject_area,
            ...Object.fromEntries(
              extra.flatMap((name) =>
                source.customFields?.[name] ? [[name, source.customFields[name]]] : [],
              ),
            ),
          },
        }));
      const reply: FaqSuggestionsReply = { hits: { total: matches.length, hits } };
      return json(request, reply);
    }),
  ];
}
