import DOMPurify from 'dompurify';

/**
 * Every HTML string from the bot, the FAQ or an editor goes through here before it reaches the DOM
 * (DESIGN §8): DOMPurify removes scripts, handlers and dangerous URLs; then a URL written as plain text becomes
 * a link (spec 1 §5), with http:// added when it has no scheme, and every link opens in a new tab.
 */

/**
 * A URL in running text: with a scheme, or starting with www., or a bare host name with a path
 * (`support.example.com/tickets/1`). Not preceded by '@', a word character or '/' (e-mail addresses, paths).
 */
const URL_IN_TEXT =
  /(?<![@\w./-])(?:https?:\/\/[^\s<>"']+|www\.[^\s<>"']+|(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"']*)/gi;
/** Punctuation that ends a sentence rather than the URL. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

/** Adds http:// when the URL has no scheme (spec 1 §5). */
export const withScheme = (url: string) => (/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `http://${url}`);

export interface UrlMatch {
  /** The URL as written. */
  text: string;
  start: number;
}

/** The URLs written as plain text in `text`, trailing sentence punctuation excluded. */
export function findUrls(text: string): UrlMatch[] {
  const found: UrlMatch[] = [];
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    if (url.length > 0 && /[a-z0-9]/i.test(url)) found.push({ text: url, start: match.index });
  }
  return found;
}

function linkifyTextNode(node: Text) {
  const text = node.data;
  const urls = findUrls(text);
  if (urls.length === 0) return;
  const document = node.ownerDocument;
  const fragment = document.createDocumentFragment();
  let position = 0;
  for (const url of urls) {
    if (url.start > position) fragment.append(text.slice(position, url.start));
    const link = document.createElement('a');
    link.href = withScheme(url.text);
    link.textContent = url.text;
    fragment.append(link);
    position = url.start + url.text.length;
  }
  if (position < text.length) fragment.append(text.slice(position));
  node.replaceWith(fragment);
}

/** Text nodes outside links (and outside elements that never hold prose). */
function plainTextNodes(root: HTMLElement): Text[] {
  const nodes: Text[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('a, code, pre, textarea, style')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** Sanitised HTML with plain-text URLs linked and every link opening in a new tab. */
export function sanitizeHtml(html: string): string {
  const body = DOMPurify.sanitize(html, { RETURN_DOM: true }) as HTMLElement;
  plainTextNodes(body).forEach(linkifyTextNode);
  body.querySelectorAll('a').forEach((link) => {
    const href = link.getAttribute('href');
    // A host written without a scheme (`www.example.com`) gets http://; relative links stay as they are.
    if (href && /^(www\.|([a-z0-9-]+\.)+[a-z]{2,}(\/|$))/i.test(href))
      link.setAttribute('href', withScheme(href));
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  });
  // A second pass over the result: the links made above are checked by the same rules as everything else.
  return DOMPurify.sanitize(body.innerHTML, { ADD_ATTR: ['target'] });
}

/** The text of an HTML string, for places that show no markup (tooltips, accessible names). */
export function htmlToText(html: string): string {
  return DOMPurify.sanitize(html, { RETURN_DOM: true }).textContent ?? '';
}
