/** @jsxImportSource preact */
/**
 * Puts the public chat in a page (the widget's frame, or the portal's preview) and keeps it in step: new
 * settings (the preview's edits), a cue's message to send, each time it is shown.
 */
import './chat.css';

import { render } from 'preact';

import type { Bubble } from '@/contracts/chat';
import { DEFAULT_COLOURS, HEX_COLOUR, type PublicChatbotConfig } from '@/contracts/website-assistant';

import { Chat, type Talk } from './Chat';

const VARIABLES: [string, keyof PublicChatbotConfig['color']][] = [
  ['primary', 'primary'],
  ['assistant-name', 'assistantName'],
  ['smart-bubble', 'smartBubble'],
  ['smart-bubble-text', 'smartBubbleText'],
  ['user-message', 'userMessage'],
  ['user-message-text', 'userMessageText'],
  ['assistant-message', 'assistantMessage'],
  ['assistant-message-text', 'assistantMessageText'],
];

/** The bot's colours as custom properties, through a constructed stylesheet (no inline style, CSP). */
function colourSheet(): (config: PublicChatbotConfig) => void {
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return (config) =>
    sheet.replaceSync(
      `:root{${VARIABLES.map(([name, key]) => {
        const value = config.color[key];
        return `--${name}:${HEX_COLOUR.test(value) ? value : DEFAULT_COLOURS[key]}`;
      }).join(';')}}`,
    );
}

export interface MountedChat {
  update(config: PublicChatbotConfig): void;
  /** The chat is shown; `utterance` is sent on the visitor's behalf. */
  shown(utterance?: string): void;
}

export function mountChat(
  element: HTMLElement,
  options: { config: PublicChatbotConfig; talk: Talk; bubbles?: readonly Bubble[]; onClose(): void },
): MountedChat {
  const paint = colourSheet();
  let config = options.config;
  let shownCount = 0;
  let pending: { key: number; text: string } | null = null;
  const draw = () => {
    paint(config);
    document.title = config.botName;
    render(
      <Chat
        config={config}
        talk={options.talk}
        bubbles={options.bubbles ?? []}
        onClose={options.onClose}
        pending={pending}
        shown={shownCount}
      />,
      element,
    );
  };
  draw();
  return {
    update(next) {
      config = next;
      draw();
    },
    shown(utterance) {
      shownCount += 1;
      if (utterance) pending = { key: shownCount, text: utterance };
      draw();
    },
  };
}
