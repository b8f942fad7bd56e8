import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { FaqCmsSettings, FaqSearchDocument, FaqSuggestionHit } from '@/contracts/faq';
import type { ImportKind, ImportMessage, ImportMode } from '@/contracts/faq-import';
import type { LoadStatus } from '@/lib/redux/request-actions';
import type { ServiceError } from '@/services/errors';

import type { ImportPreview } from './import/parse';
import type { FaqFormValues, FaqRow, QuestionDraft } from './rules';

/**
 * Spec 2 §4 "Upload": uploading, polling, then success or error. Ours: the file is read into a preview first (or
 * refused by a limit, issue 21 §4.3), and when no completion message can be read the result is unknown, not a
 * failure (issue 21 §4.4).
 */
export type ImportPhase =
  'reading' | 'preview' | 'refused' | 'uploading' | 'polling' | 'succeeded' | 'failed' | 'unknown';

export interface ImportState {
  kind: ImportKind;
  fileName: string;
  phase: ImportPhase;
  preview: ImportPreview | null;
  /** FAQ imports: add and update (the default) or erase and import; survey imports always replace. */
  mode: ImportMode;
  /** Why the file was refused, or why the upload or the import failed (the server's message when it sent one). */
  error: string | null;
  /** The completion message on success. */
  result: ImportMessage | null;
}

/** Spec 2 §4: the Listen button's states. */
export type PlaybackState = 'NO_PLAYBACK' | 'LOADING_AUDIO' | 'PLAYING';

/** Which list a page shows: the library (every status) or the review queue. */
export type FaqList = 'library' | 'queue';

export type ReviewDecision = 'accept' | 'reject' | 'keep' | 'delete';

interface ListState {
  documents: FaqSearchDocument[];
  status: LoadStatus;
  error: ServiceError | null;
}

/**
 * Where a question starts from: the approved question it would change, or the missed utterance it answers
 * (marked reviewed once the question is submitted: the dashboard's "Answer as FAQ"), or the draft kept when the
 * form was last left unsent (issue 21 §4.5).
 */
export interface FaqDraft extends QuestionDraft {
  restored?: boolean;
}

export interface FaqState {
  lists: Record<FaqList, ListState>;
  /** Spec 2 §7 GetSubjectAreas; a failure is shown with Retry (issue 21 §4.6), not an empty list. */
  subjectAreas: { names: string[]; status: LoadStatus };
  settings: { value: FaqCmsSettings | null; status: LoadStatus; saving: boolean };
  /** The question form waits for its answer; `submitted` counts successes, so the form can start afresh. */
  form: { submitting: boolean; submitted: number; tooLarge: boolean };
  /** A question to start the library's form from (a missed utterance, or an approved question to change). */
  draft: (FaqDraft & { revision: number }) | null;
  /** Rows with a delete or review action in flight. */
  busy: string[];
  /** The review form's question (content editor), and how many reviews have completed. */
  review: { docId: string | null; reviewed: number };
  suggestions: { query: string; hits: FaqSuggestionHit[]; loading: boolean };
  playback: PlaybackState;
  /** The editor's image upload: progress 1, then 99, then done (spec 2 §7); the last uploaded image's URL. */
  image: { progress: number | null; uploaded: { uri: string; revision: number } | null };
  /** The bulk import on the settings page; null when none is under way or shown. */
  upload: ImportState | null;
}

const emptyList = (): ListState => ({ documents: [], status: 'idle', error: null });

const initialState: FaqState = {
  lists: { library: emptyList(), queue: emptyList() },
  subjectAreas: { names: [], status: 'idle' },
  settings: { value: null, status: 'idle', saving: false },
  form: { submitting: false, submitted: 0, tooLarge: false },
  draft: null,
  busy: [],
  review: { docId: null, reviewed: 0 },
  suggestions: { query: '', hits: [], loading: false },
  playback: 'NO_PLAYBACK',
  image: { progress: null, uploaded: null },
  upload: null,
};

