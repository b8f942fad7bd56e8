import type { ActionButtonsParams } from '@/contracts/action-buttons';
import type { ActionButtonsItem } from '@/contracts/action-buttons';

/** A stored item: the wire's item, with the organisation (and the address's parameters) it belongs to. */
export type ActionButtonsRecord = ActionButtonsItem & ActionButtonsParams & { tenant: string };

export interface ActionButtonsModuleState {
  items: ActionButtonsRecord[];
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    actionButtons: ActionButtonsModuleState;
  }
}
