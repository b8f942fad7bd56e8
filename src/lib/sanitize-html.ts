import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * Every HTML string from the bot, the FAQ or a suggestion endpoint goes through here before it reaches the DOM
 * (docs/design.md §8), under the allow-list PROFILE of the place that shows it: only the profile's elements
 * and, per element, its attributes survive; links and images keep only the profile's URL schemes. Then, for
 * text profiles, a URL written as plain text becomes a link (spec 1 §5), with http:// added when it has no
 * scheme, and every link opens in a new tab without access to the portal's window.
 *
 * DOMPurify's defaults were not enough: they keep `<style>` (which restyles the whole portal), forms with
 * password fields (a convincing phishing prompt inside the portal), `style` attributes and remote images (the
 * reply's author learns who read it, and when). An allow-list also keeps whatever DOMPurify adds to its
 * defaults in a future version out.
 */

/** The places HTML is shown, each with its own allow-list. */
export type HtmlProfile = 'bot' | 'faq' | 'suggestion';

export interface HtmlProfileRules {
  /** Elements kept (lower case, HTML namespace only); the text of any other element is kept without it. */
  tags: readonly string[];
  /** Attributes kept per element; an element not listed keeps none. */
  attributes: Readonly<Record<string, readonly string[]>>;
  /** URL schemes (with the colon) a link's href may use; a relative URL stays on the portal's own origin. */
  linkSchemes: readonly string[];
  /** URL schemes an image's src may use. */
  imageSchemes: readonly string[];
  /** Whether URLs written as text become links. */
  linkify: boolean;
  /** Where an embedded player (`iframe` src) may come from: URL prefixes; none allows no iframe at all. */
  mediaSources?: readonly string[];
}

/**
 * The players an FAQ answer may embed (Quill's video button): their embed URLs only, which the CSP's frame-src
 * names too. Anything else in an iframe is dropped.
 */
export const MEDIA_SOURCES = [
  // YouTube's privacy-enhanced player only (it sets no cookies until played).
  'https://www.youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
] as const;

/** Simple prose: emphasis, paragraphs, quotes, code, lists and links. No class, id or style anywhere. */
const TEXT_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'span',
  'div',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'a',
  'hr',
  'sub',
  'sup',
] as const;

/**
 * `target` and `rel` are allowed only because every link is given `_blank` and `noopener noreferrer` before
 * the final pass; whatever the input said is overwritten.
 */
const LINK_ATTRIBUTES = ['href', 'title', 'target', 'rel'] as const;

const LINK_SCHEMES = ['https:', 'http:', 'mailto:', 'tel:'] as const;

