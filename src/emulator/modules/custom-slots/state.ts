import type { CustomSlotType } from '@/contracts/custom-slots';

/** A stored custom slot type: the wire's type, with the organisation and the skill it belongs to. */
export type StoredSlotType = CustomSlotType & { tenant: string; skillId: string };

/**
 * What the skill's interaction model was last generated from (GenerateSkillBuilderCode): the assistant resolves
 * slot values as of then, as a real skill does until its model is built again.
 */
export interface GeneratedModel {
  tenant: string;
  skillId: string;
  types: Pick<CustomSlotType, 'slotName' | 'slotValue'>[];
  /** ISO time the build finished. */
  generatedAt: string;
}

export interface CustomSlotsModuleState {
  types: StoredSlotType[];
  models: GeneratedModel[];
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    customSlots: CustomSlotsModuleState;
  }
}
