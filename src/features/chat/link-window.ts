import { sanitizeHtml, urlScheme } from '@/lib/sanitize-html';

import { LINK_WINDOW } from './messages';

/**
 * Spec 1 §4's account-linking window, opened for a reply that says an account link has expired. The link comes
 * from the reply AFTER it went through the bot's sanitiser (the same HTML the user sees), and only a web link
 * opens: a `javascript:` URL opened from here would run with the portal's origin, and a `data:` one would show
 * a page of the bot's choosing in a window that looks like ours.
 */

const escapeText = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The first link of a reply that the window may open: an anchor of the sanitised HTML, else a URL written in
 * the plain text (linked by the same sanitiser, http:// added when it has none). Only https, and http when
 * `allowHttp` (the emulated demo cloud, whose pages live on http://localhost).
 */
export function linkWindowUrl(
  html: string | undefined,
  text: string,
  { allowHttp }: { allowHttp: boolean },
): string | undefined {
  const allowed = allowHttp ? ['https:', 'http:'] : ['https:'];
  for (const source of [html ?? '', escapeText(text)]) {
    const template = document.createElement('template');
    template.innerHTML = sanitizeHtml(source, 'bot');
    for (const link of template.content.querySelectorAll('a[href]')) {
      const href = link.getAttribute('href') ?? '';
      // Absolute URLs only: a relative one would open a page of the portal itself.
      const absolute = /^[a-z][a-z0-9+.-]*:/i.test(href.trim());
      const scheme = urlScheme(href);
      if (absolute && scheme && allowed.includes(scheme)) return new URL(href).href;
    }
  }
  return undefined;
}

/**
 * Opens the window, 1324 × 800. `noopener,noreferrer`: the linked page gets no `window.opener` (it could
 * otherwise navigate the portal's tab to a look-alike page) and no Referer naming the portal's page.
 */
export function openLinkWindow(url: string): void {
  window.open(url, '_blank', `noopener,noreferrer,width=${LINK_WINDOW.width},height=${LINK_WINDOW.height}`);
}
