import type { PayloadAction } from '@reduxjs/toolkit';
import { delay, put, takeLatest, takeLeading } from 'redux-saga/effects';

import type { ImportKind, ImportMessage, ImportRequest } from '@/contracts/faq';
import { selectTenant } from '@/features/auth';
import { notifyError, notifyInfo, notifySuccess } from '@/features/notifications';
import { call, select } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import type { QueueMessage } from '@/services/queue';

import { FAQ_MESSAGES } from '../messages';
import { selectFaq } from '../selectors';
import {
  importConfirmed,
  importFailed,
  importFileChosen,
  importPolling,
  importPreviewed,
  importSucceeded,
} from '../slice';

import { readImportFile } from './read-file';

/** Spec 2 §7, §9: the queue is polled every 20 s, at most 10 times. */
export const UPLOAD_POLL_INTERVAL_MS = 20_000;
export const UPLOAD_POLL_ATTEMPTS = 10;

const NOTICE = 'faq/upload';

/** The endpoint each kind of import is posted to. */
const ENDPOINTS: Record<ImportKind, { path: string; apiCall: string }> = {
  faq: { path: 'collection', apiCall: 'UploadCollection' },
  survey: { path: 'survey', apiCall: 'UploadSurvey' },
};

function parseMessage(message: QueueMessage): ImportMessage | null {
  try {
    const body: unknown = JSON.parse(message.body);
    if (typeof body === 'object' && body !== null && 'msgId' in body) return body as ImportMessage;
  } catch {
    // Another producer's message: not ours to read.
  }
  return null;
}

/** Reads the chosen file (in a worker) into the preview the user confirms. */
export function* readChosenFile(action: PayloadAction<{ kind: ImportKind; file: File }>): Saga {
  const { kind, file } = action.payload;
  try {
    yield put(importPreviewed(yield* call(readImportFile, kind, file)));
  } catch (error) {
    yield put(importFailed(error instanceof Error ? error.message : 'The file could not be read.'));
  }
}

/** Waits for the upload's completion message: one long poll per attempt, 20 s apart, at most 10. */
function* awaitCompletion(msgId: string): Saga<ImportMessage | null> {
  const { uploadQueue } = yield* services();
  for (let attempt = 1; attempt <= UPLOAD_POLL_ATTEMPTS; attempt += 1) {
    const messages = yield* call(uploadQueue.receive);
    for (const message of messages) {
      const body = parseMessage(message);
      if (body?.msgId !== msgId) continue;
      yield* call(uploadQueue.remove, message.receiptHandle);
      return body;
    }
    if (attempt < UPLOAD_POLL_ATTEMPTS) yield delay(UPLOAD_POLL_INTERVAL_MS);
  }
  return null;
}

/** Spec 2 §4 "Upload": storage put of has/{GUID}.csv, the endpoint (an Event), then the queue polled. */
export function* uploadConfirmed(): Saga {
  const { upload } = yield* select(selectFaq);
  if (!upload?.preview) return;
  const { kind, preview } = upload;
  const { storage, gateway } = yield* services();
  const tenant = (yield* select(selectTenant)) ?? '';
  const msgId = crypto.randomUUID();
  const collection = `has/${msgId}.csv`;
  try {
    yield put(notifyInfo(FAQ_MESSAGES.uploading, NOTICE));
    yield* call(storage.uploadImport, `${tenant}/${collection}`, preview.csv);
    const request: ImportRequest = { collection, msgId, tenant, InvocationType: 'Event' };
    yield* call(gateway.call, { api: 'faq', method: 'POST', ...ENDPOINTS[kind], fields: { ...request } });
    yield put(importPolling());
    const message = yield* awaitCompletion(msgId);
    if (message?.status === 'success') {
      yield put(importSucceeded(message.msg));
      yield put(notifySuccess(FAQ_MESSAGES.uploaded, NOTICE));
      return;
    }
    yield put(importFailed(message?.msg ?? 'No answer came from the import.'));
  } catch (error) {
    yield put(
      importFailed(error instanceof Error && error.message ? error.message : FAQ_MESSAGES.uploadFailed),
    );
  }
  yield put(notifyError(FAQ_MESSAGES.uploadFailed, NOTICE));
}

/** A new file replaces the preview being read; one upload at a time. */
export function* importSaga(): Saga {
  yield takeLatest(importFileChosen.type, readChosenFile);
  yield takeLeading(importConfirmed.type, uploadConfirmed);
}
