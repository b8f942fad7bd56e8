import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';

import { paths } from '@/config/paths';
import { selectTenant, signOutRequested } from '@/features/auth';
import { notifyError, notifyInfo, notifySuccess } from '@/features/notifications';
import { call, select } from '@/lib/redux/effects';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services, wait } from '@/lib/redux/services';
import { whileOpen } from '@/lib/redux/while-open';

import { fetchActionButton, fetchActionButtons, fetchDescribe, saveActionButton } from './api';
import { ACTION_BUTTONS_MESSAGES as MESSAGES } from './messages';
import { selectActionButtons, selectEditor } from './selectors';
import {
  buttonFailed,
  buttonLoaded,
  buttonRequested,
  describeFailed,
  describeLoaded,
  describeRequested,
  editorClosed,
  editorOpened,
  listClosed,
  listFailed,
  listLoaded,
  listOpened,
  listRequested,
  objectChanged,
  redirectScheduled,
  saveRequested,
  saveSettled,
  saveSucceeded,
} from './slice';
import type { ActionButton, CrmFieldDescribe, CrmObjectName } from './types';

/** Spec 3 §4, §9: after a button is created, the list follows after 1000 ms. */
export const ACTION_BUTTON_CREATED_REDIRECT_MS = 1000;

const SAVE_NOTICE = 'action-buttons/save';

/** The organisation every call names (spec 3 §7): the signed-in user's. */
function* tenant(): Saga<string> {
  const id = yield* select(selectTenant);
  if (!id) throw new Error('No organisation: the user is not signed in.');
  return id;
}

const loadList = requestWorker({ success: listLoaded, failure: () => listFailed() }, function* (): Saga<
  ActionButton[]
> {
  const { gateway } = yield* services();
  return yield* call(fetchActionButtons, gateway, yield* tenant());
});

function* runList(): Saga {
  yield takeLatest(listRequested, loadList);
  yield put(listRequested());
}

const loadButton = requestWorker(
  { success: buttonLoaded, failure: buttonFailed },
  function* (): Saga<ActionButton> {
    const { gateway } = yield* services();
    const editor = yield* select(selectEditor);
    return yield* call(fetchActionButton, gateway, yield* tenant(), editor?.draft.SK ?? '');
  },
);

const loadDescribe = requestWorker(
  {
    success: (fields, action) => describeLoaded({ object: action.payload, fields }),
    failure: (_, action) => describeFailed(action.payload),
  },
  function* (action: PayloadAction<CrmObjectName>): Saga<CrmFieldDescribe[]> {
    const { gateway } = yield* services();
    return yield* call(fetchDescribe, gateway, action.payload);
  },
);

/** The describe of the object the editor's form is for, unless it is loaded or loading already. */
function* describeForEditor(): Saga {
  const { editor, describes } = yield* select(selectActionButtons);
  if (!editor || editor.status !== 'succeeded') return;
  const status = describes[editor.draft.object]?.status;
  if (status !== 'succeeded' && status !== 'loading') yield put(describeRequested(editor.draft.object));
}

/**
 * Save (spec 3 §4): the info while saving, then success or failure; a new button's page goes to the list 1000 ms
 * after its success. A failure keeps every edit, to save again.
 */
function* save(): Saga {
  const editor = yield* select(selectEditor);
  if (!editor) return;
  const creating = editor.draft.SK === '';
  yield put(notifyInfo(MESSAGES.saving, SAVE_NOTICE));
  try {
    const { gateway } = yield* services();
    const saved = yield* call(saveActionButton, gateway, yield* tenant(), editor.draft, Date.now());
    yield put(saveSucceeded(saved));
    yield put(notifySuccess(MESSAGES.saved, SAVE_NOTICE));
  } catch {
    yield put(notifyError(MESSAGES.saveFailed, SAVE_NOTICE));
    return;
  } finally {
    yield put(saveSettled());
  }
  if (creating) {
    yield* wait(ACTION_BUTTON_CREATED_REDIRECT_MS);
    yield put(redirectScheduled(paths.actionButtons.href()));
  }
}

/** While the settings or create page is open: the button, the describe of its object, and saving. */
function* runEditor(action: PayloadAction<{ SK: string | null }>): Saga {
  yield takeLatest(buttonRequested, loadButton);
  yield takeLatest([buttonLoaded, objectChanged], describeForEditor);
  yield takeLeading(saveRequested, save);
  if (action.payload.SK === null) yield* describeForEditor();
  else yield put(buttonRequested());
}

export function* actionButtonsSaga(): Saga {
  yield whileOpen(listOpened, [listClosed, signOutRequested], runList);
  yield whileOpen(editorOpened, [editorClosed, signOutRequested], runEditor);
  yield takeEvery(describeRequested, loadDescribe);
}
