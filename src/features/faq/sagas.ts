import type { Action, PayloadAction } from '@reduxjs/toolkit';
import * as effects from 'redux-saga/effects';
import { all, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';

import {
  FAQ_IMAGE_MAX_BYTES,
  FAQ_IMAGE_TYPES,
  type FaqCmsSettings,
  type FaqDoc,
  type FaqSearchDocument,
  type FaqSuggestionHit,
} from '@/contracts/faq';
import { selectSession, selectTenant, selectUsername, signOutRequested } from '@/features/auth';
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from '@/features/notifications';
import { formDrafts } from '@/lib/form-draft';
import { IMAGE_SIGNATURE_BYTES, imageTypeOf } from '@/lib/image-signature';
import { call, race, select } from '@/lib/redux/effects';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services, wait } from '@/lib/redux/services';
import { whileOpen } from '@/lib/redux/while-open';
import { toServiceError } from '@/services/errors';

import {
  base64Of,
  deleteFaq,
  fetchFaqSettings,
  fetchFaqSuggestions,
  fetchSubjectAreas,
  fetchSubmittedFaqs,
  insertFaq,
  markFaqForDeletion,
  markUtteranceReviewed,
  rejectFaq,
  rejectFaqDeletionSuggestion,
  saveFaqSettings,
  updateFaqAndPublish,
  uploadFaqImage,
} from './api';
import { importSaga } from './import/sagas';
import { REVIEWED_MESSAGE } from './messages';
import { FAQ_MESSAGES, SETTINGS_MESSAGES } from './messages';
import {
  type FaqFormValues,
  type FaqRow,
  firstSettingsError,
  isQuestionDraft,
  normaliseSettings,
  QUESTION_DRAFT,
  SETTINGS_DRAFT,
  toDoc,
} from './rules';
import { selectFaq } from './selectors';
import {
  deleteRequested,
  deletionSuggested,
  draftCleared,
  draftStarted,
  type FaqList,
  faqPageClosed,
  faqPageOpened,
  imageUploaded,
  imageUploadRequested,
  imageUploadSent,
  imageUploadSettled,
  listenRequested,
  listFailed,
  listLoaded,
  listRequested,
  playbackEnded,
  playbackStarted,
  questionAccepted,
  questionSettled,
  questionSubmitted,
  questionTooLarge,
  reviewCompleted,
  reviewDecided,
  type ReviewDecision,
  rowSettled,
  settingsFailed,
  settingsLoaded,
  settingsRequested,
  settingsSaved,
  settingsSaveRequested,
  settingsSaveSettled,
  stopRequested,
  subjectAreasFailed,
  subjectAreasLoaded,
  subjectAreasRequested,
  suggestionsLoaded,
  suggestionsTyped,
} from './slice';

/** Ours (the spec gives none): how long typing pauses before the search asks for suggestions. */
export const SUGGESTIONS_DEBOUNCE_MS = 300;

const NOTICE = 'faq';

/** The tenant's assistant id every FAQ call names; null until the session has loaded the skill. */
function* chatbotId(): Saga<string | null> {
  const { skill } = yield* select(selectSession);
  return skill?.ID ?? null;
}

/** The signed-in user's kept drafts (src/lib/form-draft.ts). */
function* drafts() {
  return formDrafts(yield* select(selectUsername));
}

/** The library's question form starts from the question left unsent (issue 21 §4.5), when there is one. */
function* restoreQuestionDraft(): Saga {
  const kept = (yield* drafts()).load(QUESTION_DRAFT, isQuestionDraft);
  if (kept) yield put(draftStarted({ ...kept, restored: true }));
}

/** A question started afresh (another draft, New question, Discard) leaves the kept one behind. */
function* forgetQuestionDraft(action: Action): Saga {
  if (draftStarted.match(action) && action.payload.restored) return;
  (yield* drafts()).discard(QUESTION_DRAFT);
}

function* customFieldNames(): Saga<string[]> {
  const { settings } = yield* select(selectFaq);
  return settings.value?.customFields.map((field) => field.sourceFieldName) ?? [];
}

/** The tenant's FAQ settings (custom columns and fields); a failure says so. */
const loadSettings = requestWorker(
  { started: () => settingsRequested(), success: settingsLoaded, failure: () => settingsFailed() },
  function* (): Saga<FaqCmsSettings> {
    const { gateway } = yield* services();
    const tenant = yield* select(selectTenant);
    return yield* call(fetchFaqSettings, gateway, tenant ?? '');
  },
  { failureNotice: () => notifyError(FAQ_MESSAGES.settingsLoadFailed, `${NOTICE}/settings`) },
);

/**
 * Spec 2 §7 stores load errors silently, but an empty list left the form unsubmittable without a word: the
 * form says the subject areas could not be loaded, with Retry (issue 21 §4.6).
 */
