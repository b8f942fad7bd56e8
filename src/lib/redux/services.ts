import { getContext, type StrictEffect } from 'redux-saga/effects';

import { type Services, SERVICES_CONTEXT } from '@/services';

/** `const { gateway } = yield* services();` inside a saga. */
export function* services(): Generator<StrictEffect, Services, Services> {
  return yield getContext(SERVICES_CONTEXT);
}
