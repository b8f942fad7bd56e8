/**
 * The custom slot types' operations through the portal's own gateway client, as each kind of caller, and the
 * rules each attacks: another organisation's skill and types, a client that skips the page's checks, the quotas.
 */
import { describe, expect, it, vi } from 'vitest';

import * as contract from '@/contracts/custom-slots';
import {
  encodeSlotValue,
  formParamsOf,
  SLOT_LIMITS,
  SLOT_RULE_MESSAGES as RULE,
  type SlotValue,
  slotValuesOf,
} from '@/contracts/custom-slots';

import { signInAs, switchTo, withPortalGateway } from '../../core/gateway/test-support';
import { DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';

import { BUILT_IN_SLOT_TYPES } from './built-ins';
import { GENERATE_DURATION_MS, NO_SUCH_TYPE } from './operations';

const cloud = withPortalGateway();
const SKILL = DEMO_SKILL.ID;

const list = (skill = SKILL) => cloud.gateway.send(contract.getCustomSlots, { Skill: skill });
const save = (name: string, values: readonly SlotValue[], typeId = '', skill = SKILL) =>
  cloud.gateway.send(contract.createCustomSlot, {
    Skill: skill,
    FormParams: formParamsOf({ name, typeId, values }),
  });
const remove = (slot: string, skill = SKILL) =>
  cloud.gateway.send(contract.deleteCustomSlot, { Skill: skill, Slot: slot });
const stored = () => cloud.context.db.state.customSlots.types;

const ROOMS: SlotValue[] = [
  { value: 'Atlas', id: 'ROOM-1', synonyms: ['the boardroom', 'big room'] },
  { value: 'Orion', synonyms: [] },
];

describe(contract.getCustomSlots.apiCall, () => {
  it('lists the skill’s types in order, their values encoded, with the built-in names', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const reply = await list();
    const own = stored().filter((type) => type.skillId === SKILL);
    expect(reply.custom_slots.map((type) => type.ID)).toEqual(own.map((type) => type.ID));
    expect(reply.custom_slots.map((type) => type.index)).toEqual(own.map((_, index) => index));
    expect(reply.built_in_slots).toEqual(BUILT_IN_SLOT_TYPES);
    for (const type of reply.custom_slots) {
      expect(slotValuesOf(type).map(encodeSlotValue)).toEqual(type.slotValue);
      expect(type.slotValue.length).toBeGreaterThan(0);
    }
  });

  it('refuses another organisation’s skill (403) and an unknown one (404)', async () => {
    await signInAs(OTHER_ORGANISATION.administrator);
    await expect(list(SKILL)).rejects.toMatchObject({ status: 403 });
    await expect(list('no-such-skill')).rejects.toMatchObject({ status: 404 });
    const own = await list(OTHER_ORGANISATION.skill.ID);
    expect(own.custom_slots.map((type) => type.slotName)).toEqual(['Cargo.Type']);
  });
});

