import { createSelector } from '@reduxjs/toolkit';

import { entryCount, slotValuesOf, textKey } from '@/contracts/custom-slots';

import type { CustomSlotsState } from './slice';

type State = { customSlots: CustomSlotsState };

export const selectCustomSlots = (state: State) => state.customSlots;
const selectTypes = (state: State) => state.customSlots.types;

export const selectSelectedType = createSelector(
  [selectTypes, (state: State) => state.customSlots.selectedTypeId],
  (types, id) => types.find((type) => type.ID === id) ?? null,
);

/** The selected type's values, decoded once per saved version of the type. */
export const selectSelectedValues = createSelector([selectSelectedType], (type) =>
  type ? slotValuesOf(type) : [],
);

export const selectSelectedValue = createSelector(
  [selectSelectedValues, (state: State) => state.customSlots.selectedValue],
  (values, selected) =>
    selected === null ? null : (values.find((value) => textKey(value.value) === textKey(selected)) ?? null),
);

/** Values plus synonyms of the selected type: what Lex's per-type quota counts. */
export const selectSelectedEntryCount = createSelector([selectSelectedValues], entryCount);
