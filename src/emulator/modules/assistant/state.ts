/** The assistant module's state: every conversation turn and the reviewed missed utterances. */

/**
 * One turn of a conversation with a tenant's assistant: what a user said (typed, clicked or spoke, on any
 * platform) and what the assistant did with it. The Lex runtime appends one per RecognizeText/Utterance; the
 * seed holds 30 days of them. The dashboard, chat history, missed utterances and utterance training are all
 * computed from these records, so whatever is chatted in the demo shows up there.
 */
export interface ConversationTurn {
  id: string;
  tenant: string;
  /** The skill (bot) that answered: SkillRecord.ID. */
  skillId: string;
  /** The speaker's sub for portal users; a stable pseudonymous id for public (website/Alexa/mobile) users. */
  userId: string;
  /** E-mail for portal users; a display label ('Visitor 12') for public users. */
  userLabel: string;
  /** Public users talk through the website assistant, Alexa or the mobile apps; portal users through the portal. */
  publicUser: boolean;
  /** Lex session id: a conversation; a session spans turns within 30 minutes of each other. */
  sessionId: string;
  platform: 'ALEXA' | 'Browser' | 'Mobile-iOS' | 'Mobile-Android';
  inputType: 'Text' | 'Voice' | 'Bubble';
  /** What the user said (the transcript for voice). */
  utterance: string;
  /** A hidden turn (the chat's welcome 'open') is not shown in history. */
  hidden: boolean;
  /** The matched intent's name, or null when nothing matched (FallbackIntent). */
  intent: string | null;
  /** The connector the intent belongs to ('faq' for FAQ answers), or null. */
  connector: string | null;
  /** SUCCESS: fulfilled; FAILED: the dialog failed; ERROR: the runtime failed; a missed utterance is FAILED with intent null. */
  status: 'SUCCESS' | 'ERROR' | 'FAILED';
  /** The reply the assistant gave, as HTML (history shows it as the response card). */
  reply: string;
  /** ISO time. */
  createdAt: string;
}

/** A missed utterance an administrator marked as reviewed (ReviewMissingUtterances), per tenant and skill. */
export interface ReviewedUtterance {
  tenant: string;
  skill: string;
  utterance: string;
  reviewedBy: string;
  reviewedAt: string;
}

export interface AssistantState {
  /** Every turn of every conversation with every tenant's assistant (newest last). */
  conversations: ConversationTurn[];
  reviewedUtterances: ReviewedUtterance[];
  /** The instant (epoch ms) up to which the synthetic history was generated; extended on load. */
  historyThrough: number;
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    assistant: AssistantState;
  }
}