const loadSubjectAreas = requestWorker(
  { success: subjectAreasLoaded, failure: () => subjectAreasFailed() },
  function* (): Saga<Awaited<ReturnType<typeof fetchSubjectAreas>>> {
    const { gateway } = yield* services();
    const id = yield* chatbotId();
    if (!id) throw new Error(FAQ_MESSAGES.notReady);
    return yield* call(fetchSubjectAreas, gateway, id);
  },
);

/** One list (the library, or the queue of suggested changes) with the tenant's custom fields. */
const loadList = requestWorker(
  {
    success: (documents: FaqSearchDocument[], action: PayloadAction<FaqList>) =>
      listLoaded({ list: action.payload, documents }),
    failure: (error, action: PayloadAction<FaqList>) => listFailed({ list: action.payload, error }),
  },
  function* (action: PayloadAction<FaqList>): Saga<FaqSearchDocument[]> {
    const { gateway } = yield* services();
    const id = yield* chatbotId();
    if (!id) throw new Error(FAQ_MESSAGES.notReady);
    return yield* call(fetchSubmittedFaqs, gateway, id, {
      includeReviewed: action.payload === 'library',
      customFields: yield* customFieldNames(),
    });
  },
);

/** While a page is open: its settings (custom columns and fields), subject areas and list. */
function* runPage(action: PayloadAction<{ page: 'library' | 'queue' | 'settings' }>): Saga {
  const { page } = action.payload;
  // A reload of a list cancels that list's load in flight, not the other list's.
  for (const list of ['library', 'queue'] as const) {
    yield takeLatest((action: Action) => listRequested.match(action) && action.payload === list, loadList);
  }
  yield takeLatest(subjectAreasRequested.type, loadSubjectAreas);
  if (page === 'library') yield* restoreQuestionDraft();
  yield* loadSettings();
  if (page === 'settings') return;
  yield all([put(subjectAreasRequested()), put(listRequested(page))]);
  // The review form compares a suggested change with the approved question it would replace.
  if (page === 'queue') yield put(listRequested('library'));
}

/** Sends the question; a 400 with the size message is the size limit the form shows. */
function* submitQuestion(action: ReturnType<typeof questionSubmitted>): Saga {
  const { gateway } = yield* services();
  try {
    const id = yield* chatbotId();
    if (!id) {
      yield put(notifyWarning(FAQ_MESSAGES.notReady, `${NOTICE}/submit`));
      return;
    }
    try {
      yield* call(insertFaq, gateway, id, toDoc(action.payload.values), action.payload.refersTo || undefined);
    } catch (error) {
      const failure = toServiceError(error);
      if (failure.message === FAQ_MESSAGES.tooLarge) yield put(questionTooLarge());
      yield put(notifyError(FAQ_MESSAGES.processFailed, `${NOTICE}/submit`));
      return;
    }
    // Sent: the kept draft has done its work.
    (yield* drafts()).discard(QUESTION_DRAFT);
    yield put(questionAccepted());
    yield put(notifySuccess(FAQ_MESSAGES.submitted, `${NOTICE}/submit`));
    const { missedUtterance } = action.payload;
    if (missedUtterance) {
      // The dashboard's own messages for marking (spec 2 §8 "Dashboard").
      try {
        yield* call(markUtteranceReviewed, gateway, missedUtterance);
        yield put(notifySuccess(REVIEWED_MESSAGE, `${NOTICE}/utterance`));
      } catch (error) {
        yield put(
          notifyError(toServiceError(error).message || FAQ_MESSAGES.processFailed, `${NOTICE}/utterance`),
        );
      }
    }
    yield all([put(subjectAreasRequested()), put(listRequested('library'))]);
  } finally {
    yield put(questionSettled());
  }
}

/**
 * Spec 2 §4: the submitter's own NEW question is deleted directly (no audit record); an approved one that
 * nothing refers to is marked for deletion and goes to the review queue.
 */
function* deleteRow(action: PayloadAction<FaqRow>): Saga {
  const row = action.payload;
  const { gateway } = yield* services();
  const key = `${NOTICE}/delete/${row.docId}`;
  try {
    const id = yield* chatbotId();
    if (!id || (!row.canBeDirectlyDeleted && !row.canBeMarkedForDeletion)) return;
    const direct = row.canBeDirectlyDeleted;
    yield put(notifyInfo(direct ? FAQ_MESSAGES.deleting : FAQ_MESSAGES.marking, key));
    try {
      if (direct) yield* call(deleteFaq, gateway, id, row.docId, true);
      else yield* call(markFaqForDeletion, gateway, id, row.docId);
    } catch {
      yield put(notifyError(direct ? FAQ_MESSAGES.deleteFailed : FAQ_MESSAGES.markFailed, key));
      return;
    }
    yield put(notifySuccess(direct ? FAQ_MESSAGES.directlyDeleted : FAQ_MESSAGES.markedAndQueued, key));
    yield put(listRequested('library'));
  } finally {
    yield put(rowSettled(row.docId));
  }
}

