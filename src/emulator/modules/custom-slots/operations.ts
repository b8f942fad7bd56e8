/**
 * The custom slot types' gateway operations (spec 3 §7; shapes and rules in src/contracts/custom-slots.ts): any
 * member of the organisation reads and changes its skill's types (the page is every member's, spec 3 §6). The
 * `Skill` must be the caller's organisation's (404 unknown, 403 another's), and a type named by ID must be that
 * skill's (404 otherwise, whoever's it is). CreateCustomSlot checks the whole type with the rules the page checks
 * as you type, so a client that skips them changes nothing; a refused call stores nothing.
 * GenerateSkillBuilderCode schedules the model's build (a job): the assistant resolves the new values once it
 * has run.
 */
import * as contract from '@/contracts/custom-slots';
import {
  type CustomSlotType,
  encodeSlotValue,
  entryCount,
  nameProblem,
  readFormParams,
  SLOT_LIMITS,
  SLOT_RULE_MESSAGES,
  slotValuesOf,
  valueListProblem,
} from '@/contracts/custom-slots';

import { newId } from '../../core/db';
import {
  badRequest,
  type Fields,
  type GatewayOperation,
  implement,
  notFound,
  stringField,
  type TenantView,
} from '../../core/gateway/envelope';
import type { EmulatorContext } from '../../core/types';
import { ownSkill } from '../tenancy/skills';

import { BUILT_IN_SLOT_TYPES } from './built-ins';
import type { StoredSlotType } from './state';

export const GENERATE_JOB = 'customSlots.generate';
/** How long the model's build takes on the emulator clock. */
export const GENERATE_DURATION_MS = 1500;
export const NO_SUCH_TYPE = 'This skill has no custom slot type with that ID.';
export const GENERATING = 'The skill builder code is being generated.';

/** A full type as a form string: 10,000 entries of 140 characters, escaped, with room to spare. */
const CREATE_MAX_BYTES = 4 * 1024 * 1024;

const skillOf = (context: EmulatorContext, tenant: TenantView, fields: Fields) =>
  ownSkill(context, tenant, stringField(fields, 'Skill', { required: true, max: 100 }));

const typesOf = (tenant: TenantView, skillId: string) =>
  tenant
    .rows('customSlots', 'types')
    .filter((type) => type.skillId === skillId)
    .toSorted((left, right) => left.index - right.index);

const wire = ({ ID, slotName, slotValue, index }: StoredSlotType): CustomSlotType => ({
  ID,
  slotName,
  slotValue: [...slotValue],
  index,
});

export const customSlotsOperations: GatewayOperation[] = [
  implement(contract.getCustomSlots, 'member', ({ context, tenant, fields }) => {
    const skill = skillOf(context, tenant, fields);
    return {
      code: 200,
      custom_slots: typesOf(tenant, skill.ID).map(wire),
      built_in_slots: [...BUILT_IN_SLOT_TYPES],
    };
  }),

  implement(
    contract.createCustomSlot,
    'member',
    ({ context, tenant, fields }) => {
      const skill = skillOf(context, tenant, fields);
      const formParams = typeof fields.FormParams === 'string' ? fields.FormParams : '';
      const read = readFormParams(formParams);
      if (!read.ok) throw badRequest(`Could not read the value "${read.badLine.slice(0, 200)}".`);
      const { form } = read;
      const types = typesOf(tenant, skill.ID);
      const replaced = form.typeId ? types.find((type) => type.ID === form.typeId) : undefined;
      if (form.typeId && !replaced) throw notFound(NO_SUCH_TYPE);
      if (!replaced && types.length >= SLOT_LIMITS.typesPerSkill)
        throw badRequest(SLOT_RULE_MESSAGES.tooManyTypes);
      const others = types.filter((type) => type !== replaced);
      const name = form.name.trim();
      const nameIssue = nameProblem(
        name,
        others.map((type) => type.slotName),
        BUILT_IN_SLOT_TYPES,
      );
      if (nameIssue) throw badRequest(nameIssue);
      const valueIssue = valueListProblem(form.values);
      if (valueIssue) throw badRequest(valueIssue);
      const skillEntries = others.reduce((total, type) => total + entryCount(slotValuesOf(type)), 0);
      if (skillEntries + entryCount(form.values) > SLOT_LIMITS.entriesPerSkill) {
        throw badRequest(SLOT_RULE_MESSAGES.skillFull);
      }
      // Stored as the rules read them: trimmed, an empty id left out.
      const slotValue = form.values.map(({ value, id, synonyms }) =>
        encodeSlotValue({
          value: value.trim(),
          ...(id?.trim() ? { id: id.trim() } : {}),
          synonyms: synonyms.map((synonym) => synonym.trim()),
        }),
      );
      if (replaced) {
        const stored = tenant.update('customSlots', 'types', (rows) => {
          const row = rows.find((candidate) => candidate.ID === replaced.ID);
          if (!row) throw notFound(NO_SUCH_TYPE);
          row.slotName = name;
          row.slotValue = slotValue;
          return row;
        });
        return { code: 200, data: wire(stored) };
      }
      const created = tenant.insert('customSlots', 'types', {
        skillId: skill.ID,
        ID: newId(),
        slotName: name,
        slotValue,
        index: Math.max(-1, ...types.map((type) => type.index)) + 1,
      });
      return { code: 200, data: wire(created) };
    },
    { maxRequestBytes: CREATE_MAX_BYTES },
  ),

  implement(contract.deleteCustomSlot, 'member', ({ context, tenant, fields }) => {
    const skill = skillOf(context, tenant, fields);
    const slot = stringField(fields, 'Slot', { required: true, max: 100 });
    const removed = tenant.remove(
      'customSlots',
      'types',
      (type) => type.skillId === skill.ID && type.ID === slot,
    );
    if (removed === 0) throw notFound(NO_SUCH_TYPE);
    return { code: 200, message: 'Custom slot type deleted.' };
  }),

  implement(contract.generateSkillBuilderCode, 'member', ({ context, tenant, fields }) => {
    const skill = skillOf(context, tenant, fields);
    context.jobs.schedule(GENERATE_JOB, { tenant: tenant.id, skillId: skill.ID }, GENERATE_DURATION_MS);
    return { code: 200, message: GENERATING };
  }),
];

/** The build: the skill's model is generated from its types as they are when it runs. */
export function generateModel(context: EmulatorContext, job: { tenant: string; skillId: string }): void {
  context.db.update('customSlots', (state) => {
    const types = state.types
      .filter((type) => type.tenant === job.tenant && type.skillId === job.skillId)
      .toSorted((left, right) => left.index - right.index)
      .map(({ slotName, slotValue }) => ({ slotName, slotValue: [...slotValue] }));
    state.models = [
      ...state.models.filter((model) => model.skillId !== job.skillId),
      { tenant: job.tenant, skillId: job.skillId, types, generatedAt: context.clock.nowIso() },
    ];
  });
}
