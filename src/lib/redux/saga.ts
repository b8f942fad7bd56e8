import type { StrictEffect } from 'redux-saga/effects';

/**
 * A saga's type. redux-saga cannot type what `yield call(…)` gives back, so sagas cast each result (see
 * docs/toolchain.md); `never` as the next type makes a forgotten cast a type error instead of `any`.
 */
export type Saga<T = void> = Generator<StrictEffect, T, never>;