describe(contract.createCustomSlot.apiCall, () => {
  it('lets any member create a type, stored trimmed, and replace it by its ID', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const { data } = await save(' MeetingRoom ', [
      { value: ' Atlas ', id: ' ROOM-1 ', synonyms: [' boardroom '] },
    ]);
    expect(data).toMatchObject({ slotName: 'MeetingRoom', slotValue: ['Atlas {ROOM-1} ["boardroom"]'] });
    expect(stored().find((type) => type.ID === data.ID)).toMatchObject({
      tenant: DEMO_TENANT,
      skillId: SKILL,
    });
    const renamed = await save('Meeting.Room', ROOMS, data.ID);
    expect(renamed.data).toMatchObject({ ID: data.ID, slotName: 'Meeting.Room', index: data.index });
    expect(slotValuesOf(renamed.data)).toEqual(ROOMS);
  });

  it.each([
    ['Meeting Room', ROOMS, RULE.nameCharacters],
    ['Meeting__Room', ROOMS, RULE.nameConsecutiveUnderscores],
    ['department', ROOMS, RULE.nameInUse],
    ['AMAZON.Planet', ROOMS, RULE.unknownBuiltIn],
    ['', ROOMS, RULE.nameEmpty],
    ['MeetingRoom', [...ROOMS, { value: 'atlas', synonyms: [] }], `${RULE.valueInUse}: atlas`],
    ['MeetingRoom', [...ROOMS, { value: 'Vega', id: 'ROOM-1', synonyms: [] }], `${RULE.idInUse}: ROOM-1`],
    ['MeetingRoom', [...ROOMS, { value: 'Vega', synonyms: ['Big Room'] }], `${RULE.synonymExists}: Big Room`],
    ['MeetingRoom', [{ value: 'x'.repeat(141), synonyms: [] }], `${RULE.valueTooLong}: ${'x'.repeat(141)}`],
  ])('refuses %j with %j values: %s, and stores nothing', async (name, values, message) => {
    await signInAs(DEMO_ACCOUNTS.user);
    const before = structuredClone(stored());
    await expect(save(name, values)).rejects.toMatchObject({ status: 400, message });
    expect(stored()).toEqual(before);
  });

  it('refuses a form string that is no list of values, as a client that skips the page could send', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const FormParams = new URLSearchParams({
      custom_slot_type: 'MeetingRoom',
      custom_slot_id: '',
      custom_slot_values: 'Atlas {ROOM-1',
    }).toString();
    await expect(
      cloud.gateway.send(contract.createCustomSlot, { Skill: SKILL, FormParams }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Could not read the value "Atlas {ROOM-1".',
    });
  });

  it('holds a type to 10,000 values and synonyms, and a skill to 100 types', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const full = Array.from({ length: SLOT_LIMITS.entriesPerType / 2 }, (_, index) => ({
      value: `Room ${index}`,
      synonyms: [`Alias ${index}`],
    }));
    await expect(save('Huge', full)).resolves.toMatchObject({ code: 200 });
    await expect(save('Huger', [...full, { value: 'One more', synonyms: [] }])).rejects.toMatchObject({
      status: 400,
      message: `${RULE.typeFull}: One more`,
    });
    const existing = stored().filter((type) => type.skillId === SKILL).length;
    for (let index = existing; index < SLOT_LIMITS.typesPerSkill; index += 1) {
      await save(
        `Type.${'abcdefghijklmnopqrstuvwxyz'[index % 26]}${'abcdefghijklmnopqrstuvwxyz'[Math.floor(index / 26)]}`,
        [],
      );
    }
    await expect(save('OneTooMany', [])).rejects.toMatchObject({ status: 400, message: RULE.tooManyTypes });
  });

  it('does not let a member of another organisation create in, or overwrite, this one’s types', async () => {
    const demoType = stored().find((type) => type.skillId === SKILL);
    if (!demoType) throw new Error('The seed has no demo type');
    await signInAs(OTHER_ORGANISATION.administrator);
    await expect(save('Stolen', ROOMS, '', SKILL)).rejects.toMatchObject({ status: 403 });
    await expect(save('Stolen', ROOMS, demoType.ID, OTHER_ORGANISATION.skill.ID)).rejects.toMatchObject({
      status: 404,
      message: NO_SUCH_TYPE,
    });
    expect(stored().find((type) => type.ID === demoType.ID)).toEqual(demoType);
  });
});

describe(contract.deleteCustomSlot.apiCall, () => {
  it('deletes the skill’s type for any member; another organisation gets 404 and deletes nothing', async () => {
    const [first] = stored().filter((type) => type.skillId === SKILL);
    if (!first) throw new Error('The seed has no demo type');
    await signInAs(OTHER_ORGANISATION.administrator);
    await expect(remove(first.ID, OTHER_ORGANISATION.skill.ID)).rejects.toMatchObject({ status: 404 });
    await expect(remove(first.ID)).rejects.toMatchObject({ status: 403 });
    expect(stored()).toContainEqual(first);
    await switchTo(DEMO_ACCOUNTS.user);
    await expect(remove(first.ID)).resolves.toMatchObject({ code: 200 });
    expect(stored().some((type) => type.ID === first.ID)).toBe(false);
    await expect(remove(first.ID)).rejects.toMatchObject({ status: 404, message: NO_SUCH_TYPE });
  });
});

describe(contract.generateSkillBuilderCode.apiCall, () => {
  it('builds the skill’s model from its types as they are when the build runs', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await save('MeetingRoom', ROOMS);
      await cloud.gateway.send(contract.generateSkillBuilderCode, { Skill: SKILL });
      const model = () =>
        cloud.context.db.state.customSlots.models.find((candidate) => candidate.skillId === SKILL);
      expect(model()?.types.some((type) => type.slotName === 'MeetingRoom')).toBe(false);
      await vi.advanceTimersByTimeAsync(GENERATE_DURATION_MS);
      expect(model()?.types.find((type) => type.slotName === 'MeetingRoom')?.slotValue).toEqual(
        ROOMS.map(encodeSlotValue),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses another organisation’s skill', async () => {
    await signInAs(OTHER_ORGANISATION.user);
    await expect(
      cloud.gateway.send(contract.generateSkillBuilderCode, { Skill: SKILL }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });
});
