/**
 * The assistant's tasks that take a custom slot (spec 3 §3: a voice skill's value lists), and how the emulated
 * bot resolves one: a value or any of its synonyms said in a turn (whole words, case and accents aside, the longest
 * first) stands for the value, as Lex's TOP_RESOLUTION does. The bot reads the types of the skill's generated model
 * (GenerateSkillBuilderCode), not the types as being edited, as a real skill does until it is built again.
 */
import { type SlotValue,slotValuesOf } from '@/contracts/custom-slots';

import type { EmulatorModuleStates } from '../../core/types';
import { normalise } from '../lex/matcher';

/** What a turn said for a slot: the words as said, and the value they resolve to. */
export interface ResolvedSlot {
  originalValue: string;
  value: SlotValue;
}

export interface SlotIntent {
  name: string;
  title: string;
  /** The intent's slot: its name in the samples (`{room}`) and the custom slot type it takes. */
  slot: { name: string; type: string };
  utterances: readonly string[];
  /** The reply (HTML): to the resolved value, or, when none was said, asking for one of `known`. */
  reply(resolved: ResolvedSlot | null, known: readonly SlotValue[]): string;
}

/** Recorded as this connector: the skill's own interaction model, not a connected system. */
export const SLOT_INTENT_CONNECTOR = 'skill';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const listOf = (values: readonly SlotValue[]) => values.map((value) => escapeHtml(value.value)).join(', ');
const shown = ({ value }: ResolvedSlot) => `<b>${escapeHtml(value.value)}</b>`;

export const SLOT_INTENTS: readonly SlotIntent[] = [
  {
    name: 'BookMeetingRoom',
    title: 'Book meeting room',
    slot: { name: 'room', type: 'MeetingRoom' },
    // Each sample has a content word besides the slot: "book a flight" must not read as booking a room.
    utterances: [
      'book the {room} meeting room',
      'reserve {room} for a meeting',
      'book {room} for my meeting',
      'list the meeting rooms',
      'which meeting rooms are free',
    ],
    reply: (resolved, known) =>
      resolved
        ? `I have booked ${shown(resolved)} for your next meeting.`
        : known.length > 0
          ? `Which meeting room would you like? I can book ${listOf(known)}.`
          : 'I do not know any meeting rooms yet. Add them as the custom slot type <b>MeetingRoom</b>, and I will book them.',
  },
  {
    name: 'OfficeHours',
    title: 'Office hours',
    slot: { name: 'office', type: 'Office.Location' },
    utterances: [
      'opening hours of the {office} office',
      'when is the {office} office open',
      'is the {office} office open today',
      'office opening hours',
      'when is the office open',
    ],
    reply: (resolved, known) =>
      resolved
        ? `The ${shown(resolved)} office is open Monday to Friday, 8:00 to 18:00 local time.`
        : `Which office do you mean? I know ${listOf(known) || 'no offices yet'}.`,
  },
  {
    name: 'ContactDepartment',
    title: 'Contact department',
    slot: { name: 'department', type: 'Department' },
    utterances: [
      'contact the {department} department',
      'how do i reach the {department} team',
      'email the {department} department',
      'contact a department',
    ],
    reply: (resolved, known) =>
      resolved
        ? `You can reach ${shown(resolved)} at ${escapeHtml(
            (resolved.value.id ?? resolved.value.value).toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          )}@demo-organisation.example.`
        : `Which department? I know ${listOf(known) || 'no departments yet'}.`,
  },
];

/** The word a slot's value stands as in the matcher's samples and in what was said: `slotmeetingroom`. */
export const slotToken = (type: string): string => `slot${type.replace(/[^A-Za-z]/g, '').toLowerCase()}`;

/** A slot intent's samples as the matcher reads them: each `{slot}` replaced by its type's token. */
export const matcherSamples = (intent: SlotIntent): string[] =>
  intent.utterances.map((utterance) =>
    utterance.replace(`{${intent.slot.name}}`, slotToken(intent.slot.type)),
  );

/** The values of each type of the skill's generated model, by type name. */
export function modelValues(state: EmulatorModuleStates, skillId: string): ReadonlyMap<string, SlotValue[]> {
  const model = state.customSlots.models.find((candidate) => candidate.skillId === skillId);
  return new Map(
    (model?.types ?? []).map((type) => [
      type.slotName,
      slotValuesOf({ ID: '', slotName: type.slotName, slotValue: type.slotValue, index: 0 }),
    ]),
  );
}

/** What a text says once the slots of `types` are resolved in it: each value said replaced by its type's token. */
export interface SlottedText {
  text: string;
  resolved: ReadonlyMap<string, ResolvedSlot>;
}

/**
 * Resolves in `text` one value of each of `types` (type name → values): the longest phrase, a value or a synonym,
 * said as whole words. The text comes back normalised (matcher.ts), with the phrase replaced by the type's token.
 */
export function resolveSlots(text: string, types: ReadonlyMap<string, readonly SlotValue[]>): SlottedText {
  let said = ` ${normalise(text)} `;
  const resolved = new Map<string, ResolvedSlot>();
  for (const [type, values] of types) {
    let best: { phrase: string; original: string; value: SlotValue } | null = null;
    for (const value of values) {
      for (const original of [value.value, ...value.synonyms]) {
        const phrase = normalise(original);
        if (phrase && said.includes(` ${phrase} `) && phrase.length > (best?.phrase.length ?? 0)) {
          best = { phrase, original, value };
        }
      }
    }
    if (!best) continue;
    said = said.replace(` ${best.phrase} `, ` ${slotToken(type)} `);
    resolved.set(type, { originalValue: best.original, value: best.value });
  }
  return { text: said.trim(), resolved };
}
