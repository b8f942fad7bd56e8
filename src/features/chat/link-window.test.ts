// @vitest-environment jsdom
// (a unit test of code that needs a DOM: web storage, DOMPurify, window or document)
import { afterEach, describe, expect, it, vi } from 'vitest';

import { linkWindowUrl, openLinkWindow } from './link-window';

const EXPIRED = 'Your calendar connection has expired. Please link your account again:';
const production = { allowHttp: false };
const emulated = { allowHttp: true };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the account-linking window’s link (issue 10)', () => {
  it('takes an https anchor of the reply’s HTML, else an https URL written in its text', () => {
    expect(linkWindowUrl(`${EXPIRED} <a href="https://link.example/a">link</a>`, EXPIRED, production)).toBe(
      'https://link.example/a',
    );
    expect(linkWindowUrl(undefined, `${EXPIRED} https://link.example/b.`, production)).toBe(
      'https://link.example/b',
    );
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(document.domain)">link</a>'],
    ['mixed case', '<a href="JaVaScRiPt:alert(document.domain)">link</a>'],
    ['a leading space', '<a href=" javascript:alert(1)">link</a>'],
    ['a tab entity inside', '<a href="java&#x09;script:alert(1)">link</a>'],
    ['a new line inside', '<a href="java\nscript:alert(1)">link</a>'],
    ['a named tab entity', '<a href="java&Tab;script:alert(1)">link</a>'],
    [
      'decimal entities',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">l</a>',
    ],
    ['hex entities', '<a href="&#x6A;avascript&#x3A;alert(1)">link</a>'],
    ['a named colon entity', '<a href="javascript&colon;alert(1)">link</a>'],
    ['data:', '<a href="data:text/html,<script>alert(1)</script>">link</a>'],
    ['DATA: base64', '<a href="DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">link</a>'],
    ['single quotes the old regex read', "<a title='x' href='javascript:alert(1)'>link</a>"],
    ['an href hidden in an attribute value', '<b title="href=\'javascript:alert(1)\'">b</b>'],
    ['an href in a script', '<script>location.href="javascript:alert(1)"</script>'],
    ['a relative link', '<a href="/settings">link</a>'],
    ['mailto:', '<a href="mailto:a@b.example">link</a>'],
  ])('opens nothing for a link with %s', (_name, anchor) => {
    expect(linkWindowUrl(`${EXPIRED} ${anchor}`, EXPIRED, production)).toBeUndefined();
    expect(linkWindowUrl(`${EXPIRED} ${anchor}`, EXPIRED, emulated)).toBeUndefined();
  });

  it('opens nothing for a javascript: or data: URL written in the text', () => {
    for (const text of [`${EXPIRED} javascript:alert(1)`, `${EXPIRED} data:text/html,<b>x</b>`]) {
      expect(linkWindowUrl(undefined, text, emulated)).toBeUndefined();
    }
  });

  it('skips a hostile first link for a safe one that follows', () => {
    expect(
      linkWindowUrl(
        `${EXPIRED} <a href="javascript:alert(1)">x</a> <a href="https://link.example/c">y</a>`,
        EXPIRED,
        production,
      ),
    ).toBe('https://link.example/c');
  });

  it('opens http only for an emulated cloud (the demo on a developer’s machine)', () => {
    const html = `${EXPIRED} <a href="http://localhost:5173/link">link</a>`;
    expect(linkWindowUrl(html, EXPIRED, production)).toBeUndefined();
    expect(linkWindowUrl(html, EXPIRED, emulated)).toBe('http://localhost:5173/link');
    // A URL written without a scheme gets http:// (spec 1 §5), so it too opens only in the demo.
    expect(linkWindowUrl(undefined, `${EXPIRED} www.link.example/d`, production)).toBeUndefined();
    expect(linkWindowUrl(undefined, `${EXPIRED} www.link.example/d`, emulated)).toBe(
      'http://www.link.example/d',
    );
  });

  it('opens the window 1324 × 800 without an opener or a referrer', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openLinkWindow('https://link.example/a');
    expect(open).toHaveBeenCalledWith(
      'https://link.example/a',
      '_blank',
      'noopener,noreferrer,width=1324,height=800',
    );
  });
});
