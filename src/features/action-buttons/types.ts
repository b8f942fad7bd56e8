export type { ActionButtonsParams } from '@/contracts/action-buttons';
export type { ActionButtonsItem } from '@/contracts/action-buttons';
