import type { __Pascal__State } from './slice';

type State = { __camel__: __Pascal__State };

export const select__Pascal__ = (state: State) => state.__camel__;
