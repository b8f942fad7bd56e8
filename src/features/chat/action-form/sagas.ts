import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';

import type { ActionButtonOffer } from '@/contracts/action-buttons';
import { selectTenant } from '@/features/auth';
import { notifySuccess } from '@/features/notifications';
import { call, select } from '@/lib/redux/effects';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { toServiceError } from '@/services/errors';

import { ACTION_FORM_TEXTS } from '../messages';

import { fetchActionForm, submitActionForm } from './api';
import {
  actionFormClosed,
  actionFormFailed,
  actionFormLoaded,
  actionFormOpened,
  actionFormRefused,
  actionFormSubmitted,
  selectActionForm,
} from './slice';

function* tenant(): Saga<string> {
  return (yield* select(selectTenant)) ?? '';
}

const loadForm = requestWorker(
  { success: actionFormLoaded, failure: () => actionFormFailed() },
  function* (action: PayloadAction<ActionButtonOffer>): Saga<Awaited<ReturnType<typeof fetchActionForm>>> {
    const { gateway } = yield* services();
    return yield* call(fetchActionForm, gateway, yield* tenant(), action.payload.SK);
  },
);

/** Submit: the record is created and the form closes, saying so; a refusal stays in the form, in the CRM's words. */
function* submitForm(action: PayloadAction<Record<string, string>>): Saga {
  const { offer } = yield* select(selectActionForm);
  if (!offer) return;
  try {
    const { gateway } = yield* services();
    yield* call(submitActionForm, gateway, yield* tenant(), offer.SK, action.payload);
  } catch (error) {
    yield put(actionFormRefused(toServiceError(error).message));
    return;
  }
  yield put(actionFormClosed());
  yield put(notifySuccess(ACTION_FORM_TEXTS.created(offer.title), 'chat/action-form'));
}

export function* chatActionFormSaga(): Saga {
  yield takeLatest(actionFormOpened, loadForm);
  yield takeLeading(actionFormSubmitted, submitForm);
}
