import type { TenantConfig } from '@/config/tenant-schema';
import type { Bubble } from '@/contracts/chat';
import type {
  BillingAddress,
  BillingCustomer,
  BillingSubscription,
  Invoice,
} from '@/contracts/subscriptions';

import type { Clock, EmulatorClock } from './clock';
import type { FaultRegistry } from './faults';

/** Cognito user statuses the emulator models (the real service's values). */
export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';

export type MfaPreference = 'NOMFA' | 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

/** The MFA methods a user may enable (Cognito's names). */
export type MfaMethod = Exclude<MfaPreference, 'NOMFA'>;

/** A user of the emulated Cognito user pool. Like Cognito, it keeps an SRP verifier, never the password. */
export interface PoolUser {
  /** Cognito's immutable user id; also the username in a pool that signs in by e-mail. */
  sub: string;
  username: string;
  /** Standard and custom attributes exactly as Cognito names them (email, given_name, custom:role, …). */
  attributes: Record<string, string>;
  status: UserStatus;
  enabled: boolean;
  /** SRP salt and verifier, lower-case hex. */
  salt: string;
  verifier: string;
  mfa: {
    preferred: MfaPreference;
    /**
     * The methods enabled by SetUserMFAPreference (Cognito's UserMFASettingList). When absent, only the
     * preferred method, if any, is enabled; the emulator always writes it.
     */
    enabled?: MfaMethod[];
    /** Base32 TOTP secret once verified; `pendingTotpSecret` while set-up is in progress. */
    totpSecret?: string;
    pendingTotpSecret?: string;
  };
  createdAt: string;
  updatedAt: string;
}

export interface RefreshTokenRecord {
  token: string;
  sub: string;
  clientId: string;
  /** The `origin_jti` shared by every access and id token minted from this refresh token. */
  originJti: string;
  revoked: boolean;
  createdAt: string;
}

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

export interface SkillRecord {
  ID: string;
  appId: string;
  lex_bot_name: string;
  tenant: string;
  botAliasName: string;
  /** What CreateSkill was given; absent for the seeded skill. */
  invocationName?: string;
  description?: string;
  createAlexaSkill?: boolean;
  createdAt?: string;
}

/** Why a one-time code was sent; a user has at most one live code per purpose. */
export type CodePurpose =
  'sign-up' | 'forgot-password' | 'attribute:email' | 'attribute:phone_number' | 'sms-mfa';

