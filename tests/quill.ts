/** Filling a Quill editor in jsdom, where user-event's typing into a contenteditable does not reach Quill. */
import { waitFor, within } from '@testing-library/react';
import Quill from 'quill';
import { expect } from 'vitest';

/**
 * Puts HTML into the editor named `name` inside `scope` as a paste would (Quill's own clipboard, source 'user', so
 * the form hears it). Playwright types into the editor for real.
 */
export async function fillEditor(scope: HTMLElement, html: string, name = 'HTML Response') {
  const editor = await within(scope).findByRole('textbox', { name });
  const container = editor.parentElement;
  const quill = container ? Quill.find(container) : null;
  if (!(quill instanceof Quill)) throw new Error(`No Quill editor named ${name}`);
  quill.clipboard.dangerouslyPasteHTML(html, 'user');
  await waitFor(() => expect(editor.textContent).not.toBe(''));
}
