/**
 * The messages between the public chatbot's loader (on a customer's page), its frame (on the portal's origin) and
 * the portal's preview frames (docs/adr/0022-public-chatbot.md). Every message carries `source` so that a page's
 * other postMessage traffic is never mistaken for ours; each side also checks the sender's origin and window.
 */
import type { PublicChatbotConfig } from './website-assistant';

export const WIDGET_MESSAGE_SOURCE = 'assistant-portal-chatbot';

/** From the frame to the loader. */
export type FrameMessage =
  /** The bot's public settings: the loader draws the launcher and runs the cues. */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'ready'; config: PublicChatbotConfig }
  /** The server refused this site (allowed domains) or the bot is unknown: nothing is shown. */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'refused'; message: string }
  /** The visitor closed the chat (its close button or Escape). */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'close' };

/** From the loader to the frame. */
export type LoaderMessage =
  /** A cue fired: load the chat now, so that it opens at once. */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'preload' }
  /** The chat is shown: take the focus; `utterance` is a cue's message to send on the visitor's behalf. */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'open'; utterance?: string };

/** From the portal's Website Assistant page to its preview frames: the settings as edited, not yet saved. */
export interface PreviewMessage {
  source: typeof WIDGET_MESSAGE_SOURCE;
  type: 'settings';
  config: PublicChatbotConfig;
}

/** Whether `data` is one of ours (its shape is then the sender's to keep; each side checks the sender first). */
export function isWidgetMessage(
  data: unknown,
): data is { source: typeof WIDGET_MESSAGE_SOURCE; type: string } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === WIDGET_MESSAGE_SOURCE &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}
