import { vi } from 'vitest';

/**
 * A stand-in for the account-link pop-up (jsdom opens no windows): `window.open` returns it, and the test reads
 * what it shows while the link is prepared (`popup.document`), where the portal sent it (`popup.location.href`)
 * and whether it was closed.
 */
export function stubPopup() {
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    document: document.implementation.createHTMLDocument(''),
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return { popup, open };
}

/** A browser that blocks the pop-up: `window.open` returns null. */
export function blockPopups() {
  return vi.spyOn(window, 'open').mockImplementation(() => null);
}
