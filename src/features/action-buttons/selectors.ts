import type { ActionButtonsState } from './slice';
import type { CrmObjectName } from './types';

type State = { actionButtons: ActionButtonsState };

export const selectActionButtons = (state: State) => state.actionButtons;
export const selectActionButtonList = (state: State) => state.actionButtons.list;
export const selectEditor = (state: State) => state.actionButtons.editor;
export const selectDescribe = (object: CrmObjectName) => (state: State) =>
  state.actionButtons.describes[object];
export const selectRedirect = (state: State) => state.actionButtons.redirectTo;
