import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isWebAddress } from './account-link';

describe('isWebAddress (the provider link the portal opens)', () => {
  it('accepts the providers’ web addresses', () => {
    expect(isWebAddress('https://login.salesforce.com/services/oauth2/authorize?client_id=x')).toBe(true);
    expect(isWebAddress('http://localhost:5173/__emulator/oauth/authorize?request=1')).toBe(true);
  });

  it('never opens script, data or other schemes, nor what is not an address (attack: a hostile link)', () => {
    for (const hostile of [
      'javascript:alert(document.cookie)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/phish',
      '',
    ])
      expect(isWebAddress(hostile), hostile).toBe(false);
  });

  it('accepts any http or https URL', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(isWebAddress(url)).toBe(true);
      }),
    );
  });
});
