import type { SeedInput } from '../../core/types';
import { DEMO_TENANT } from '../../seed';

import type { ActionButtonsModuleState } from './state';

/** The Action Buttons module's seed: the demo organisation's data, for the address /action-buttons. */
export function seedActionButtons({ clock }: SeedInput): ActionButtonsModuleState {
  const createdAt = new Date(clock.now()).toISOString();
  return {
    items: [
      { id: 'action-buttons-seed-1', tenant: DEMO_TENANT, name: 'First example', createdAt },
      { id: 'action-buttons-seed-2', tenant: DEMO_TENANT, name: 'Second example', createdAt },
    ],
  };
}
