import { actionChannel, put, take, takeLatest } from 'redux-saga/effects';

import { type CustomSlotType, slotValuesOf } from '@/contracts/custom-slots';
import { signOutRequested, skillCall } from '@/features/auth';
import { notifyError, notifyInfo, notifySuccess } from '@/features/notifications';
import { call, select } from '@/lib/redux/effects';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { whileOpen } from '@/lib/redux/while-open';
import { type ServiceError, toServiceError } from '@/services/errors';

import { deleteCustomSlot, fetchCustomSlots, generateSkillBuilderCode, saveCustomSlot } from './api';
import { CUSTOM_SLOTS_MESSAGES as MESSAGES } from './messages';
import { selectCustomSlots } from './selectors';
import {
  customSlotsFailed,
  customSlotsLoaded,
  customSlotsPageClosed,
  customSlotsPageOpened,
  customSlotsRequested,
  slotSaveSettled,
  slotTypeCreateRequested,
  slotTypeDeleted,
  slotTypeDeleteRequested,
  slotTypeSaved,
  slotValuesChangeRequested,
} from './slice';
import { applyChange, isSynonymChange } from './values';

/** One toast key for the page's saves: the info while working is replaced by the outcome (spec 3 §4). */
const NOTICE = 'custom-slots/save';

/** Spec 3 §8: a failed load says so in a toast; the page shows it with Retry. */
const loadCustomSlots = requestWorker(
  { success: customSlotsLoaded, failure: customSlotsFailed },
  function* (): Saga<Awaited<ReturnType<typeof fetchCustomSlots>>> {
    return yield* skillCall(fetchCustomSlots);
  },
  { failureNotice: () => notifyError(MESSAGES.retrieveFailed, 'custom-slots/load') },
);

/** Spec 3 §8: the server's message is shown as returned; the spec's text when it gave none. */
const failureText = (error: ServiceError, fallback: string) =>
  error.status > 0 && error.status < 500 && error.message ? error.message : fallback;

type SaveRequest =
  | ReturnType<typeof slotTypeCreateRequested>
  | ReturnType<typeof slotTypeDeleteRequested>
  | ReturnType<typeof slotValuesChangeRequested>;

/** The type a change is made to, as last saved: the values are always changed from the stored ones. */
function* storedType(typeId: string): Saga<CustomSlotType> {
  const { types } = yield* select(selectCustomSlots);
  const type = types.find((candidate) => candidate.ID === typeId);
  if (!type) throw new Error('The custom slot type is no longer there.');
  return type;
}

/** One save: the info while working, the call, and the outcome's toast. Whether it saved. */
function* save(request: SaveRequest): Saga<boolean> {
  const { working, done, failed } = slotTypeCreateRequested.match(request)
    ? { working: MESSAGES.creating, done: MESSAGES.created, failed: MESSAGES.createFailed }
    : slotTypeDeleteRequested.match(request)
      ? { working: MESSAGES.deleting, done: MESSAGES.deleted, failed: MESSAGES.deleteFailed }
      : {
          working: MESSAGES.updating,
          done: MESSAGES.updated,
          failed: isSynonymChange(request.payload.change) ? MESSAGES.synonymsFailed : MESSAGES.updateFailed,
        };
  yield put(notifyInfo(working, NOTICE));
  try {
    if (slotTypeCreateRequested.match(request)) {
      yield put(
        slotTypeSaved(
          yield* skillCall(saveCustomSlot, { name: request.payload.name, typeId: '', values: [] }),
        ),
      );
    } else if (slotTypeDeleteRequested.match(request)) {
      yield* skillCall(deleteCustomSlot, request.payload.typeId);
      yield put(slotTypeDeleted(request.payload.typeId));
    } else {
      const type = yield* storedType(request.payload.typeId);
      const values = applyChange(slotValuesOf(type), request.payload.change);
      yield put(
        slotTypeSaved(yield* skillCall(saveCustomSlot, { name: type.slotName, typeId: type.ID, values })),
      );
    }
  } catch (error) {
    yield put(notifyError(failureText(toServiceError(error), failed), NOTICE));
    return false;
  }
  yield put(notifySuccess(done, NOTICE));
  return true;
}

/** Spec 3 §4: after every change the skill builder code is generated again. */
function* regenerate(): Saga {
  try {
    yield* skillCall(generateSkillBuilderCode);
  } catch {
    yield put(notifyError(MESSAGES.generateFailed, 'custom-slots/generate'));
  }
}

/**
 * Saves one at a time, in the order they were asked for: each replaces the whole type, so a change sent while an
 * earlier one is under way must be made to what that one saved, not to what the page showed when it was asked.
 */
function* saveInOrder(): Saga {
  const requests = yield actionChannel([
    slotTypeCreateRequested.type,
    slotTypeDeleteRequested.type,
    slotValuesChangeRequested.type,
  ]);
  for (;;) {
    const request = (yield take(requests)) as SaveRequest;
    let saved = false;
    try {
      saved = yield* call(save, request);
    } finally {
      // Settled before the rebuild: the form that asked is told at once, not after a second call.
      yield put(slotSaveSettled({ requestId: request.payload.requestId, saved }));
    }
    if (saved) yield* call(regenerate);
  }
}

/** While the page is open: load at once; a retry (the error's button) loads again, cancelling a load in flight. */
function* runCustomSlotsPage(): Saga {
  yield takeLatest(customSlotsRequested.type, loadCustomSlots);
  yield put(customSlotsRequested());
}

export function* customSlotsSaga(): Saga {
  yield whileOpen(customSlotsPageOpened, [customSlotsPageClosed, signOutRequested], runCustomSlotsPage);
  yield* call(saveInOrder);
}
