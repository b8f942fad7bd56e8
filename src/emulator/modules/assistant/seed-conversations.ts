/**
 * Thirty days of conversations with the demo organisation's assistant, ending at seed time: the history the
 * dashboard, chat history and missed utterances are computed from (DESIGN §6).
 *
 * Deterministic: a PRNG seeded with the seed's UTC date, so the same date gives the same turns (only the edges
 * of the 30-day window move with the time of day). Realistic: weekdays busier than weekends, office-hours peaks
 * (UTC; Alexa users talk more in the evening), public users on Alexa, the website assistant and the mobile apps,
 * the organisation's people in the portal (each portal session opens with the chat's hidden 'open' turn answered
 * with the welcome), sessions of a few turns less than 30 minutes apart, mostly fulfilled intents and FAQ
 * answers, some failed dialogs, a few runtime errors, and missed utterances several users repeat.
 *
 * Kept cheap (about 10 ms of CPU for ~3,200 turns): every test starts a fresh emulator with a fresh seed.
 */
import type { SkillRecord } from '../tenancy/state';

import {
  FALLBACK_REPLY,
  SEEDED_FAQ,
  SEEDED_INTENTS,
  SEEDED_MISSED_UTTERANCES,
  WELCOME_REPLY,
} from './catalogue';
import type { ConversationTurn, ReviewedUtterance } from './state';
import { FAQ_CONNECTOR, FAQ_INTENT, intentTitle, normaliseUtterance } from './usage';

/** A person of an organisation who chats in the portal. */
export interface PortalSpeaker {
  sub: string;
  email: string;
}

/** Who the seeded conversations are between. */
export interface ConversationCast {
  organisation: { tenant: string; skill: Pick<SkillRecord, 'ID' | 'lex_bot_name'> };
  /** Chats in the portal every weekday (chat history paging needs at least 30 of this person's turns). */
  administrator: PortalSpeaker;
  /** Chats in the portal every other weekday (at least 12 turns). */
  user: PortalSpeaker;
  /** Chat now and then, some more than others. */
  colleagues: readonly PortalSpeaker[];
  /** A second organisation with a few turns of its own, for tenant isolation. */
  otherOrganisation: {
    tenant: string;
    skill: Pick<SkillRecord, 'ID' | 'lex_bot_name'>;
    members: readonly PortalSpeaker[];
  };
}

export interface SeededConversations {
  /** Oldest first, as the Lex emulator appends them. */
  conversations: ConversationTurn[];
  /** A couple of the demo organisation's missed utterances, already reviewed by the administrator. */
  reviewedUtterances: ReviewedUtterance[];
}

export const SEED_DAYS = 30;
/** The seeded reviews are of utterances missed within the dashboard's default range (spec 2 §4: 7 days). */
const REVIEWED_WITHIN_DAYS = 7;

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// ---- A small seeded PRNG ------------------------------------------------------------------------------------

