/** A chat message (spec 1 §3). */
export interface ChatMessage {
  author: 'me' | 'other';
  type: 'text' | 'emoji' | 'file' | 'voice' | 'transcript';
  data: { text?: string; emoji?: string; url?: string; fileName?: string; dialogElicitSlot?: boolean };
  hidden: boolean;
  source: 'bubble' | 'chat';
}
