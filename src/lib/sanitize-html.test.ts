// @vitest-environment jsdom
// (a unit test of code that needs a DOM: web storage, DOMPurify, window or document)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { findUrls, htmlToText, sanitizeHtml, withScheme } from './sanitize-html';

const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<b onclick="steal()">Hi</b><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
      'bot',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(parse(clean).querySelector('b')?.textContent).toBe('Hi');
  });

  it('turns a URL without an anchor into a link opening in a new tab, adding http:// when missing', () => {
    const clean = sanitizeHtml(
      'Follow it at support.example.com/tickets/48213. Or www.example.org, or https://x.example/a?b=1',
      'bot',
    );
    const links = [...parse(clean).querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['support.example.com/tickets/48213', 'http://support.example.com/tickets/48213'],
      ['www.example.org', 'http://www.example.org'],
      ['https://x.example/a?b=1', 'https://x.example/a?b=1'],
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    // The sentence's full stop is not part of the link.
    expect(parse(clean).textContent).toContain('48213. Or');
  });

  it('leaves existing anchors alone except for the new tab, and e-mail addresses unlinked', () => {
    const clean = sanitizeHtml(
      '<a href="https://a.example/x">www.b.example</a> mail admin@demo.example',
      'bot',
    );
    const links = [...parse(clean).querySelectorAll('a')];
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://a.example/x');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
  });

  it('keeps the text of any input (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
        expect(parse(sanitizeHtml(escaped, 'bot')).textContent).toBe(parse(escaped).textContent);
      }),
    );
  });

  it('never lets a handler or a script through, and every link opens safely in a new tab (property)', () => {
    const fragment = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '<script>x()</script>',
        '<img src=x onerror=x()>',
        '<a href="javascript:x()">j</a>',
        '<a href="www.example.com">w</a>',
        'see example.com/path',
        '<b>bold</b>',
        '<svg onload=x()>',
        '<iframe src="https://evil.example"></iframe>',
      ),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 6 }), (parts) => {
        const clean = sanitizeHtml(parts.join(' '), 'bot');
        const root = parse(clean);
        expect(root.querySelector('script, iframe')).toBeNull();
        for (const element of root.querySelectorAll('*')) {
          for (const attribute of element.attributes) expect(attribute.name.startsWith('on')).toBe(false);
        }
        for (const link of root.querySelectorAll('a')) {
          expect(link.getAttribute('target')).toBe('_blank');
          expect(link.getAttribute('rel')).toBe('noopener noreferrer');
          expect(link.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
        }
        // Sanitising twice changes nothing more.
        const again = document.createElement('div');
        again.innerHTML = sanitizeHtml(clean, 'bot');
        const once = document.createElement('div');
        once.innerHTML = clean;
        expect(again.isEqualNode(once)).toBe(true);
      }),
    );
  });

  it('links every generated host-and-path URL with a scheme (property)', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/);
    const url = fc
      .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('com', 'org', 'example'), label)
      .map(([hosts, tld, path]) => `${hosts.join('.')}.${tld}/${path}`);
    fc.assert(
      fc.property(url, (written) => {
        const link = parse(sanitizeHtml(`Go to ${written} now`, 'bot')).querySelector('a');
        expect(link?.textContent).toBe(written);
        expect(link?.getAttribute('href')).toBe(`http://${written}`);
      }),
    );
  });
});

describe('helpers', () => {
  it('withScheme adds http:// only when there is no scheme', () => {
    expect(withScheme('example.com')).toBe('http://example.com');
    expect(withScheme('https://example.com')).toBe('https://example.com');
    expect(withScheme('mailto:a@b.example')).toBe('mailto:a@b.example');
  });

  it('findUrls skips e-mail addresses and trailing punctuation', () => {
    expect(findUrls('mail a@b.example or see (www.x.example).').map((url) => url.text)).toEqual([
      'www.x.example',
    ]);
  });

  it('htmlToText drops markup', () => {
    expect(htmlToText('<b>Con</b>toso')).toBe('Contoso');
  });

  it('survives input that parses into a document without a body (a frameset)', () => {
    // DOMPurify returns no body for it; both functions used to throw.
    expect(sanitizeHtml('<frameset><frame src="javascript:alert(1)"></frameset>', 'bot')).toBe('');
    expect(htmlToText('<frameset><frame></frameset>')).toBe('');
  });
});
