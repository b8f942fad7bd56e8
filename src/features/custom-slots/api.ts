import type { CustomSlotsReply, CustomSlotType } from '@/contracts/custom-slots';
import * as contract from '@/contracts/custom-slots';
import type { Gateway } from '@/services/gateway';

/** The skill's types and the built-in names. */
export const fetchCustomSlots = (gateway: Gateway, skill: string): Promise<CustomSlotsReply> =>
  gateway.send(contract.getCustomSlots, { Skill: skill });

/** Creates a type (no `typeId`) or replaces one: its name and all its values. */
export async function saveCustomSlot(
  gateway: Gateway,
  skill: string,
  form: contract.CustomSlotForm,
): Promise<CustomSlotType> {
  return (
    await gateway.send(contract.createCustomSlot, { Skill: skill, FormParams: contract.formParamsOf(form) })
  ).data;
}

export async function deleteCustomSlot(gateway: Gateway, skill: string, typeId: string): Promise<void> {
  await gateway.send(contract.deleteCustomSlot, { Skill: skill, Slot: typeId });
}

export async function generateSkillBuilderCode(gateway: Gateway, skill: string): Promise<void> {
  await gateway.send(contract.generateSkillBuilderCode, { Skill: skill });
}
