import { encodeSlotValue, type SlotValue } from '@/contracts/custom-slots';

import type { SeedInput } from '../../core/types';
import { DEMO_SKILL, OTHER_ORGANISATION } from '../../seed';
import type { SkillRecord } from '../tenancy/state';

import type { CustomSlotsModuleState, StoredSlotType } from './state';

/**
 * The demo organisation's slot types: its offices, ticket priorities and departments, each value with the id its
 * systems use and what people say instead. `MeetingRoom` is not among them: the assistant's meeting-room task
 * (slot-intents.ts) knows no rooms until someone adds that type, which is what the page's end-to-end
 * test do.
 */
const DEMO_TYPES: Readonly<Record<string, readonly SlotValue[]>> = {
  'Office.Location': [
    { value: 'London', id: 'LON', synonyms: ['HQ', 'head office', 'headquarters'] },
    { value: 'New York', id: 'NYC', synonyms: ['NY', 'the big apple', 'Manhattan'] },
    { value: 'Zagreb', id: 'ZAG', synonyms: ['Croatia', 'the development centre'] },
    { value: 'Singapore', id: 'SIN', synonyms: ['SG', 'APAC'] },
    { value: 'São Paulo', id: 'SAO', synonyms: ['Sao Paulo', 'Brazil', 'LATAM'] },
  ],
  'Ticket.Priority': [
    { value: 'Critical', id: 'P1', synonyms: ['urgent', 'sev 1', 'outage', 'blocker'] },
    { value: 'High', id: 'P2', synonyms: ['important', 'as soon as possible', 'asap'] },
    { value: 'Medium', id: 'P3', synonyms: ['normal', 'moderate'] },
    { value: 'Low', id: 'P4', synonyms: ['no rush', 'whenever', 'minor'] },
  ],
  Department: [
    { value: 'Human Resources', id: 'HR', synonyms: ['HR', 'people team', 'personnel'] },
    { value: 'Information Technology', id: 'IT', synonyms: ['IT', 'service desk', 'helpdesk', 'help desk'] },
    { value: 'Finance', id: 'FIN', synonyms: ['accounts', 'accounting', 'payroll', 'expenses'] },
    { value: 'Legal', id: 'LEG', synonyms: ['legal team', 'compliance', 'contracts'] },
    { value: 'Facilities', id: 'FAC', synonyms: ['office management', 'building services', 'reception'] },
  ],
  'AMAZON.City': [
    { value: 'Rijeka', synonyms: [] },
    { value: 'Split', synonyms: [] },
  ],
};

const OTHER_TYPES: Readonly<Record<string, readonly SlotValue[]>> = {
  'Cargo.Type': [
    { value: 'Container', id: 'CNT', synonyms: ['box', 'TEU'] },
    { value: 'Refrigerated', id: 'RFR', synonyms: ['reefer', 'cold chain'] },
    { value: 'Bulk', id: 'BLK', synonyms: ['loose cargo'] },
  ],
};

function typesOf(
  skill: SkillRecord,
  types: Readonly<Record<string, readonly SlotValue[]>>,
): StoredSlotType[] {
  return Object.entries(types).map(([slotName, values], index) => ({
    tenant: skill.tenant,
    skillId: skill.ID,
    ID: `${skill.ID.slice(-4)}-slot-${index + 1}`,
    slotName,
    slotValue: values.map(encodeSlotValue),
    index,
  }));
}

/** Both organisations' types, and their skills' models generated from them. */
export function seedCustomSlots({ clock }: SeedInput): CustomSlotsModuleState {
  const types = [...typesOf(DEMO_SKILL, DEMO_TYPES), ...typesOf(OTHER_ORGANISATION.skill, OTHER_TYPES)];
  const generatedAt = new Date(clock.now()).toISOString();
  return {
    types,
    models: [DEMO_SKILL, OTHER_ORGANISATION.skill].map((skill) => ({
      tenant: skill.tenant,
      skillId: skill.ID,
      types: types
        .filter((type) => type.skillId === skill.ID)
        .map(({ slotName, slotValue }) => ({ slotName, slotValue })),
      generatedAt,
    })),
  };
}