/** A code Cognito would have e-mailed or texted, until it is used or expires. */
export interface VerificationCode {
  sub: string;
  purpose: CodePurpose;
  code: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** The tenant's own database record of a portal user (CreateDbUser), apart from the Cognito user. */
export interface DbUserRecord {
  id: string;
  sub: string;
  tenant: string;
  email: string;
  authtype: string;
  createdAt: string;
}

export interface BugReportRecord {
  id: string;
  tenant: string;
  reporter: string;
  summary: string;
  description: string;
  environment: string;
  page: string;
  browser: string;
  appVersion: string;
  createdAt: string;
}

/**
 * A licence the tenant bought (spec 2 §3 "Licence data"): a plan with limits per counter. The users counter is
 * the number of the tenant's users holding it and the interactions counter their interactions, both computed
 * from `licenceResources`; the chatbot counter is the websites its chatbot runs on (`chatbotsUsed`).
 */
export interface LicenceRecord {
  tenant: string;
  plan_code: string;
  limits: { users: number; interactions?: number; chatbot?: number };
  chatbotsUsed?: number;
  createdAt: string;
}

/** The licence one user of the tenant holds (at most one), with that user's interactions this month. */
export interface LicenceResourceRecord {
  tenant: string;
  /** The holder's sub; the wire shows the holder's current e-mail. */
  sub: string;
  plan_code: string;
  interactions: number;
}

/** Whether the tenant's website chatbot is configured and whether it runs outside the portal (spec 2 §7). */
export interface ChatbotRecord {
  tenant: string;
  hasChatbot: boolean;
  hasExternalChatbot: boolean;
}

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

/**
 * Temporary AWS credentials the identity pool handed out. The emulated AWS services (the Lex runtime) find the
 * caller by the SigV4 access key id, as IAM would; `sub` is null for guest (unauthenticated) identities.
 */
export interface IssuedAwsCredentials {
  accessKeyId: string;
  identityId: string;
  sub: string | null;
  /** Epoch seconds. */
  expiration: number;
}

/** The chat bubbles of one skill (GetBubbles), in display order. */
export interface SkillBubbles {
  skillId: string;
  tenant: string;
  bubbles: Bubble[];
}

/**
 * Settings of the emulated speech services. No speech model runs offline: any audio that contains speech is
 * "heard" as `nextSpokenPhrase`, or as noise without words when `noiseOnly` (see src/emulator/modules/speech). The demo
 * panel and tests set them.
 */
export interface SpeechSettings {
  nextSpokenPhrase: string;
  /** A noisy room: loud audio holds no words the recogniser can make out. */
  noiseOnly: boolean;
}

/** The identity module: the Cognito user pool, the identity pool, and what they issued. */
export interface IdentityState {
  users: PoolUser[];
  refreshTokens: RefreshTokenRecord[];
  /** jti / origin_jti values revoked by RevokeToken or GlobalSignOut. */
  revokedJtis: string[];
  /** Identity-pool identities by user sub. */
  identities: Record<string, string>;
  /** Live one-time codes (sign-up, forgot password, attribute verification, SMS MFA). */
  codes: VerificationCode[];
  /** Identity-pool credentials by access key id (pruned when expired). */
  awsCredentials: IssuedAwsCredentials[];
}

export interface OutboxState {
  messages: OutboxMessage[];
}

/** The tenants' assistants (skills). */
export interface TenancyState {
  skills: SkillRecord[];
}

/** The tenants' own database of portal users (CreateDbUser). */
export interface UsersState {
  dbUsers: DbUserRecord[];
}

export interface SupportState {
  bugReports: BugReportRecord[];
}

export interface SubscriptionsState {
  /** Licences per tenant; a tenant with none gets the starter licence on first use. */
  licences: LicenceRecord[];
  licenceResources: LicenceResourceRecord[];
  chatbots: ChatbotRecord[];
  /** The billing provider's subscriptions (a purchase replaces the tenant's subscription to the same plan). */
  billingSubscriptions: BillingSubscriptionRecord[];
  /** Its payment intents: one per purchase attempt, consumed by the subscription it paid for. */
  paymentIntents: PaymentIntentRecord[];
  invoices: InvoiceRecord[];
}

export interface BillingSubscriptionRecord extends BillingSubscription {
  tenant: string;
  customer: BillingCustomer;
  /** Where it is billed: its renewals' taxes follow it. */
  billing_address: BillingAddress;
  /** Set when a later purchase of the same plan replaced it. */
  replacedAt?: string;
}

export interface PaymentIntentRecord {
  tenant: string;
  id: string;
  amount: number;
  currency_code: 'USD';
  /** The card network's intent and its secret. */
  reference_id: string;
  client_secret: string;
  consumedAt?: string;
  createdAt: string;
}

export interface InvoiceRecord extends Invoice {
  tenant: string;
  subscription_id: string;
  createdAt: string;
}

export interface AssistantState {
  /** Every turn of every conversation with every tenant's assistant (newest last). */
  conversations: ConversationTurn[];
  reviewedUtterances: ReviewedUtterance[];
  /** Chat bubbles per skill (GetBubbles). */
  bubbles: SkillBubbles[];
  /** The instant (epoch ms) up to which the synthetic history was generated; extended on load. */
  historyThrough: number;
}

/** Work due at `dueAt` on the emulator clock (see jobs.ts); kept in the state so a reload still runs it. */
export interface JobRecord {
  id: string;
  kind: string;
  payload: unknown;
  /** Epoch milliseconds. */
  dueAt: number;
}

export interface JobsState {
  pending: JobRecord[];
}

/**
 * Each module's state under the module's name. A module declares its entry next to its definition, by
 * declaration merging (`declare module '../types' { interface EmulatorModuleStates { name: State } }`), and
 * `modules.ts` checks at compile time that these entries and the registered modules agree.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface EmulatorModuleStates {}

/** Everything the emulated cloud knows: each module's state under its name. */
export type EmulatorState = EmulatorModuleStates;
export type ModuleName = Extract<keyof EmulatorState, string>;

/** What a module's seed (and refresh) is given. */
export interface SeedInput {
  config: TenantConfig;
  /** The emulator clock: what "now" is for the seed (seeded history ends today). */
  clock: Clock;
}

/** Work that completes later on the emulator clock (see jobs.ts). */
export interface Jobs {
  /**
   * Runs `kind`'s handler with `payload` (plain JSON) after `delayMs` on the clock; returns the job's id. Before
   * `start` (a window of the demo that does not run jobs) the job is only stored, for the running window.
   */
  schedule(kind: string, payload: unknown, delayMs: number): string;
  /** The jobs not run yet, soonest first. */
  pending(): readonly JobRecord[];
  /** Starts the timers of the stored jobs (due ones run at once) and of those scheduled from then on. */
  start(): void;
  /** Clears every timer (the jobs stay stored): the emulator is being dropped. */
  stop(): void;
}

export interface EmulatorDb {
  /** The current state; read-only by convention: change it through `update`. */
  readonly state: EmulatorState;
  /**
   * Changes one module's state and persists that module (IndexedDB in the browser; nothing in tests). Only the
   * modules named are written, so change another module's state through its own `update`.
   */
  update<K extends ModuleName, T>(module: K, change: (state: EmulatorState[K]) => T): T;
  /** Changes several modules at once: `change` receives the whole state; every module named is written. */
  update<T>(modules: readonly ModuleName[], change: (state: EmulatorState) => T): T;
  /** Replaces everything with a fresh seed. */
  reset(): Promise<void>;
  /** Resolves when every pending write has reached storage. */
  flush(): Promise<void>;
  /** Calls `listener` after every change (the demo outbox panel redraws with it). */
  subscribe(listener: () => void): () => void;
}

/** What every handler module receives. */
export interface EmulatorContext {
  db: EmulatorDb;
  config: TenantConfig;
  faults: FaultRegistry;
  /** The emulator's clock: every "now" of a handler comes from here. */
  clock: EmulatorClock;
  /** Work that completes later on that clock (bot builds, uploads, clustering). */
  jobs: Jobs;
}
