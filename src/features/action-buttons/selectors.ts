import type { ActionButtonsState } from './slice';

type State = { actionButtons: ActionButtonsState };

export const selectActionButtons = (state: State) => state.actionButtons;
