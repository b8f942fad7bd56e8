export type { SlotChange } from './values';
export type { CustomSlotType, SlotValue } from '@/contracts/custom-slots';
