/** The emulated suggestion endpoint, called as the portal calls it (GET {endpoint}/{prefix}, id token). */
import { fetchAuthSession } from 'aws-amplify/auth';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { SuggestionsReply } from '@/contracts/chat';

import { signInAs } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';
import { withEmulatedAmplify } from '../cognito/test-support';

import { directoryOf } from './directory';
import { MAX_SUGGESTIONS, suggest } from './handlers';

let context: EmulatorContext;
withEmulatedAmplify((started) => {
  context = started;
});

async function suggestions(prefix: string, token?: string | null) {
  const idToken = token === undefined ? (await fetchAuthSession()).tokens?.idToken?.toString() : token;
  const response = await fetch(`${context.config.suggestionEndpoint ?? ''}/${encodeURIComponent(prefix)}`, {
    headers: idToken ? { authorization: idToken } : {},
  });
  return { status: response.status, body: (await response.json()) as SuggestionsReply };
}

const directory = directoryOf(DEMO_TENANT);

describe('the directory', () => {
  it('holds about sixty CRM-like records of several types', () => {
    expect(directory.length).toBeGreaterThanOrEqual(55);
    const types = new Set(directory.map((record) => record.type));
    for (const type of ['Account', 'Author', 'Opportunity', 'Lead', 'Contact']) expect(types).toContain(type);
    expect(types.size).toBeGreaterThanOrEqual(7);
  });
});

describe('the suggestion endpoint', () => {
  it('matches at word starts, case-insensitively, with the match in bold', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const { status, body } = await suggestions('co');
    expect(status).toBe(200);
    const names = body.hits.hits.map((hit) => hit.name);
    expect(names).toContain('Contoso Ltd');
    expect(names).toContain('Coho Winery');
    // "Connector Pack" and "Contoso …" start with it; "Fabrikam Invoice Dispute" does not contain a word starting "co".
    expect(names).not.toContain('Fabrikam Invoice Dispute');
    expect(body.hits.hits.find((hit) => hit.name === 'Contoso Ltd')).toEqual({
      name: 'Contoso Ltd',
      type: 'Account',
      highlight: '<b>Co</b>ntoso Ltd',
    });
    const inside = (await suggestions('WINE')).body.hits.hits.find((hit) => hit.name === 'Coho Winery');
    expect(inside?.highlight).toBe('Coho <b>Wine</b>ry');
  });

  it('gives at most 10 hits, names starting with the prefix first, and counts them all', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const { body } = await suggestions('c');
    expect(body.hits.hits).toHaveLength(MAX_SUGGESTIONS);
    expect(body.hits.total).toBeGreaterThan(MAX_SUGGESTIONS);
    expect(body.hits.hits[0]?.name.toLowerCase().startsWith('c')).toBe(true);
  });

  it('matches a prefix of several words and escapes names for the HTML highlight', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    expect((await suggestions('Contoso L')).body.hits.hits.map((hit) => hit.name)).toEqual([
      'Contoso Login Failure',
      'Contoso Ltd',
    ]);
    expect((await suggestions('johnson & j')).body.hits.hits[0]?.highlight).toBe(
      '<b>Johnson &amp; J</b>ohnson Supplies',
    );
  });

  it('searches only the caller’s organisation', async () => {
    await signInAs(OTHER_ORGANISATION.user);
    const { body } = await suggestions('Ba');
    expect(body.hits.hits.map((hit) => hit.name)).toEqual(['Baltic Route Expansion', 'Baltic Shipping Co']);
    expect((await suggestions('Contoso')).body.hits).toEqual({ total: 0, hits: [] });
  });

  it('answers 401 without a valid id token, and fails on purpose with the fault Suggestions', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    expect((await suggestions('Co', null)).status).toBe(401);
    context.faults.add({ operation: 'Suggestions', status: 500, times: 1 });
    expect((await suggestions('Co')).status).toBe(500);
    expect((await suggestions('Co')).status).toBe(200);
  });
});

describe('suggest', () => {
  it('every hit has a word starting with the prefix, and the highlight bolds exactly that', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{1,3}$/), (prefix) => {
        const { hits } = suggest(directory, prefix);
        expect(hits.hits.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
        for (const hit of hits.hits) {
          const words = hit.name.toLowerCase().split(/[\s\-(/&]+/);
          expect(words.some((word) => word.startsWith(prefix.toLowerCase()))).toBe(true);
          const bold = /<b>(.*?)<\/b>/.exec(hit.highlight)?.[1] ?? '';
          expect(bold.toLowerCase()).toBe(prefix.toLowerCase());
          expect(hit.highlight.replace(/<\/?b>/g, '').replace(/&amp;/g, '&')).toBe(hit.name);
        }
        const expected = directory.filter((record) =>
          record.name
            .toLowerCase()
            .split(/[\s\-(/&]+/)
            .some((word) => word.startsWith(prefix.toLowerCase())),
        ).length;
        expect(hits.total).toBe(expected);
      }),
    );
  });
});
