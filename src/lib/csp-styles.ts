/**
 * Styles that libraries would put in `<style>` text, moved into constructed stylesheets instead. The portal's
 * Content-Security-Policy allows no inline style (docs/hosting.md): a `<style>` element's text is refused, but
 * a constructed `CSSStyleSheet` is CSSOM, which CSP does not govern (emotion relies on the same: its elements
 * stay empty and get their rules through `insertRule`).
 */

type StyleRoot = Document | ShadowRoot;

/** Whether this browser can adopt constructed stylesheets (jsdom cannot: the tests keep the libraries' way). */
export const canAdoptStyleSheets = () =>
  typeof CSSStyleSheet === 'function' &&
  typeof CSSStyleSheet.prototype.replaceSync === 'function' &&
  typeof document !== 'undefined' &&
  'adoptedStyleSheets' in document;

/** Adds a constructed stylesheet with `css` to a document or shadow root, and returns it. */
export function adoptStyleSheet(root: StyleRoot, css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return sheet;
}

/** What goober (notistack's CSS-in-JS) takes for its `<style id="_goober">` element. */
interface GooberTarget {
  parentNode: Node;
  firstChild: { data: string };
}

/**
 * goober writes every class it makes into the text of a `<style id="_goober">` it creates on first use, which
 * the policy refuses (toasts then lose their layout and colours). It first looks for an existing one as
 * `window._goober`: this gives it a stand-in whose text goes to a constructed stylesheet. Must run before
 * notistack is evaluated (it makes its classes at module level).
 */
export function installGooberStyleSheet(): void {
  const scope = window as Window & { _goober?: GooberTarget | Element };
  if (!canAdoptStyleSheets() || scope._goober) return;
  const sheet = adoptStyleSheet(document, '');
  let text = '';
  scope._goober = {
    // Present, so that goober does not try to append the stand-in to <head>.
    parentNode: document.head,
    firstChild: {
      get data() {
        return text;
      },
      set data(value: string) {
        text = value;
        sheet.replaceSync(value);
      },
    },
  };
}