export const HTML_PROFILES: Readonly<Record<HtmlProfile, HtmlProfileRules>> = {
  /**
   * A bot reply: text from a conversation anybody can steer (a connector's record, a user's own words echoed
   * back), so no images at all: a remote image would be fetched the moment the reply shows.
   */
  bot: {
    tags: TEXT_TAGS,
    attributes: { a: LINK_ATTRIBUTES },
    linkSchemes: LINK_SCHEMES,
    imageSchemes: [],
    linkify: true,
  },
  /**
   * FAQ answers: written by the organisation's administrators, so headings, tables and images are allowed.
   * Images only over https (the organisation's upload bucket or its own site, which the CSP's img-src names);
   * no data: URLs, so that nothing is decoded from the text itself and every image is one the CSP can refuse.
   */
  faq: {
    tags: [
      ...TEXT_TAGS,
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'caption',
      'img',
      'iframe',
    ],
    attributes: {
      a: LINK_ATTRIBUTES,
      img: ['src', 'alt', 'title', 'width', 'height'],
      iframe: ['src', 'title', 'width', 'height', 'allowfullscreen'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    linkSchemes: LINK_SCHEMES,
    imageSchemes: ['https:'],
    linkify: true,
    mediaSources: MEDIA_SOURCES,
  },
  /** A suggestion's highlight: the matched part in bold, nothing else (it sits inside a list option). */
  suggestion: {
    tags: ['b'],
    attributes: {},
    linkSchemes: [],
    imageSchemes: [],
    linkify: false,
  },
};

/**
 * Resolves `value` as the browser's URL parser would (it drops tabs and new lines anywhere and control
 * characters and spaces around, and lower-cases the scheme, so `java&#9;script:` and ` JaVaScRiPt:` are caught
 * too); a relative URL resolves against an https base, i.e. it stays on the portal's own origin.
 */
export function urlScheme(value: string): string | null {
  try {
    return new URL(value, 'https://relative.invalid/').protocol;
  } catch {
    return null;
  }
}

const isAllowedUrl = (value: string, schemes: readonly string[]) => {
  const scheme = urlScheme(value);
  return scheme !== null && schemes.includes(scheme);
};

/** An embed URL under one of the allowed prefixes, compared after the browser's own parsing. */
function isAllowedMedia(value: string, prefixes: readonly string[]) {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && prefixes.some((prefix) => url.href.startsWith(prefix));
  } catch {
    return false;
  }
}

/** One DOMPurify instance per profile: its hook checks attributes per element and URLs by scheme. */
const purifiers = new Map<HtmlProfile, { purifier: Purifier; config: Config }>();

function purifierFor(profile: HtmlProfile) {
  const existing = purifiers.get(profile);
  if (existing) return existing;
  const rules = HTML_PROFILES[profile];
  const purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (element, event) => {
    const name = event.attrName;
    const allowed = rules.attributes[element.localName] ?? [];
    if (!allowed.includes(name)) {
      event.keepAttr = false;
      return;
    }
    if (name === 'href' && !isAllowedUrl(event.attrValue, rules.linkSchemes)) event.keepAttr = false;
    if (name === 'src' && element.localName === 'iframe') {
      event.keepAttr = isAllowedMedia(event.attrValue, rules.mediaSources ?? []);
    } else if (name === 'src' && !isAllowedUrl(event.attrValue, rules.imageSchemes)) event.keepAttr = false;
  });
  // An iframe without an allowed player is removed whole (an empty one would still be a frame of the portal).
  purifier.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe' || !(node instanceof Element)) return;
    if (!isAllowedMedia(node.getAttribute('src') ?? '', rules.mediaSources ?? [])) node.remove();
  });
  const config: Config = {
    ALLOWED_TAGS: [...rules.tags],
    ALLOWED_ATTR: [...new Set(Object.values(rules.attributes).flat())],
    // No data-*, aria-* or unknown-protocol escape hatches: the hook above is the only way an attribute stays.
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // DOMPurify refuses iframes unless asked; the hooks above keep only allowed players.
    ...(rules.mediaSources?.length ? { ADD_TAGS: ['iframe'] } : {}),
    // Belt and braces: DOMPurify's own scheme check, limited to the profile's schemes (or no scheme at all).
    // (DOMPurify would still let a data: URL into an img src past it; the hook refuses those.)
    ALLOWED_URI_REGEXP: new RegExp(
      `^(?:(?:${[...rules.linkSchemes, ...rules.imageSchemes].map((scheme) => scheme.slice(0, -1)).join('|') || 'none-allowed'}):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))`,
      'i',
    ),
  };
  const entry = { purifier, config };
  purifiers.set(profile, entry);
  return entry;
}

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
      node.parentElement?.closest('a, code, pre') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/**
 * Sanitised HTML under `profile`'s allow-list; for text profiles, plain-text URLs linked and every link opening
 * in a new tab with `rel="noopener noreferrer"`.
 */
export function sanitizeHtml(html: string, profile: HtmlProfile): string {
  const { purifier, config } = purifierFor(profile);
  // Null when the input parses into a document without a body (a `<frameset>`): nothing of it can be shown.
  const body = purifier.sanitize(html, { ...config, RETURN_DOM: true }) as HTMLElement | null;
  if (!body) return '';
  if (HTML_PROFILES[profile].linkify) plainTextNodes(body).forEach(linkifyTextNode);
  body.querySelectorAll('a').forEach((link) => {
    const href = link.getAttribute('href');
    // A host written without a scheme (`www.example.com`) gets http://; relative links stay as they are.
    if (href && /^(www\.|([a-z0-9-]+\.)+[a-z]{2,}(\/|$))/i.test(href))
      link.setAttribute('href', withScheme(href));
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  });
  // A second pass over the serialised result, which is what the page will parse: the links made above are
  // checked by the same rules as everything else, and markup that parses differently the second time
  // (mutation XSS) is sanitised as the browser will see it.
  return purifier.sanitize(body.innerHTML, config);
}

/**
 * HTML with no text and no picture or video in it is empty (Quill's empty document is `<p><br></p>`; a hostile
 * answer can be nothing but markup its profile removes, or an `<img>` whose `src` it removed). Give it HTML
 * already sanitised (attributes serialised in double quotes).
 */
export const isBlankHtml = (html: string) =>
  !/<(img|iframe)\b[^>]*\ssrc="[^"\s]+"/i.test(html) && htmlToText(html).trim() === '';

/** The text of an HTML string, for places that show no markup (tooltips, accessible names). */
export function htmlToText(html: string): string {
  const body = DOMPurify.sanitize(html, {
    RETURN_DOM: true,
    ALLOWED_TAGS: [],
    ALLOWED_ATTR: [],
  }) as HTMLElement | null;
  return body?.textContent ?? '';
}
