import Picker from '@emoji-mart/react';
import { Picker as PickerElement } from 'emoji-mart';

import { adoptStyleSheet, canAdoptStyleSheets } from '@/lib/csp-styles';

/** Spec 1 §2: categories People, Nature, Objects, Places, Symbols, with search. */
export const EMOJI_CATEGORIES = ['people', 'nature', 'objects', 'places', 'symbols'] as const;

// The emoji table (~80 KB gzip) loads on the first opening of the picker, not with the chat window.
const loadData = async () => (await import('@emoji-mart/data')).default;

// emoji-mart puts its stylesheet in a <style> element in the picker's shadow root, which the portal's
// Content-Security-Policy refuses (no inline style): the picker then has no layout at all. The same CSS goes to
// a constructed stylesheet of that shadow root instead (CSSOM, which CSP does not govern).
if (canAdoptStyleSheets()) {
  Object.defineProperty(PickerElement.prototype, 'injectStyles', {
    configurable: true,
    value(this: HTMLElement, css: string | undefined) {
      if (css && this.shadowRoot) adoptStyleSheet(this.shadowRoot, css);
    },
  });
}

interface PickedEmoji {
  native: string;
}

/** emoji-mart's picker (a web component in a shadow root). */
export default function EmojiPicker({ onPick }: { onPick(emoji: string): void }) {
  return (
    <Picker
      data={loadData}
      categories={EMOJI_CATEGORIES}
      onEmojiSelect={(emoji: PickedEmoji) => onPick(emoji.native)}
      previewPosition="none"
      skinTonePosition="search"
      searchPosition="sticky"
      theme="light"
      autoFocus
    />
  );
}
