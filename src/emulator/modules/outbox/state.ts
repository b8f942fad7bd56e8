/**
 * The demo outbox's state: what the emulated cloud would have e-mailed or texted.
 */
/** A message that the real cloud would e-mail or text; the demo shows it in the outbox panel. */
export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  /** The code or temporary password inside the message, for people and tests to copy. */
  code?: string;
  createdAt: string;
}

export interface OutboxState {
  messages: OutboxMessage[];
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    outbox: OutboxState;
  }
}
