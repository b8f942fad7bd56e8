/**
 * The app taking over a prerendered public page (issue 28 §1; docs/adr/0025-prerendered-public-pages.md).
 *
 * The static host answers /sign-in and the other public pages with their markup already in `#root`
 * (scripts/prerender.mjs), so the page shows, and its fields take typing, before any script has run. The app then
 * renders into a hidden container of its own beside it, and once it shows its page, swaps the two in one task: what
 * was typed, the checkbox ticked, the focused field and its caret, and a submit asked for meanwhile are carried
 * over, so nothing typed is lost and nothing moves. Replacing rather than hydrating: the app's first render is its
 * session check's spinner and its routes load lazily, so its first markup is never the page's; the swap waits for
 * the page instead.
 */

import { yieldToMain } from '@/lib/yield';

/** The prerendered fields' names (they carry no `name`, so that a form sent before the takeover sends nothing). */
const FIELD_NAME = 'data-name';
/** Set on the prerendered root when its form was submitted before the app took over: the app's form sends it. */
const SUBMIT_ASKED = 'data-submit-asked';
/** Longest the static page waits for the app's; after it the app is shown whatever it shows. */
const TAKEOVER_TIMEOUT_MS = 15_000;

/** Whether the app shows a page: its heading is there and no spinner is. */
const showsPage = (container: HTMLElement) =>
  container.querySelector('h1') !== null && container.querySelector('[role="progressbar"]') === null;

/** A field's value set as typing sets it, so that React (and so Formik) sees the change. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Carries the static fields' state to the app's fields of the same names. */
function carryFields(from: HTMLElement, to: HTMLElement) {
  for (const field of from.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`[${FIELD_NAME}]`)) {
    const target = to.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      `[name="${CSS.escape(field.getAttribute(FIELD_NAME) ?? '')}"]`,
    );
    if (!target) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (target instanceof HTMLInputElement && target.checked !== field.checked) target.click();
    } else if (field.value && target.value !== field.value) {
      typeInto(target, field.value);
    }
  }
}

/** The field that has the focus in the static page, by name, with its caret. */
function focusedField(from: HTMLElement) {
  const active = from.ownerDocument.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) || !from.contains(active)) {
    return null;
  }
  let selection: [number, number] | null = null;
  try {
    if (active.selectionStart !== null && active.selectionEnd !== null)
      selection = [active.selectionStart, active.selectionEnd];
  } catch {
    // An e-mail field has no selection API: the caret goes to the end.
  }
  return { name: active.getAttribute(FIELD_NAME), selection };
}

/**
 * The container the app renders into: a hidden sibling of the prerendered root. `takeOver` swaps them once the app
 * shows its page; a submit of the static form meanwhile is held and sent by the app's form after the swap.
 */
export function prepareTakeover(staticRoot: HTMLElement): { container: HTMLElement; takeOver(): Promise<void> } {
  const document = staticRoot.ownerDocument;
  const container = document.createElement('div');
  container.hidden = true;
  staticRoot.after(container);
  // The page's starter holds a submit made before this code arrived the same way (scripts/prerender.mjs).
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    staticRoot.setAttribute(SUBMIT_ASKED, '');
  };
  staticRoot.addEventListener('submit', holdSubmit);

  const swap = () => {
    const focus = focusedField(staticRoot);
    carryFields(staticRoot, container);
    staticRoot.removeEventListener('submit', holdSubmit);
    staticRoot.remove();
    container.hidden = false;
    container.id = 'root';
    if (focus?.name) {
      const target = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(
        `[name="${CSS.escape(focus.name)}"]`,
      );
      target?.focus();
      try {
        if (target && focus.selection) target.setSelectionRange(...focus.selection);
      } catch {
        // No selection API (an e-mail field): the caret stays where focus() put it.
      }
    }
    // Sent once React has taken the carried values in (the input events above are processed in this task).
    if (staticRoot.hasAttribute(SUBMIT_ASKED)) {
      requestAnimationFrame(() => container.querySelector('form')?.requestSubmit());
    }
  };

  const takeOver = () =>
    new Promise<void>((resolve) => {
      let finishing = false;
      const finish = () => {
        if (finishing) return;
        finishing = true;
        observer.disconnect();
        clearTimeout(timeout);
        // In a task after React's commit, not in it: together they were one long task on a phone.
        void yieldToMain().then(() => {
          swap();
          resolve();
        });
      };
      const observer = new MutationObserver(() => {
        if (showsPage(container)) finish();
      });
      observer.observe(container, { childList: true, subtree: true, attributes: true });
      const timeout = setTimeout(finish, TAKEOVER_TIMEOUT_MS);
      if (showsPage(container)) finish();
    });
  return { container, takeOver };
}
