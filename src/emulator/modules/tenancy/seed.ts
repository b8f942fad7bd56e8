import { DEMO_SKILL, OTHER_ORGANISATION } from '../../seed';

import type { TenancyState } from './state';

/** The tenancy module's seed: the two organisations' assistants. */
export function seedTenancy(): TenancyState {
  return { skills: [{ ...DEMO_SKILL }, { ...OTHER_ORGANISATION.skill }] };
}
