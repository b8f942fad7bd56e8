import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { EntityType, Intent } from '@/contracts/utterance-training';
import type { LoadStatus } from '@/lib/redux/request-actions';

import { utteranceTrainingOpened } from '../events';

/** What the rows are tagged with: the bot's intents and the tenant's entity types (spec 3 §7). */
export interface VocabularyState {
  tenant: string;
  intents: Intent[];
  entityTypes: EntityType[];
  status: LoadStatus;
}

const initialState: VocabularyState = { tenant: '', intents: [], entityTypes: [], status: 'idle' };

const vocabularySlice = createSlice({
  name: 'utteranceVocabulary',
  initialState,
  reducers: {
    vocabularyRequested(state) {
      state.status = 'loading';
    },
    vocabularyLoaded(state, action: PayloadAction<{ intents: Intent[]; entityTypes: EntityType[] }>) {
      state.status = 'succeeded';
      state.intents = action.payload.intents;
      state.entityTypes = action.payload.entityTypes;
    },
    vocabularyFailed(state) {
      state.status = 'failed';
    },
    entityTypesChanged(state, action: PayloadAction<EntityType[]>) {
      state.entityTypes = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(utteranceTrainingOpened, (state, action) => {
      state.tenant = action.payload.tenant;
    });
  },
});

export const { vocabularyRequested, vocabularyLoaded, vocabularyFailed, entityTypesChanged } =
  vocabularySlice.actions;
export const vocabularyReducer = vocabularySlice.reducer;
