import { createSelector } from '@reduxjs/toolkit';

import type { WebsiteAssistantState } from './slice';

type State = { websiteAssistant: WebsiteAssistantState };

export const selectWebsiteAssistant = (state: State) => state.websiteAssistant;
export const selectCues = (state: State) => state.websiteAssistant.cues;

/** How many cues differ from the published ones (added, changed or deleted): what Publish Cues would change. */
export const selectUnpublishedCount = createSelector(
  [selectCues, (state: State) => state.websiteAssistant.settings?.config.cues],
  (cues, published = []) => {
    const before = new Map(published.map((cue) => [cue.name, JSON.stringify(cue)]));
    const after = new Set(cues.map(({ name }) => name));
    const changed = cues.filter((cue) => before.get(cue.name) !== JSON.stringify(cue)).length;
    return changed + published.filter(({ name }) => !after.has(name)).length;
  },
);
