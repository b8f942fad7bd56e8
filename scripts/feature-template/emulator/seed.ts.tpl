import type { SeedInput } from '../../core/types';
import { DEMO_TENANT } from '../../seed';

import type { __Pascal__ModuleState } from './state';

/** The __title__ module's seed: a few items of the demo organisation. */
export function seed__Pascal__({ clock }: SeedInput): __Pascal__ModuleState {
  const createdAt = new Date(clock.now()).toISOString();
  return {
    items: [
      { id: '__name__-seed-1', tenant: DEMO_TENANT, name: 'First example', createdAt },
      { id: '__name__-seed-2', tenant: DEMO_TENANT, name: 'Second example', createdAt },
    ],
  };
}
