import { getContext, type StrictEffect } from 'redux-saga/effects';

import { SERVICES_CONTEXT, type Services } from '@/services';

/** `const { gateway } = yield* services();` inside a saga. */
export function* services(): Generator<StrictEffect, Services, Services> {
  return yield getContext(SERVICES_CONTEXT);
}
