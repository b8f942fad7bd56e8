import { all, put, takeLatest } from 'redux-saga/effects';

import { notifyError } from '@/features/notifications';
import { call, select } from '@/lib/redux/effects';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';

import * as api from '../api';
import { entityTagged, utteranceTrainingOpened } from '../events';
import { UTTERANCE_TEXTS } from '../messages';

import { selectVocabulary } from './selectors';
import { entityTypesChanged, vocabularyFailed, vocabularyLoaded, vocabularyRequested } from './slice';

const loadVocabulary = requestWorker(
  { started: () => vocabularyRequested(), success: vocabularyLoaded, failure: () => vocabularyFailed() },
  function* (action: ReturnType<typeof utteranceTrainingOpened>) {
    const { gateway } = yield* services();
    const { tenant } = action.payload;
    const [intents, entityTypes] = yield* call(() =>
      Promise.all([api.fetchIntents(gateway, tenant), api.fetchEntityTypes(gateway, tenant)]),
    );
    return { intents, entityTypes };
  },
);

/** A tag with a type or role the tenant does not have yet: the server adds it (and merges roles by name). */
function* saveNewEntityType(action: ReturnType<typeof entityTagged>): Saga {
  const { entity, role } = action.payload;
  const { tenant, entityTypes } = yield* select(selectVocabulary);
  const known = entityTypes.find((type) => type.name === entity);
  if (known && (!role || known.role.includes(role))) return;
  try {
    const { gateway } = yield* services();
    const types = yield* call(api.createEntityType, gateway, { tenant, name: entity, role: role ?? '' });
    yield put(entityTypesChanged(types));
  } catch {
    yield put(notifyError(UTTERANCE_TEXTS.entityTypeFailed(entity), 'utterance-training/entity-type'));
  }
}

export function* vocabularySaga(): Saga {
  yield all([
    takeLatest(utteranceTrainingOpened, loadVocabulary),
    takeLatest(entityTagged, saveNewEntityType),
  ]);
}
