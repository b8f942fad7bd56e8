import { delay, getContext, type StrictEffect } from 'redux-saga/effects';

import { type Services, SERVICES_CONTEXT } from '@/services';

/** `const { gateway } = yield* services();` inside a saga. */
export function* services(): Generator<StrictEffect, Services, Services> {
  return yield getContext(SERVICES_CONTEXT);
}

/**
 * Waits for one of the spec's waits (`yield* wait(LICENCE_LOAD_DELAY_MS)`): exactly `specMs` in production, on
 * the services' timings in tests (src/services/timings.ts).
 */
export function* wait(specMs: number): Generator<StrictEffect, void, Services> {
  const { timings } = yield* services();
  yield delay(timings.wait(specMs));
}