/** FNV-1a: a 32-bit seed from text. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: fast, small, and good enough for sample data. */
class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A uniformly distributed unsigned 32-bit integer. */
  next32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** [0, 1). */
  next(): number {
    return this.next32() / 4294967296;
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  weighted<T>(table: WeightedTable<T>): T {
    const target = this.next() * table.total;
    const index = table.cumulative.findIndex((bound) => target < bound);
    return table.items[index === -1 ? table.items.length - 1 : index] as T;
  }

  /** `length` random hex digits (a multiple of 8). */
  hex(length: number): string {
    let text = '';
    for (let written = 0; written < length; written += 8) text += hex32(this.next32());
    return text;
  }

  /** A version-4 UUID (the shape Lex and the gateway use for ids). Table look-ups: the seed makes thousands. */
  uuid(): string {
    const a = hex32(this.next32());
    const b = hex32(this.next32());
    const c = hex32(this.next32());
    const d = hex32(this.next32());
    const variant = VARIANTS[this.next32() & 3] ?? '8';
    return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`;
  }
}

const BYTE_HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const VARIANTS = ['8', '9', 'a', 'b'] as const;
const hex32 = (value: number) =>
  `${BYTE_HEX[value >>> 24] ?? ''}${BYTE_HEX[(value >>> 16) & 255] ?? ''}${BYTE_HEX[(value >>> 8) & 255] ?? ''}${BYTE_HEX[value & 255] ?? ''}`;

interface WeightedTable<T> {
  items: readonly T[];
  cumulative: readonly number[];
  total: number;
}

function weightedTable<T>(entries: readonly (readonly [T, number])[]): WeightedTable<T> {
  let total = 0;
  const cumulative = entries.map(([, weight]) => (total += weight));
  return { items: entries.map(([item]) => item), cumulative, total };
}

const hoursTable = (weights: readonly number[]) =>
  weightedTable(weights.map((weight, hour) => [hour, weight]));

// ---- What people do -----------------------------------------------------------------------------------------

type Platform = ConversationTurn['platform'];
type InputType = ConversationTurn['inputType'];

/** When people talk to the assistant (UTC hour of day): office hours, and the evening for Alexa at home. */
const HOURS = {
  portal: hoursTable([
    0, 0, 0, 0, 0, 0, 0.1, 0.6, 1.6, 2.6, 2.8, 2.2, 1.2, 1.9, 2.6, 2.4, 1.7, 0.9, 0.3, 0.1, 0, 0, 0, 0,
  ]),
  public: hoursTable([
    0.2, 0.1, 0.1, 0.1, 0.1, 0.2, 0.4, 0.9, 1.6, 2.3, 2.5, 2.3, 1.7, 2.0, 2.3, 2.1, 1.7, 1.3, 1.1, 1.0, 0.9,
    0.7, 0.5, 0.3,
  ]),
  alexa: hoursTable([
    0.2, 0.1, 0.05, 0.05, 0.05, 0.2, 0.8, 1.5, 1.2, 0.8, 0.6, 0.6, 0.7, 0.6, 0.6, 0.7, 0.9, 1.3, 1.8, 2.1,
    1.9, 1.3, 0.8, 0.4,
  ]),
};

/** How public users reach the assistant. */
const PUBLIC_PLATFORMS = weightedTable<Platform>([
  ['Browser', 44],
  ['ALEXA', 20],
  ['Mobile-iOS', 19],
  ['Mobile-Android', 17],
]);

/** How people talk on each platform (Alexa is voice only). */
const INPUTS: Record<'portal' | Platform, WeightedTable<InputType>> = {
  portal: weightedTable<InputType>([
    ['Text', 64],
    ['Bubble', 26],
    ['Voice', 10],
  ]),
  Browser: weightedTable<InputType>([
    ['Text', 58],
    ['Bubble', 32],
    ['Voice', 10],
  ]),
  ALEXA: weightedTable<InputType>([['Voice', 1]]),
  'Mobile-iOS': weightedTable<InputType>([
    ['Text', 48],
    ['Voice', 37],
    ['Bubble', 15],
  ]),
  'Mobile-Android': weightedTable<InputType>([
    ['Text', 52],
    ['Voice', 33],
    ['Bubble', 15],
  ]),
};

/** How popular each intent is; intents added to the catalogue later get a small share. */
const INTENT_POPULARITY: Record<string, number> = {
  CreateIncident: 14,
  IncidentStatus: 12,
  OpenTicket: 9,
  TicketStatus: 8,
  FindAccount: 6,
  OpportunityPipeline: 5,
  SendEmail: 5,
  PostMessage: 4,
  ScheduleMeeting: 7,
  NextMeeting: 8,
};
const INTENTS = weightedTable(SEEDED_INTENTS.map((intent) => [intent, INTENT_POPULARITY[intent.name] ?? 1]));
const FAQS = weightedTable(SEEDED_FAQ.map((faq, index) => [faq, 4 - (index % 3)]));
/** The first missed utterances are said most often (a long tail), so several are repeated by many users. */
const MISSED = weightedTable(SEEDED_MISSED_UTTERANCES.map((text, index) => [text, 1 / (index + 1) ** 0.8]));

type Outcome = 'intent' | 'faq' | 'missed' | 'failed' | 'error';
/** What happens to a typed or spoken request. */
const OUTCOMES = weightedTable<Outcome>([
  ['intent', 62],
  ['faq', 15],
  ['missed', 11],
  ['failed', 8],
  ['error', 4],
]);
/** A bubble is a prepared request: it always matches, though its fulfilment can still fail. */
const BUBBLE_OUTCOMES = weightedTable<Outcome>([
  ['intent', 70],
  ['faq', 24],
  ['failed', 4],
  ['error', 2],
]);

/** The intent the Lex emulator records the hidden welcome under (src/emulator/modules/lex/bot.ts WELCOME_INTENT). */
export const WELCOME_INTENT = 'Welcome';

const ERROR_REPLY = 'Sorry, something went wrong on our side. Please try again in a moment.';
const failedReply = (title: string) =>
  `Sorry, I could not finish that (${title.toLowerCase()}). Please try again later.`;

/**
 * Typed text varies in case and punctuation (and, for a request the assistant knows, a polite 'please');
 * speech comes back lower-case without punctuation; a bubble sends its text as it is.
 */
function phrase(random: Random, text: string, input: InputType, polite = true): string {
  if (input === 'Voice') return text.toLowerCase().replace(/[?.!,]/g, '');
  if (input === 'Bubble') return text;
  let result = random.chance(0.45) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  if (random.chance(0.25) && !/[?.!]$/.test(result)) result += random.chance(0.5) ? '?' : '.';
  if (polite && random.chance(0.1)) result = `${result.replace(/[?.]$/, '')} please`;
  return result;
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, '0'));
const dayPrefixes = new Map<number, string>();

/** `new Date(time).toISOString()` for times after 1970, several times faster (the seed writes thousands). */
function isoTime(time: number): string {
  const day = Math.floor(time / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  const seconds = Math.floor((time - day * DAY_MS) / SECOND_MS);
  const hh = TWO_DIGITS[Math.floor(seconds / 3600)] ?? '00';
  const mm = TWO_DIGITS[Math.floor(seconds / 60) % 60] ?? '00';
  const ss = TWO_DIGITS[seconds % 60] ?? '00';
  const millis = String(time % SECOND_MS).padStart(3, '0');
  return `${prefix}${hh}:${mm}:${ss}.${millis}Z`;
}

// ---- Building turns -----------------------------------------------------------------------------------------

interface Speaker {
  userId: string;
  userLabel: string;
  publicUser: boolean;
  platform: Platform;
}

interface SessionPlan {
  tenant: string;
  skillId: string;
  speaker: Speaker;
  sessionId: string;
  start: number;
  /** Visible requests in the session. */
  requests: number;
  /** The portal chat opens with a hidden 'open'. */
  welcome: boolean;
}

interface Generator {
  random: Random;
  /** With their times, so that they are sorted by number rather than by text. */
  turns: { time: number; turn: ConversationTurn }[];
  windowStart: number;
  now: number;
}

function addTurn(
  generator: Generator,
  plan: SessionPlan,
  time: number,
  fields: Pick<
    ConversationTurn,
    'inputType' | 'utterance' | 'hidden' | 'intent' | 'connector' | 'status' | 'reply'
  >,
) {
  // Only the window's turns are kept: a session may straddle its start or run past the seed's moment.
  if (time < generator.windowStart || time > generator.now) return;
  // Fields written out (no spread) in one order: the seed makes thousands of these objects per test.
  const turn: ConversationTurn = {
    id: generator.random.uuid(),
    tenant: plan.tenant,
    skillId: plan.skillId,
    userId: plan.speaker.userId,
    userLabel: plan.speaker.userLabel,
    publicUser: plan.speaker.publicUser,
    sessionId: plan.sessionId,
    platform: plan.speaker.platform,
    inputType: fields.inputType,
    utterance: fields.utterance,
    hidden: fields.hidden,
    intent: fields.intent,
    connector: fields.connector,
    status: fields.status,
    reply: fields.reply,
    createdAt: isoTime(time),
  };
  generator.turns.push({ time, turn });
}

function request(generator: Generator, plan: SessionPlan, time: number) {
  const { random } = generator;
  const input = random.weighted(plan.speaker.publicUser ? INPUTS[plan.speaker.platform] : INPUTS.portal);
  const outcome = random.weighted(input === 'Bubble' ? BUBBLE_OUTCOMES : OUTCOMES);
  if (outcome === 'missed') {
    addTurn(generator, plan, time, {
      inputType: input,
      // Missed utterances are grouped after normalising: only case and punctuation vary.
      utterance: phrase(random, random.weighted(MISSED), input, false),
      hidden: false,
      intent: null,
      connector: null,
      status: 'FAILED',
      reply: FALLBACK_REPLY,
    });
    return;
  }
  if (outcome === 'faq') {
    const faq = random.weighted(FAQS);
    addTurn(generator, plan, time, {
      inputType: input,
      utterance: phrase(random, faq.question, input),
      hidden: false,
      intent: FAQ_INTENT,
      connector: FAQ_CONNECTOR,
      status: 'SUCCESS',
      reply: faq.answer,
    });
    return;
  }
  const intent = random.weighted(INTENTS);
  const status = outcome === 'intent' ? 'SUCCESS' : outcome === 'failed' ? 'FAILED' : 'ERROR';
  addTurn(generator, plan, time, {
    inputType: input,
    utterance: phrase(
      random,
      input === 'Bubble' ? (intent.utterances[0] ?? intent.title) : random.pick(intent.utterances),
      input,
    ),
    hidden: false,
    intent: intent.name,
    connector: intent.connector,
    status,
    reply:
      status === 'SUCCESS'
        ? intent.reply
        : status === 'FAILED'
          ? failedReply(intentTitle(intent.name))
          : ERROR_REPLY,
  });
}

function session(generator: Generator, plan: SessionPlan) {
  const { random } = generator;
  let time = plan.start;
  if (plan.welcome) {
    addTurn(generator, plan, time, {
      inputType: 'Text',
      utterance: 'open',
      hidden: true,
      intent: WELCOME_INTENT,
      connector: null,
      status: 'SUCCESS',
      reply: WELCOME_REPLY,
    });
    time += random.between(5, 40) * SECOND_MS;
  }
  for (let index = 0; index < plan.requests; index += 1) {
    if (index > 0) time += random.between(15, 240) * SECOND_MS;
    request(generator, plan, time);
  }
}

/** A time on the day (UTC midnight) at an hour drawn from the table. */
const timeOnDay = (random: Random, day: number, hours: WeightedTable<number>) =>
  day + random.weighted(hours) * HOUR_MS + random.between(0, HOUR_MS / SECOND_MS - 1) * SECOND_MS;

const isWeekend = (day: number) => [0, 6].includes(new Date(day).getUTCDay());

interface Visitor extends Speaker {
  /** How often this visitor comes back, relative to others. */
  loyalty: number;
}

function publicVisitors(random: Random, count: number): WeightedTable<Visitor> {
  return weightedTable(
    Array.from({ length: count }, (_, index) => {
      const visitor: Visitor = {
        userId: `visitor-${random.hex(12)}`,
        userLabel: `Visitor ${index + 1}`,
        publicUser: true,
        platform: random.weighted(PUBLIC_PLATFORMS),
        loyalty: 1 / (index + 1) ** 0.6,
      };
      return [visitor, visitor.loyalty] as const;
    }),
  );
}

const portalSpeaker = (person: PortalSpeaker): Speaker => ({
  userId: person.sub,
  userLabel: person.email,
  publicUser: false,
  platform: 'Browser',
});

function demoOrganisation(generator: Generator, cast: ConversationCast) {
  const { random } = generator;
  const { tenant, skill } = cast.organisation;
  const visitors = publicVisitors(random, 160);
  // Some colleagues chat far more than others.
  const colleagues = weightedTable(
    cast.colleagues.map((person, index) => [person, 1 + (index % 5 === 0 ? 4 : index % 3)]),
  );
  let weekdays = 0;
  for (let day = Math.floor(generator.windowStart / DAY_MS) * DAY_MS; day <= generator.now; day += DAY_MS) {
    const weekend = isWeekend(day);
    const publicSessions = weekend ? random.between(8, 13) : random.between(24, 34);
    for (let index = 0; index < publicSessions; index += 1) {
      const visitor = random.weighted(visitors);
      // Alexa is used at home: weekends are less quiet there.
      if (weekend && visitor.platform !== 'ALEXA' && random.chance(0.15)) continue;
      session(generator, {
        tenant,
        skillId: skill.ID,
        speaker: visitor,
        sessionId: random.uuid(),
        start: timeOnDay(random, day, visitor.platform === 'ALEXA' ? HOURS.alexa : HOURS.public),
        requests: random.between(1, 5),
        welcome: false,
      });
    }
    // One portal session per person and day.
    const portal: Speaker[] = [];
    if (!weekend) {
      weekdays += 1;
      portal.push(portalSpeaker(cast.administrator));
      if (weekdays % 2 === 1) portal.push(portalSpeaker(cast.user));
    }
    const chatting = weekend ? random.between(0, 2) : random.between(6, 11);
    const picked = new Set<PortalSpeaker>();
    for (let attempt = 0; picked.size < chatting && attempt < chatting * 4; attempt += 1)
      picked.add(random.weighted(colleagues));
    portal.push(...[...picked].map(portalSpeaker));
    for (const speaker of portal) {
      session(generator, {
        tenant,
        skillId: skill.ID,
        speaker,
        sessionId: random.uuid(),
        start: timeOnDay(random, day, HOURS.portal),
        requests: random.between(2, 5),
        welcome: true,
      });
    }
  }
}

/** A handful of the other organisation's turns in the last week. */
function otherOrganisation(generator: Generator, cast: ConversationCast) {
  const { random } = generator;
  const { tenant, skill, members } = cast.otherOrganisation;
  const visitors = publicVisitors(random, 2).items.map((visitor) => ({
    ...visitor,
    platform: 'Browser' as const,
  }));
  const lastDay = Math.floor(generator.now / DAY_MS) * DAY_MS;
  const plans = [...members.map(portalSpeaker), ...visitors].map((speaker, index): SessionPlan => ({
    tenant,
    skillId: skill.ID,
    speaker,
    sessionId: random.uuid(),
    start: timeOnDay(random, lastDay - (index + 1) * DAY_MS, HOURS.portal),
    requests: 3,
    welcome: !speaker.publicUser,
  }));
  for (const plan of plans) session(generator, plan);
  // One missed utterance the demo organisation has too, so that reviewing it in one organisation is seen not
  // to review it in the other.
  const first = plans[0];
  if (first) {
    addTurn(generator, first, first.start + 20 * MINUTE_MS, {
      inputType: 'Text',
      utterance: SEEDED_MISSED_UTTERANCES[0] ?? 'can i bring my dog to the office',
      hidden: false,
      intent: null,
      connector: null,
      status: 'FAILED',
      reply: FALLBACK_REPLY,
    });
  }
}

/**
 * The demo organisation's last 30 days of conversations up to `now` (epoch ms), a few turns of the other
 * organisation, and the reviewed missed utterances.
 */
export function seedConversations(now: number, cast: ConversationCast): SeededConversations {
  const seedDate = new Date(now).toISOString().slice(0, 10);
  const generator: Generator = {
    random: new Random(hash(`assistant-portal conversations ${seedDate}`)),
    turns: [],
    windowStart: now - SEED_DAYS * DAY_MS,
    now,
  };
  demoOrganisation(generator, cast);
  otherOrganisation(generator, cast);
  const conversations = generator.turns.sort((a, b) => a.time - b.time).map(({ turn }) => turn);

  // The two rarest missed utterances the organisation had in the last week (the dashboard's default range, so the
  // demo always shows some already reviewed), reviewed by the administrator two days ago.
  const { tenant, skill } = cast.organisation;
  const lastWeek = now - REVIEWED_WITHIN_DAYS * DAY_MS;
  const said = new Set(
    conversations
      .filter(
        (turn) =>
          turn.tenant === tenant &&
          turn.intent === null &&
          turn.status === 'FAILED' &&
          Date.parse(turn.createdAt) > lastWeek,
      )
      .map((turn) => normaliseUtterance(turn.utterance)),
  );
  const reviewedUtterances: ReviewedUtterance[] = SEEDED_MISSED_UTTERANCES.filter((text) => said.has(text))
    .slice(-2)
    .map((utterance) => ({
      tenant,
      skill: skill.lex_bot_name,
      utterance,
      reviewedBy: cast.administrator.email,
      reviewedAt: new Date(now - 2 * DAY_MS).toISOString(),
    }));
  return { conversations, reviewedUtterances };
}

/** A stored history is extended when at least this much time has passed since it was generated. */
export const HISTORY_REFRESH_MS = 60 * MINUTE_MS;

/**
 * The history of a demo opened at `now`, some time after its synthetic history was generated up to `through`:
 * the synthetic turns of (through, now] are added, so the history again ends today, and every stored turn
 * (the seeded ones and whatever the user chatted) is kept. Turns older than the new 30-day window are not
 * added; nothing is generated twice, since only turns after `through` are taken.
 */
export function extendConversations(
  stored: ConversationTurn[],
  through: number,
  now: number,
  cast: ConversationCast,
): ConversationTurn[] {
  if (now - through < HISTORY_REFRESH_MS) return stored;
  const fresh = seedConversations(now, cast).conversations.filter(
    (turn) => Date.parse(turn.createdAt) > through,
  );
  if (fresh.length === 0) return stored;
  // Both lists are oldest first; the user's own turns since `through` interleave with the new ones.
  return [...stored, ...fresh].sort((a, b) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0,
  );
}
