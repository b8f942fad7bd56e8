import type { SeedInput } from '../../core/types';
import { DEMO_TENANT } from '../../seed';

import type { __Pascal__ModuleState } from './state';

/** The __title__ module's seed: the demo organisation's data, for the address __seedPath__. */
// @if list
export function seed__Pascal__({ clock }: SeedInput): __Pascal__ModuleState {
  const createdAt = new Date(clock.now()).toISOString();
// @end
// @if !list
export function seed__Pascal__(_input: SeedInput): __Pascal__ModuleState {
// @end
  return {
    // @if list
    items: [
      { id: '__name__-seed-1', tenant: DEMO_TENANT, __seedParams__ name: 'First example', createdAt },
      { id: '__name__-seed-2', tenant: DEMO_TENANT, __seedParams__ name: 'Second example', createdAt },
    ],
    // @end
    // @if settings
    settings: [{ tenant: DEMO_TENANT, __seedParams__ label: 'Example label' }],
    // @end
  };
}
