import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { domainList, HOST_PATTERN, hostAllowed, isDomainList, originAllowed } from './website-assistant';

describe('allowed domains (spec 3 §5)', () => {
  it.each([
    ['example.com', true],
    ['*.example.com', true],
    ['shop-1.example.co', true],
    ['localhost', true],
    ['example.com, *.example.org,shop.example.net', true],
    ['my_site.example.com', true],
    ['', false],
    ['   ', false],
    ['example.123', false],
    ['-shop.example.com', false],
    ['shop-.example.com', false],
    ['example..com', false],
    ['https://example.com', false],
    ['example.com/path', false],
    ['example.com:8080', false],
    ['example.com,', false],
    ['example.com,,example.org', false],
    ['exa mple.com', false],
  ])('%j is %s', (text, valid) => {
    expect(isDomainList(text)).toBe(valid);
  });

  it('lists the domains without the blanks around commas', () => {
    expect(domainList(' a.com ,b.org')).toEqual(['a.com', 'b.org']);
  });

  it.each([
    ['example.com', 'example.com', true],
    ['example.com', 'EXAMPLE.com', true],
    ['example.com', 'www.example.com', false],
    ['*.example.com', 'www.example.com', true],
    ['*.example.com', 'example.com', false],
    ['*.example.com', 'a.b.example.com', false],
    ['*.example.com', 'evil-example.com', false],
    ['shop*.example.com', 'shop-eu.example.com', true],
    ['example.com', 'exampleXcom', false],
    ['localhost', 'localhost', true],
  ])('%s allows %s: %s', (pattern, host, allowed) => {
    expect(hostAllowed(pattern, host)).toBe(allowed);
  });

  it('never lets a pattern without * allow another host, whatever its characters', () => {
    const label = fc.stringMatching(/^[a-z0-9_]{1,8}$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), fc.string(), (labels, host) => {
        const pattern = [...labels, 'com'].join('.');
        expect(HOST_PATTERN.test(pattern)).toBe(true);
        expect(hostAllowed(pattern, host)).toBe(host.toLowerCase() === pattern);
      }),
    );
  });
});

describe('originAllowed (the public chatbot’s embedding check)', () => {
  const domains = ['localhost', 'www.shop.example', '*.shop.example'];
  it.each([
    ['http://localhost:4273', true],
    ['https://www.shop.example', true],
    ['https://eu.shop.example:8443', true],
    ['https://shop.example', false],
    ['https://a.b.shop.example', false],
    ['https://www.shop.example.evil.example', false],
    ['https://evilshop.example', false],
    ['null', false],
    ['', false],
    ['javascript:alert(1)', false],
    ['file:///etc/passwd', false],
    ['http://127.0.0.1:4273', false],
  ])('%s → %s', (origin, allowed) => {
    expect(originAllowed(domains, origin)).toBe(allowed);
  });

  it('allows nothing without domains', () => {
    expect(originAllowed([], 'https://www.shop.example')).toBe(false);
  });
});
