import Picker from '@emoji-mart/react';

/** Spec 1 §2: categories People, Nature, Objects, Places, Symbols, with search. */
export const EMOJI_CATEGORIES = ['people', 'nature', 'objects', 'places', 'symbols'] as const;

// The emoji table (~80 KB gzip) loads on the first opening of the picker, not with the chat window.
const loadData = async () => (await import('@emoji-mart/data')).default;

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
