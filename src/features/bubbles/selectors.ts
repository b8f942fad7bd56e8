import { createSelector } from '@reduxjs/toolkit';

import { fromTopBubbles, toTopBubbles } from './bubble-tree';
import type { BubblesState } from './slice';

type State = { bubbles: BubblesState };

export const selectBubbles = (state: State) => state.bubbles;

/** The tree as it would be sent now. */
export const selectEditedTopBubbles = createSelector([(state: State) => state.bubbles.edited], toTopBubbles);

/** The server's tree written as the editor writes one (key order, an empty avatar), so that the two compare. */
const selectSavedTopBubbles = createSelector([(state: State) => state.bubbles.saved], (saved) =>
  saved === null ? null : toTopBubbles(fromTopBubbles(saved)),
);

/** Whether anything differs from what the server has (an order not saved yet, an update that failed). */
export const selectHasUnsavedChanges = createSelector(
  [selectEditedTopBubbles, selectSavedTopBubbles],
  (edited, saved) => saved !== null && JSON.stringify(edited) !== JSON.stringify(saved),
);
