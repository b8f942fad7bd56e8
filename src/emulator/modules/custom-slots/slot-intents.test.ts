import { describe, expect, it } from 'vitest';

import { encodeSlotValue, type SlotValue } from '@/contracts/custom-slots';

import { withPortalGateway } from '../../core/gateway/test-support';
import { DEMO_SKILL, DEMO_TENANT } from '../../seed';
import { speakerOf, takeTurn } from '../lex/bot';

import { generateModel } from './operations';
import { resolveSlots, slotToken } from './slot-intents';

const OFFICES: SlotValue[] = [
  { value: 'London', id: 'LON', synonyms: ['HQ', 'head office'] },
  { value: 'São Paulo', id: 'SAO', synonyms: ['Brazil'] },
  { value: 'New York', synonyms: ['NY', 'New York office annex'] },
];
const types = new Map([['Office.Location', OFFICES]]);

describe('resolveSlots', () => {
  it.each([
    ['when is the head office open', 'London', 'head office'],
    ['Is HQ open?', 'London', 'HQ'],
    ['opening hours in sao paulo', 'São Paulo', 'São Paulo'],
    ['the new york office annex hours', 'New York', 'New York office annex'],
  ])('%j resolves to %s (said as %j)', (text, value, originalValue) => {
    const slotted = resolveSlots(text, types);
    expect(slotted.resolved.get('Office.Location')).toMatchObject({ originalValue, value: { value } });
    expect(slotted.text).toContain(slotToken('Office.Location'));
  });

  it('takes whole words only, and leaves a text with no value as it was, normalised', () => {
    expect(resolveSlots('HQs and NYC', types)).toEqual({ text: 'hqs and nyc', resolved: new Map() });
  });
});

describe('the assistant’s slot tasks', () => {
  const cloud = withPortalGateway();
  const say = (text: string) => {
    const { context } = cloud;
    const user = context.db.state.identity.users.find(
      (candidate) => candidate.attributes['custom:tenant'] === DEMO_TENANT,
    );
    if (!user) throw new Error('No demo user');
    return takeTurn({
      context,
      speaker: speakerOf(user),
      tenant: DEMO_TENANT,
      skill: DEMO_SKILL,
      text,
      inputType: 'Text',
      dialogFails: false,
    });
  };

  it('answers with the value a synonym stands for, and reports the slot as Lex does', () => {
    const outcome = say('What are the opening hours of the head office?');
    expect(outcome.intent).toMatchObject({
      name: 'OfficeHours',
      state: 'Fulfilled',
      slots: {
        office: {
          value: { originalValue: 'head office', interpretedValue: 'London', resolvedValues: ['London'] },
        },
      },
    });
    expect(outcome.plain).toBe('The London office is open Monday to Friday, 8:00 to 18:00 local time.');
    expect(outcome.turn).toMatchObject({ intent: 'OfficeHours', connector: 'skill', status: 'SUCCESS' });
  });

  it('asks for a value when none was said, naming the ones it knows', () => {
    const outcome = say('When is the office open?');
    expect(outcome.intent).toMatchObject({ name: 'OfficeHours', slots: { office: null } });
    expect(outcome.plain).toMatch(/^Which office do you mean\? I know London, New York, Zagreb/);
  });

  it('knows the values of the generated model only: a new type counts once its build has run', () => {
    expect(say('book the boardroom').plain).not.toContain('Atlas');
    expect(say('book a flight').intent?.name).not.toBe('BookMeetingRoom');
    expect(say('list the meeting rooms').plain).toBe(
      'I do not know any meeting rooms yet. Add them as the custom slot type MeetingRoom, and I will book them.',
    );
    const { context } = cloud;
    context.db.update('customSlots', (state) => {
      state.types.push({
        tenant: DEMO_TENANT,
        skillId: DEMO_SKILL.ID,
        ID: 'rooms',
        slotName: 'MeetingRoom',
        slotValue: [encodeSlotValue({ value: 'Atlas', id: 'ROOM-1', synonyms: ['the boardroom'] })],
        index: 99,
      });
    });
    expect(say('list the meeting rooms').plain).toContain('I do not know any meeting rooms yet');
    generateModel(context, { tenant: DEMO_TENANT, skillId: DEMO_SKILL.ID });
    expect(say('Book the boardroom, please').plain).toBe('I have booked Atlas for your next meeting.');
    expect(say('list the meeting rooms').plain).toBe('Which meeting room would you like? I can book Atlas.');
  });
});
