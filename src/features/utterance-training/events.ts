import { createAction } from '@reduxjs/toolkit';

import type { SearchValues } from './filter';

/** Events that cross the feature's sub-domains (ADR 0016). */

/** The page opened for the caller's tenant: the vocabulary loads. */
export const utteranceTrainingOpened = createAction<{ tenant: string }>('utteranceTraining/opened');
export const utteranceTrainingClosed = createAction('utteranceTraining/closed');
/** Search pressed with a valid filter: the grouping's sub-domain loads its results. */
export const searchSubmitted = createAction<SearchValues>('utteranceTraining/searchSubmitted');

/** A row's text got an entity tag (the review applies it; the vocabulary adds a new type or role). */
export const entityTagged = createAction<{
  rowId: string;
  start: number;
  end: number;
  entity: string;
  role?: string;
}>('utteranceTraining/entityTagged');
