import { vi } from 'vitest';

/**
 * A stand-in for the account-link pop-up (jsdom opens no windows): `window.open` returns it, and the test reads
 * where the portal sent it (`popup.location.href`) and whether it was closed.
 */
export function stubPopup() {
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    document: { title: '', body: { textContent: '' } },
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return { popup, open };
}
