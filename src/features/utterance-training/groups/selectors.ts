import { movedItems } from './board';
import type { GroupsState } from './slice';

type State = { utteranceGroups: GroupsState };

export const selectGroups = (state: State) => state.utteranceGroups;

/** Whether utterances were moved and not trained yet. */
export const selectUnsavedWork = (state: State) => {
  const { board } = state.utteranceGroups;
  return board !== null && movedItems(board).length > 0;
};
