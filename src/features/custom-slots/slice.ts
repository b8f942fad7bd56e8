import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { CustomSlotsReply, CustomSlotType } from '@/contracts/custom-slots';
import type { LoadStatus } from '@/lib/redux/request-actions';
import type { ServiceError } from '@/services/errors';

import type { SlotChange } from './values';

/** Names one save, so that the form that asked for it learns how it ended. */
export interface SaveRequestId {
  requestId: string;
}

export interface CustomSlotsState {
  types: CustomSlotType[];
  builtIns: string[];
  status: LoadStatus;
  error: ServiceError | null;
  /** The type whose values are shown. */
  selectedTypeId: string | null;
  /** The value whose synonyms are shown (its text). */
  selectedValue: string | null;
  /** Saves waiting or under way (sagas.ts runs them one at a time): the page shows that it is working. */
  pending: number;
  /**
   * How each save ended, by its request id: a form clears what it sent once saved, and keeps it, to correct and
   * send again, when it failed.
   */
  outcomes: Record<string, 'saved' | 'failed'>;
}

const initialState: CustomSlotsState = {
  types: [],
  builtIns: [],
  status: 'idle',
  error: null,
  selectedTypeId: null,
  selectedValue: null,
  pending: 0,
  outcomes: {},
};

const customSlotsSlice = createSlice({
  name: 'customSlots',
  initialState,
  reducers: {
    /** The page opened: its saga loads until the page closes or the user signs out. */
    customSlotsPageOpened() {},
    customSlotsPageClosed(state) {
      state.outcomes = {};
    },
    customSlotsRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    customSlotsLoaded(state, action: PayloadAction<CustomSlotsReply>) {
      state.status = 'succeeded';
      state.types = action.payload.custom_slots;
      state.builtIns = action.payload.built_in_slots;
      if (!state.types.some((type) => type.ID === state.selectedTypeId)) {
        state.selectedTypeId = state.types[0]?.ID ?? null;
        state.selectedValue = null;
      }
    },
    customSlotsFailed(state, action: PayloadAction<ServiceError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    slotTypeSelected(state, action: PayloadAction<string>) {
      if (state.selectedTypeId !== action.payload) state.selectedValue = null;
      state.selectedTypeId = action.payload;
    },
    slotValueSelected(state, action: PayloadAction<string | null>) {
      state.selectedValue = action.payload;
    },
    slotTypeCreateRequested(state, _action: PayloadAction<SaveRequestId & { name: string }>) {
      state.pending += 1;
    },
    slotTypeDeleteRequested(state, _action: PayloadAction<SaveRequestId & { typeId: string }>) {
      state.pending += 1;
    },
    slotValuesChangeRequested(
      state,
      _action: PayloadAction<SaveRequestId & { typeId: string; change: SlotChange }>,
    ) {
      state.pending += 1;
    },
    /** A type created or replaced, as the server stored it. */
    slotTypeSaved(state, action: PayloadAction<CustomSlotType>) {
      const saved = action.payload;
      const index = state.types.findIndex((type) => type.ID === saved.ID);
      if (index === -1) {
        state.types.push(saved);
        state.selectedTypeId = saved.ID;
        state.selectedValue = null;
      } else state.types[index] = saved;
    },
    slotTypeDeleted(state, action: PayloadAction<string>) {
      state.types = state.types.filter((type) => type.ID !== action.payload);
      if (state.selectedTypeId === action.payload) {
        state.selectedTypeId = state.types[0]?.ID ?? null;
        state.selectedValue = null;
      }
    },
    slotSaveSettled(state, action: PayloadAction<SaveRequestId & { saved: boolean }>) {
      state.pending -= 1;
      state.outcomes[action.payload.requestId] = action.payload.saved ? 'saved' : 'failed';
    },
  },
});

export const {
  customSlotsPageOpened,
  customSlotsPageClosed,
  customSlotsRequested,
  customSlotsLoaded,
  customSlotsFailed,
  slotTypeSelected,
  slotValueSelected,
  slotTypeCreateRequested,
  slotTypeDeleteRequested,
  slotValuesChangeRequested,
  slotTypeSaved,
  slotTypeDeleted,
  slotSaveSettled,
} = customSlotsSlice.actions;

export const customSlotsReducer = customSlotsSlice.reducer;
