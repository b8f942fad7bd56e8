import { createSelector } from '@reduxjs/toolkit';

import type { Intent } from '@/contracts/utterance-training';

import type { VocabularyState } from './slice';

type State = { utteranceVocabulary: VocabularyState };

export const selectVocabulary = (state: State) => state.utteranceVocabulary;
export const selectIntents = (state: State) => state.utteranceVocabulary.intents;
export const selectEntityTypes = (state: State) => state.utteranceVocabulary.entityTypes;

/** Intents by id, for rows that name theirs by id. */
export const selectIntentsById = createSelector(
  [selectIntents],
  (intents) => new Map<string, Intent>(intents.map((intent) => [intent.id, intent])),
);