/**
 * The form started from an approved question offers to delete it instead of changing it: marked for deletion,
 * it goes to the review queue (spec 2 §4), and the form starts afresh.
 */
function* suggestDeletion(action: PayloadAction<{ docId: string }>): Saga {
  const { docId } = action.payload;
  const { gateway } = yield* services();
  const key = `${NOTICE}/delete/${docId}`;
  try {
    const id = yield* chatbotId();
    if (!id) {
      yield put(notifyWarning(FAQ_MESSAGES.notReady, key));
      return;
    }
    yield put(notifyInfo(FAQ_MESSAGES.marking, key));
    try {
      yield* call(markFaqForDeletion, gateway, id, docId);
    } catch {
      yield put(notifyError(FAQ_MESSAGES.markFailed, key));
      return;
    }
    yield put(notifySuccess(FAQ_MESSAGES.markedForDeletion, key));
    yield put(draftCleared());
    yield put(listRequested('library'));
  } finally {
    yield put(rowSettled(docId));
  }
}

const REVIEW_SUCCESS: Record<ReviewDecision, string> = {
  accept: FAQ_MESSAGES.accepted,
  reject: FAQ_MESSAGES.rejected,
  keep: FAQ_MESSAGES.deletionRejected,
  delete: FAQ_MESSAGES.deleted,
};

/** Spec 2 §4: after a review answered with code 200, the success message and a reload; otherwise the error. */
function* review(
  action: PayloadAction<{ row: FaqRow; decision: ReviewDecision; values?: FaqFormValues }>,
): Saga {
  const { row, decision, values } = action.payload;
  const { gateway } = yield* services();
  const key = `${NOTICE}/review/${row.docId}`;
  try {
    const id = yield* chatbotId();
    if (!id) {
      yield put(notifyWarning(FAQ_MESSAGES.notReady, key));
      return;
    }
    try {
      if (decision === 'accept') {
        const doc: FaqDoc = toDoc(values ?? { ...row, custom: row.custom });
        yield* call(updateFaqAndPublish, gateway, id, row.docId, doc);
      } else if (decision === 'reject') yield* call(rejectFaq, gateway, id, row.docId);
      else if (decision === 'keep') yield* call(rejectFaqDeletionSuggestion, gateway, id, row.docId);
      else yield* call(deleteFaq, gateway, id, row.docId, false);
    } catch {
      yield put(notifyError(FAQ_MESSAGES.reviewFailed, key));
      return;
    }
    yield put(reviewCompleted());
    yield put(notifySuccess(REVIEW_SUCCESS[decision], key));
    yield put(listRequested('queue'));
  } finally {
    yield put(rowSettled(row.docId));
  }
}

/**
 * Spec 2 §5: the first error blocks the save with its sentence; otherwise the settings go normalised (label =
 * name, the first field's source 'site', 'All' first). Deleting a field is a save without it, with its own
 * messages.
 */
function* saveSettings(action: PayloadAction<{ settings: FaqCmsSettings; deletedField?: string }>): Saga {
  const { settings, deletedField } = action.payload;
  const key = `${NOTICE}/settings`;
  try {
    const error = firstSettingsError(settings);
    if (error) {
      yield put(notifyWarning(SETTINGS_MESSAGES.blocked(error), key));
      return;
    }
    const { gateway } = yield* services();
    const tenant = yield* select(selectTenant);
    const normalised = normaliseSettings(settings);
    try {
      yield* call(saveFaqSettings, gateway, tenant ?? '', normalised);
    } catch {
      yield put(
        notifyError(
          deletedField === undefined ? FAQ_MESSAGES.settingsSaveFailed : FAQ_MESSAGES.fieldDeleteFailed,
          key,
        ),
      );
      return;
    }
    // Saved: the unsaved edits kept as a draft are what the server has now, or were given up by this save.
    (yield* drafts()).discard(SETTINGS_DRAFT);
    yield put(settingsSaved(normalised));
    yield put(
      notifySuccess(deletedField === undefined ? FAQ_MESSAGES.settingsSaved : FAQ_MESSAGES.fieldDeleted, key),
    );
  } finally {
    yield put(settingsSaveSettled());
  }
}

