/**
 * The chat feature's types: the portal's own model (spec 1 §3), and the wire contract with the cloud, which
 * lives in @/contracts/chat (the emulator implements the same shapes).
 */
import type { ActionButtonOffer } from '@/contracts/action-buttons';

export type * from '@/contracts/chat';

/** A chat message (spec 1 §3). */
export interface ChatMessage {
  /** Unique within the conversation (client-made for new messages, derived for history items). */
  id: string;
  author: 'me' | 'other';
  type: 'text' | 'emoji' | 'file' | 'voice' | 'transcript';
  data: {
    text?: string;
    /** Bot replies: the reply as HTML (response card); sanitised before it reaches the DOM. */
    html?: string;
    emoji?: string;
    url?: string;
    fileName?: string;
    dialogElicitSlot?: boolean;
    /** A bot reply that offers an action button's form (docs/adr/0023-action-buttons.md). */
    actionButton?: ActionButtonOffer;
  };
  hidden: boolean;
  source: 'bubble' | 'chat';
  /** ISO time the message was sent or received. */
  at: string;
}
