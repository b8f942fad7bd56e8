import type { StrictEffect } from 'redux-saga/effects';

/**
 * A saga's type. TypeScript gives every `yield` in a generator the one "next" type, so redux-saga cannot type
 * what `yield call(…)` gives back: sagas read results through the typed effects of `./effects`
 * (`const user = yield* call(identity.currentUser, {})`; ADR 0009). `never` as the next type makes the result
 * of a plain `yield call(…)` unusable, so an untyped read is a type error instead of `any`.
 */
export type Saga<T = void> = Generator<StrictEffect, T, never>;