const faqSlice = createSlice({
  name: 'faq',
  initialState,
  reducers: {
    /** A page opened: its saga loads what the page shows until the page closes or the user signs out. */
    faqPageOpened(_state, _action: PayloadAction<{ page: 'library' | 'queue' | 'settings' }>) {},
    faqPageClosed(_state, _action: PayloadAction<{ page: 'library' | 'queue' | 'settings' }>) {},
    listRequested(state, action: PayloadAction<FaqList>) {
      state.lists[action.payload].status = 'loading';
      state.lists[action.payload].error = null;
    },
    listLoaded(state, action: PayloadAction<{ list: FaqList; documents: FaqSearchDocument[] }>) {
      const list = state.lists[action.payload.list];
      list.status = 'succeeded';
      list.documents = action.payload.documents;
    },
    listFailed(state, action: PayloadAction<{ list: FaqList; error: ServiceError }>) {
      const list = state.lists[action.payload.list];
      list.status = 'failed';
      list.error = action.payload.error;
    },
    subjectAreasRequested(state) {
      state.subjectAreas.status = 'loading';
    },
    subjectAreasLoaded(state, action: PayloadAction<string[]>) {
      state.subjectAreas = { names: action.payload, status: 'succeeded' };
    },
    subjectAreasFailed(state) {
      state.subjectAreas.status = 'failed';
    },
    settingsRequested(state) {
      state.settings.status = 'loading';
    },
    settingsLoaded(state, action: PayloadAction<FaqCmsSettings>) {
      state.settings.status = 'succeeded';
      state.settings.value = action.payload;
    },
    settingsFailed(state) {
      state.settings.status = 'failed';
    },
    /** Save the settings; `deletedField` names a custom field this save removes (its own messages). */
    settingsSaveRequested(
      state,
      _action: PayloadAction<{ settings: FaqCmsSettings; deletedField?: string }>,
    ) {
      state.settings.saving = true;
    },
    settingsSaved(state, action: PayloadAction<FaqCmsSettings>) {
      state.settings.value = action.payload;
    },
    settingsSaveSettled(state) {
      state.settings.saving = false;
    },
    questionSubmitted(state, _action: PayloadAction<Omit<FaqDraft, 'values'> & { values: FaqFormValues }>) {
      state.form.submitting = true;
      state.form.tooLarge = false;
    },
    questionAccepted(state) {
      state.form.submitted += 1;
      state.draft = null;
    },
    /** The server refused the responses' size (the form shows the limit's message). */
    questionTooLarge(state) {
      state.form.tooLarge = true;
    },
    questionSettled(state) {
      state.form.submitting = false;
    },
    draftStarted(state, action: PayloadAction<FaqDraft>) {
      state.draft = { ...action.payload, revision: (state.draft?.revision ?? 0) + 1 };
    },
    draftCleared(state) {
      state.draft = null;
    },
    /** The trash action of a library row: a direct delete or a mark for deletion, by the row's rights. */
    deleteRequested(state, action: PayloadAction<FaqRow>) {
      state.busy.push(action.payload.docId);
    },
    /**
     * "Suggest deleting it" on the form that changes an approved question: marks that question for deletion
     * instead (the form's own messages, spec 2 §8 'Question successfully marked for deletion').
     */
    deletionSuggested(state, action: PayloadAction<{ docId: string }>) {
      state.busy.push(action.payload.docId);
    },
    rowSettled(state, action: PayloadAction<string>) {
      state.busy = state.busy.filter((docId) => docId !== action.payload);
    },
    reviewOpened(state, action: PayloadAction<string | null>) {
      state.review.docId = action.payload;
    },
    reviewDecided(
      state,
      action: PayloadAction<{ row: FaqRow; decision: ReviewDecision; values?: FaqFormValues }>,
    ) {
      state.busy.push(action.payload.row.docId);
    },
    reviewCompleted(state) {
      state.review.docId = null;
      state.review.reviewed += 1;
    },
    suggestionsTyped(state, action: PayloadAction<string>) {
      state.suggestions.query = action.payload;
      state.suggestions.loading = action.payload.trim() !== '';
      if (!action.payload.trim()) state.suggestions.hits = [];
    },
    suggestionsLoaded(state, action: PayloadAction<{ query: string; hits: FaqSuggestionHit[] }>) {
      if (action.payload.query !== state.suggestions.query) return;
      state.suggestions.hits = action.payload.hits;
      state.suggestions.loading = false;
    },
    listenRequested(state, _action: PayloadAction<string>) {
      state.playback = 'LOADING_AUDIO';
    },
    playbackStarted(state) {
      state.playback = 'PLAYING';
    },
    stopRequested() {},
    playbackEnded(state) {
      state.playback = 'NO_PLAYBACK';
    },
    /** The file under `payload.file`: the one place the store accepts a File in an action (src/app/store.ts). */
    imageUploadRequested(state, _action: PayloadAction<{ file: File }>) {
      state.image.progress = 1;
    },
    imageUploadSent(state) {
      state.image.progress = 99;
    },
    imageUploaded(state, action: PayloadAction<string>) {
      state.image.uploaded = { uri: action.payload, revision: (state.image.uploaded?.revision ?? 0) + 1 };
    },
    imageUploadSettled(state) {
      state.image.progress = null;
    },
    importFileChosen(state, action: PayloadAction<{ kind: ImportKind; file: File }>) {
      const { kind, file } = action.payload;
      state.upload = {
        kind,
        fileName: file.name,
        phase: 'reading',
        preview: null,
        mode: kind === 'faq' ? 'add-and-update' : 'erase-and-import',
        error: null,
        result: null,
      };
    },
    importPreviewed(state, action: PayloadAction<ImportPreview>) {
      if (state.upload) Object.assign(state.upload, { phase: 'preview', preview: action.payload });
    },
    /** A limit (size, rows, unpacked size, time) or a broken file: nothing can be imported. */
    importRefused(state, action: PayloadAction<string>) {
      if (state.upload) Object.assign(state.upload, { phase: 'refused', error: action.payload });
    },
    importModeChosen(state, action: PayloadAction<ImportMode>) {
      if (state.upload?.kind === 'faq') state.upload.mode = action.payload;
    },
    importConfirmed(state) {
      if (state.upload) state.upload.phase = 'uploading';
    },
    importPolling(state) {
      if (state.upload) state.upload.phase = 'polling';
    },
    importSucceeded(state, action: PayloadAction<ImportMessage>) {
      if (state.upload) Object.assign(state.upload, { phase: 'succeeded', result: action.payload });
    },
    importFailed(state, action: PayloadAction<string>) {
      if (state.upload) Object.assign(state.upload, { phase: 'failed', error: action.payload });
    },
    /** The import was handed over, but its completion message could not be read: it may have run. */
    importResultUnknown(state) {
      if (state.upload) state.upload.phase = 'unknown';
    },
    importClosed(state) {
      state.upload = null;
    },
  },
});

export const {
  faqPageOpened,
  faqPageClosed,
  listRequested,
  listLoaded,
  listFailed,
  subjectAreasRequested,
  subjectAreasLoaded,
  subjectAreasFailed,
  settingsRequested,
  settingsLoaded,
  settingsFailed,
  settingsSaveRequested,
  settingsSaved,
  settingsSaveSettled,
  questionSubmitted,
  questionAccepted,
  questionTooLarge,
  questionSettled,
  draftStarted,
  draftCleared,
  deleteRequested,
  deletionSuggested,
  rowSettled,
  reviewOpened,
  reviewDecided,
  reviewCompleted,
  suggestionsTyped,
  suggestionsLoaded,
  listenRequested,
  playbackStarted,
  stopRequested,
  playbackEnded,
  imageUploadRequested,
  imageUploadSent,
  imageUploaded,
  imageUploadSettled,
  importFileChosen,
  importPreviewed,
  importRefused,
  importModeChosen,
  importConfirmed,
  importPolling,
  importSucceeded,
  importFailed,
  importResultUnknown,
  importClosed,
} = faqSlice.actions;
export const faqReducer = faqSlice.reducer;
