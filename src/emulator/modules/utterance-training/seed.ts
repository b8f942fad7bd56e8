/**
 * The utterance-training module's seed: the demo organisation's conversation log, built from real utterances
 * (log-data.ts: CLINC150 and SNIPS, credited there) and judged by the demo bot as seeded, so that every record's
 * Intent, Score, AboveThreshold and MatchedQuestion are what the emulated bot's matcher makes of it; the entity
 * types its SNIPS rows tag; and a few rows of the other organisation, for the isolation tests.
 *
 * Deterministic: a seeded generator (no Math.random) and the seed's clock (no wall clock). The records spread
 * over the LOG_DAYS days before now, over the four channels and over sessions of one to four utterances a few
 * minutes apart; some texts are said more than once (clusters count repeats).
 *
 * The demo organisation's log grows like a real one: a demo opened again days later gets each whole day since
 * (extendDemoLog, the module's refresh), so the page's last days do not thin out; and every chat turn a person
 * takes is logged as it happens (logChatUtterance, chatbot.ts).
 */
import { parseMarkup, plainTextOf } from '@/contracts/utterance-markup';
import type { UtteranceChannel } from '@/contracts/utterance-training';

import type { SeedInput } from '../../core/types';
import { DAY_MS, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';
import { assistantIntents } from '../connections/build';
import { seedConnections } from '../connections/seed';
import { seedFaq } from '../faq/seed';
import { publishedFaqs } from '../faq/state';
import { skillMatcher, understand } from '../lex/bot';

import { judged } from './chatbot';
import { CLINC150_OUT_OF_SCOPE, CLINC150_ROWS, SNIPS_ROWS } from './log-data';
import {
  type StoredEntityType,
  type StoredUtterance,
  type TrainedUtterance,
  trainedUtterances,
  type UtteranceTrainingModuleState,
} from './state';

/** The seeded log spans this many days before now; a refresh adds at most this many. */
export const LOG_DAYS = 30;
/** How often texts are said again: this share of them once or twice more. */
const REPEAT_SHARE = 0.2;
const CHANNELS: readonly { channel: UtteranceChannel; weight: number }[] = [
  { channel: 'public', weight: 4 },
  { channel: 'portal', weight: 3 },
  { channel: 'mobile', weight: 2 },
  { channel: 'alexa', weight: 1 },
];

/** Things Harbour Logistics' users asked (ours): a few rows another organisation must never see. */
const OTHER_ORGANISATION_LOG: readonly string[] = [
  'where is container [MSKU 480213]{"entity":"container_number"}',
  'who operates the cranes at night',
  'when does the vessel from [Rotterdam]{"entity":"port"} berth',
  'book a slot at gate four',
  'create a jira issue for the broken reefer plug',
  'how do i upload a manifest',
  'is berth two free tomorrow',
  'customs hold on my shipment',
];

/** mulberry32: a small seeded generator, uniform on [0, 1). */
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function channelOf(random: () => number): UtteranceChannel {
  const total = CHANNELS.reduce((sum, { weight }) => sum + weight, 0);
  let pick = random() * total;
  for (const { channel, weight } of CHANNELS) {
    pick -= weight;
    if (pick < 0) return channel;
  }
  return 'public';
}

/** The days a log is said over: the `days` whole days before the instant `end`. */
export interface LogSpan {
  end: number;
  days: number;
}

/** What a log of `texts` looks like: said in sessions over the `span`, judged by `matcher`. */
export function logOf(
  tenant: string,
  prefix: string,
  texts: readonly string[],
  matcher: ReturnType<typeof skillMatcher>,
  span: LogSpan,
  random: () => number,
  repeatShare = REPEAT_SHARE,
): StoredUtterance[] {
  const said = shuffled(
    texts.flatMap((text) => {
      const again = random() < repeatShare ? 1 + Math.floor(random() * 2) : 0;
      return Array.from({ length: 1 + again }, () => text);
    }),
    random,
  );
  const judgements = new Map<string, ReturnType<typeof judged>>();
  const records: StoredUtterance[] = [];
  let session = 0;
  for (let index = 0; index < said.length;) {
    session += 1;
    const size = 1 + Math.floor(random() * 4);
    const channel = channelOf(random);
    // The session starts within the span, an hour before its end at the latest, and turns are 20 s to 3 min apart.
    let time = span.end - span.days * DAY_MS + Math.floor(random() * (span.days * DAY_MS - 3_600_000));
    for (const text of said.slice(index, index + size)) {
      let judgement = judgements.get(text);
      if (!judgement) {
        judgement = judged(understand(plainTextOf(text), matcher));
        judgements.set(text, judgement);
      }
      records.push({
        tenant,
        trained: false,
        Id: `${prefix}-utterance-${String(records.length + 1).padStart(5, '0')}`,
        UserInput: text,
        Time: new Date(time).toISOString(),
        ...judgement,
        Channel: channel,
        SessionId: `${prefix}-session-${String(session).padStart(5, '0')}`,
      });
      time += 20_000 + Math.floor(random() * 160_000);
    }
    index += size;
  }
  // Code-unit order (ISO times sort as text): localeCompare would cost most of the seed's time.
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return records.sort((a, b) => order(a.Time, b.Time) || order(a.Id, b.Id));
}

/** The entity types the log tags, each once, by name; no roles (the data has none: administrators add them). */
function entityTypesOf(tenant: string, texts: readonly string[]): StoredEntityType[] {
  const names = new Set(texts.flatMap((text) => parseMarkup(text).entities.map(({ entity }) => entity)));
  return [...names].sort().map((name) => ({ tenant, name, role: [] }));
}

/** The demo organisation's log, in the order log-data.ts lists it (the generator shuffles it). */
export const DEMO_LOG_TEXTS: readonly string[] = [
  ...Object.values(CLINC150_ROWS).flat(),
  ...CLINC150_OUT_OF_SCOPE,
  ...SNIPS_ROWS,
];

/**
 * The organisations' bots as seeded: their connectors' tasks and published FAQ, from the same constants as those
 * modules' seeds (a module's seed or refresh never reads another's stored state), plus what `trained` taught one.
 */
function seededBots(input: SeedInput) {
  const connections = seedConnections(input);
  const faq = seedFaq(input);
  return (tenant: string, trained: readonly TrainedUtterance[] = []) =>
    skillMatcher([], assistantIntents(connections, tenant), publishedFaqs(faq, tenant), trained);
}

export function seedUtteranceTraining(input: SeedInput): UtteranceTrainingModuleState {
  const now = input.clock.now();
  const botOf = seededBots(input);
  const other = OTHER_ORGANISATION.tenant;
  const span = { end: now, days: LOG_DAYS };
  return {
    utterances: [
      ...logOf(DEMO_TENANT, 'demo', DEMO_LOG_TEXTS, botOf(DEMO_TENANT), span, generator(24)),
      ...logOf(other, 'harbour', OTHER_ORGANISATION_LOG, botOf(other), span, generator(2001)),
    ],
    entityTypes: [...entityTypesOf(DEMO_TENANT, SNIPS_ROWS), ...entityTypesOf(other, OTHER_ORGANISATION_LOG)],
    feedback: [],
    trained: [],
    seededThrough: now,
  };
}

/**
 * One day of the demo organisation's log: the 24 hours before `end`, saying the day's share of DEMO_LOG_TEXTS
 * (any LOG_DAYS days in a row say each text once, as the seed does). The generator is seeded from the day, so the
 * same day always brings the same records, whenever the demo is opened.
 */
function demoLogDay(end: number, bot: ReturnType<typeof skillMatcher>): StoredUtterance[] {
  const day = Math.floor(end / DAY_MS);
  const texts = DEMO_LOG_TEXTS.filter((_, index) => index % LOG_DAYS === day % LOG_DAYS);
  const prefix = `demo-${new Date(end).toISOString().slice(0, 10)}`;
  return logOf(DEMO_TENANT, prefix, texts, bot, { end, days: 1 }, generator(day));
}

/**
 * The module's refresh: the demo organisation's log extended by each whole day (24 hours) since `seededThrough`,
 * judged by the bot as seeded plus what the organisation has trained it since, so that a demo opened again days
 * later still shows the last days. At most the last LOG_DAYS days are added: a demo opened after a year gets a
 * month, not a year of records at once. Chat-logged turns do not count: only `seededThrough` says how far the
 * synthetic log reaches. The same state when no whole day has passed.
 */
export function extendDemoLog(
  state: UtteranceTrainingModuleState,
  input: SeedInput,
): UtteranceTrainingModuleState {
  const missing = Math.floor((input.clock.now() - state.seededThrough) / DAY_MS);
  if (missing < 1) return state;
  const through = state.seededThrough + missing * DAY_MS;
  const bot = seededBots(input)(DEMO_TENANT, trainedUtterances(state, DEMO_TENANT));
  const added = Math.min(missing, LOG_DAYS);
  const days = Array.from({ length: added }, (_, index) =>
    demoLogDay(through - (added - 1 - index) * DAY_MS, bot),
  );
  return { ...state, utterances: [...state.utterances, ...days.flat()], seededThrough: through };
}
