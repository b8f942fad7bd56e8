import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { CUSTOM_CONNECTOR_SUFFIX } from '@/contracts/connections';

import { baseUrlOf, subdomainError, subdomainFromInput } from './base-url';
import { CONNECTOR_MESSAGES } from './messages';

const suffixes = Object.values(CUSTOM_CONNECTOR_SUFFIX);
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
const scheme = fc.constantFrom('', 'https://', 'http://', 'HTTPS://');
const rest = fc.constantFrom('', '/', '/agent/tickets?status=open#top', ':443', ':443/x');

describe('a custom connector’s sub-domain field (issue 21 §2.3)', () => {
  it('takes a full address, with or without scheme, port and path, as its sub-domain', () => {
    fc.assert(
      fc.property(label, fc.constantFrom(...suffixes), scheme, rest, (sub, suffix, before, after) => {
        expect(subdomainFromInput(`${before}${sub}${suffix}${after}`, suffix)).toBe(sub);
        expect(subdomainFromInput(` ${before}${sub.toUpperCase()}${suffix.toUpperCase()} `, suffix)).toBe(
          sub.toUpperCase(),
        );
      }),
    );
  });

  it('leaves a sub-domain, and anything partly typed, as it is; cleaning twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...suffixes), (typed, suffix) => {
        const once = subdomainFromInput(typed, suffix);
        expect(subdomainFromInput(once, suffix)).toBe(once);
      }),
    );
    expect(subdomainFromInput('acme', '.zendesk.com')).toBe('acme');
    expect(subdomainFromInput('acme.', '.zendesk.com')).toBe('acme.');
    expect(subdomainFromInput('acme.zendesk.co', '.zendesk.com')).toBe('acme.zendesk.co');
  });

  it('requires one sub-domain label, as the server does', () => {
    expect(subdomainError('', '.zendesk.com')).toBe(CONNECTOR_MESSAGES.baseUrlRequired);
    expect(subdomainError('   ', '.zendesk.com')).toBe(CONNECTOR_MESSAGES.baseUrlRequired);
    for (const wrong of ['acme.zendesk.co', '-acme', 'acme-', 'ac me', 'a'.repeat(64)]) {
      expect(subdomainError(wrong, '.zendesk.com')).toMatch(/^Enter the part before \.zendesk\.com only/);
    }
    expect(subdomainError('acme-support', '.zendesk.com')).toBeUndefined();
    expect(baseUrlOf(' Acme ', '.zendesk.com')).toBe('https://acme.zendesk.com');
  });
});
