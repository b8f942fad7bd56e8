import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';

import {
  IMPORT_OPERATIONS,
  type ImportKind,
  type ImportMessage,
  type ImportRequest,
} from '@/contracts/faq-import';
import { selectTenant } from '@/features/auth';
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from '@/features/notifications';
import { call, select } from '@/lib/redux/effects';
import { awaitQueueMessage, withBodyField } from '@/lib/redux/queue-message';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';

import { FAQ_MESSAGES } from '../messages';
import { selectFaq } from '../selectors';
import {
  importConfirmed,
  importFailed,
  importFileChosen,
  importPolling,
  importPreviewed,
  importRefused,
  importResultUnknown,
  importSucceeded,
  listRequested,
} from '../slice';

import { readImportFile } from './read-file';

/** Spec 2 §7, §9: the queue is polled every 20 s, at most 10 times; up to 10 messages, waiting 20 s. */
export const UPLOAD_POLL_INTERVAL_MS = 20_000;
export const UPLOAD_POLL_ATTEMPTS = 10;
export const UPLOAD_RECEIVE = { maxMessages: 10, waitSeconds: 20 } as const;

const NOTICE = 'faq/upload';

/**
 * Reads the chosen file (in a worker, within its limits) into the preview the user confirms. An FAQ import also
 * loads the current FAQ: the preview says which questions the file updates, and an erase what it loses.
 */
export function* readChosenFile(action: PayloadAction<{ kind: ImportKind; file: File }>): Saga {
  const { kind, file } = action.payload;
  if (kind === 'faq') yield put(listRequested('library'));
  const { settings } = yield* select(selectFaq);
  try {
    const customFields = settings.value?.customFields ?? [];
    yield put(importPreviewed(yield* call(readImportFile, kind, file, { customFields })));
  } catch (error) {
    yield put(
      importRefused(error instanceof Error && error.message ? error.message : FAQ_MESSAGES.unreadable),
    );
  }
}

/**
 * Spec 2 §4 "Upload": storage put of has/{GUID}.csv, the endpoint (an Event), then the queue polled. Failure is
 * claimed only when the upload or the import call failed, or the import said it failed; when its completion
 * message cannot be read the import may have run, so the result is unknown and the FAQ is loaded again
 * (issue 21 §4.4).
 */
export function* uploadConfirmed(): Saga {
  const { upload } = yield* select(selectFaq);
  if (!upload?.preview) return;
  const { kind, preview, mode } = upload;
  const { storage, gateway, config } = yield* services();
  const tenant = (yield* select(selectTenant)) ?? '';
  const msgId = crypto.randomUUID();
  const collection = `has/${msgId}.csv`;
  yield put(notifyInfo(FAQ_MESSAGES.uploading, NOTICE));
  try {
    yield* call(storage.uploadImport, `${tenant}/${collection}`, preview.csv);
    const request: ImportRequest = { collection, msgId, tenant, InvocationType: 'Event', Mode: mode };
    yield* call(() => gateway.send(IMPORT_OPERATIONS[kind], request));
  } catch (error) {
    yield put(
      importFailed(error instanceof Error && error.message ? error.message : FAQ_MESSAGES.uploadFailed),
    );
    yield put(notifyError(FAQ_MESSAGES.uploadFailed, NOTICE));
    return;
  }
  yield put(importPolling());
  let message: ImportMessage | null = null;
  try {
    // Each attempt is one long poll; the first goes at once.
    message = yield* awaitQueueMessage({
      queueUrl: config.uploadQueueUrl,
      firstDelayMs: 0,
      retryIntervalMs: UPLOAD_POLL_INTERVAL_MS,
      attempts: UPLOAD_POLL_ATTEMPTS,
      receive: UPLOAD_RECEIVE,
      match: withBodyField<ImportMessage>('msgId', msgId),
    });
  } catch {
    // The queue could not be read: the import itself was accepted and may well have run.
  }
  if (message?.status === 'error') {
    yield put(importFailed(message.msg));
    yield put(notifyError(FAQ_MESSAGES.uploadFailed, NOTICE));
    return;
  }
  if (message?.status === 'success') {
    yield put(importSucceeded(message));
    yield put(notifySuccess(FAQ_MESSAGES.uploaded, NOTICE));
  } else {
    yield put(importResultUnknown());
    yield put(notifyWarning(FAQ_MESSAGES.importUnknown, NOTICE));
  }
  if (kind === 'faq') yield put(listRequested('library'));
}

/** A new file replaces the preview being read; one upload at a time. */
export function* importSaga(): Saga {
  yield takeLatest(importFileChosen.type, readChosenFile);
  yield takeLeading(importConfirmed.type, uploadConfirmed);
}
