export type { Grouping, SearchValues } from './filter';
export type { RowMark } from './training-items';