/** Approved questions for what was typed (trimmed); any failure is an empty list (spec 2 §7). */
const loadSuggestions = requestWorker(
  {
    success: (hits: FaqSuggestionHit[], query: string) => suggestionsLoaded({ query, hits }),
    failure: (_error, query: string) => suggestionsLoaded({ query, hits: [] }),
  },
  function* (query: string): Saga<FaqSuggestionHit[]> {
    const { gateway } = yield* services();
    const id = yield* chatbotId();
    if (!id) throw new Error(FAQ_MESSAGES.notReady);
    return yield* call(fetchFaqSuggestions, gateway, id, query.trim(), yield* customFieldNames());
  },
);

/** Spec 2 §7: approved questions as you type, once the typing has paused. */
function* suggest(action: PayloadAction<string>): Saga {
  if (!action.payload.trim()) return;
  yield* wait(SUGGESTIONS_DEBOUNCE_MS);
  yield* loadSuggestions(action.payload);
}

/** Plays an mp3 to its end; resolves early when the signal aborts (Stop). */
function playMp3(blob: Blob, signal: AbortSignal, onPlaying: () => void): Promise<void> {
  const url = URL.createObjectURL(blob);
  const audio = new Audio(url);
  return new Promise<void>((resolve, reject) => {
    const finish = () => {
      audio.pause();
      URL.revokeObjectURL(url);
      resolve();
    };
    audio.onended = finish;
    audio.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The audio could not be played.'));
    };
    signal.addEventListener('abort', finish, { once: true });
    audio.play().then(onPlaying, (error: unknown) => {
      URL.revokeObjectURL(url);
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}

/** Spec 2 §4 "Text to speech": NO_PLAYBACK → LOADING_AUDIO → PLAYING → back on end or Stop. */
function* listen(action: PayloadAction<string>): Saga {
  const { voice } = yield* services();
  const controller = new AbortController();
  try {
    const { audio } = yield* race({
      audio: effects.call(voice.synthesise, action.payload),
      stop: effects.take(stopRequested.type),
    });
    if (!(audio instanceof Blob)) return;
    let started: () => void = () => undefined;
    const playing = new Promise<void>((resolve) => {
      started = resolve;
    });
    const done = playMp3(audio, controller.signal, () => started());
    const { stop } = yield* race({
      playing: effects.call(() => playing),
      stop: effects.take(stopRequested.type),
    });
    if (stop) return;
    yield put(playbackStarted());
    yield* race({ done: effects.call(() => done), stop: effects.take(stopRequested.type) });
  } catch {
    yield put(notifyError(FAQ_MESSAGES.cannotPlay, `${NOTICE}/listen`));
  } finally {
    controller.abort();
    yield put(playbackEnded());
  }
}

/** Why an image cannot be uploaded, read from its first bytes and size; null when it can. */
async function imageProblem(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  const type = imageTypeOf(head);
  // The file's own bytes decide, not its name: they must be the type it claims (issue 21 §5.4).
  if (!type || type !== file.type || !(FAQ_IMAGE_TYPES as readonly string[]).includes(type))
    return FAQ_MESSAGES.notAnImage;
  return file.size > FAQ_IMAGE_MAX_BYTES ? FAQ_MESSAGES.imageTooLarge : null;
}

/** Spec 2 §7 UploadFaqImage: progress 1 while the file is read, 99 once it is on its way, then done. */
function* uploadImage(action: PayloadAction<{ file: File }>): Saga {
  const { gateway } = yield* services();
  try {
    const { file } = action.payload;
    const problem = yield* call(imageProblem, file);
    if (problem) {
      yield put(notifyError(problem, `${NOTICE}/image`));
      return;
    }
    const base64 = yield* call(base64Of, file);
    yield put(imageUploadSent());
    const uri = yield* call(uploadFaqImage, gateway, file, base64);
    yield put(imageUploaded(uri));
    yield put(notifySuccess(FAQ_MESSAGES.imageUploaded, `${NOTICE}/image`));
  } catch {
    yield put(notifyError(FAQ_MESSAGES.imageFailed, `${NOTICE}/image`));
  } finally {
    yield put(imageUploadSettled());
  }
}

export function* faqSaga(): Saga {
  yield effects.fork(importSaga);
  yield whileOpen(faqPageOpened, [faqPageClosed, signOutRequested], runPage);
  yield takeLeading(questionSubmitted.type, submitQuestion);
  yield takeEvery(deleteRequested.type, deleteRow);
  yield takeLeading(deletionSuggested.type, suggestDeletion);
  yield takeEvery([draftStarted.type, draftCleared.type], forgetQuestionDraft);
  yield takeEvery(reviewDecided.type, review);
  yield takeLatest(settingsSaveRequested.type, saveSettings);
  yield takeLatest(suggestionsTyped.type, suggest);
  yield takeLatest(listenRequested.type, listen);
  yield takeLatest(imageUploadRequested.type, uploadImage);
}
