import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { LoadStatus } from '@/lib/redux/request-actions';
import type { ServiceError } from '@/services/errors';

import type {
  ActionButton,
  ActionButtonDraft,
  ActionButtonField,
  CrmFieldDescribe,
  CrmObjectName,
} from './types';

/** The object a new button creates until the administrator picks another (spec 3 §7 queries Opportunity). */
export const DEFAULT_CRM_OBJECT: CrmObjectName = 'Opportunity';

export interface ActionButtonEditorState {
  /** Loading the button to edit ('succeeded' at once for a new one). */
  status: LoadStatus;
  error: ServiceError | null;
  draft: ActionButtonDraft;
  saving: boolean;
}

export interface ActionButtonsState {
  list: { status: LoadStatus; items: ActionButton[] };
  /** The open editor (the settings or the create page), or null. */
  editor: ActionButtonEditorState | null;
  /** The CRM's describe, by object: loaded once per object and kept while signed in. */
  describes: Partial<Record<CrmObjectName, { status: LoadStatus; fields: CrmFieldDescribe[] }>>;
  /** Where the page should go (after a button is created, spec 3 §9); the page follows it once. */
  redirectTo: string | null;
}

const initialState: ActionButtonsState = {
  list: { status: 'idle', items: [] },
  editor: null,
  describes: {},
  redirectTo: null,
};

const newDraft = (): ActionButtonDraft => ({
  SK: '',
  title: '',
  object: DEFAULT_CRM_OBJECT,
  formFields: [],
  autoFields: [],
});

/** A stored button as the editor shows it: its hidden fields in the Auto Updated list (spec 3 §3). */
export const draftOf = (button: ActionButton): ActionButtonDraft => ({
  SK: button.SK,
  title: button.title,
  object: (button.fields[0]?.table as CrmObjectName | undefined) ?? DEFAULT_CRM_OBJECT,
  formFields: button.fields.filter((field) => !field.hidden),
  autoFields: button.fields.filter((field) => field.hidden),
});

const actionButtonsSlice = createSlice({
  name: 'actionButtons',
  initialState,
  reducers: {
    /** The list page opened: its saga loads until the page closes or the user signs out. */
    listOpened() {},
    listClosed() {},
    listRequested(state) {
      state.list.status = 'loading';
    },
    listLoaded(state, action: PayloadAction<ActionButton[]>) {
      state.list = { status: 'succeeded', items: action.payload };
    },
    listFailed(state) {
      state.list.status = 'failed';
    },
    /** The settings page (a button's key) or the create page (null) opened. */
    editorOpened(state, action: PayloadAction<{ SK: string | null }>) {
      state.redirectTo = null;
      state.editor = {
        status: action.payload.SK === null ? 'succeeded' : 'loading',
        error: null,
        draft: { ...newDraft(), SK: action.payload.SK ?? '' },
        saving: false,
      };
    },
    editorClosed(state) {
      state.editor = null;
    },
    buttonRequested(state) {
      if (!state.editor) return;
      state.editor.status = 'loading';
      state.editor.error = null;
    },
    buttonLoaded(state, action: PayloadAction<ActionButton>) {
      if (!state.editor) return;
      state.editor.status = 'succeeded';
      state.editor.draft = draftOf(action.payload);
    },
    buttonFailed(state, action: PayloadAction<ServiceError>) {
      if (!state.editor) return;
      state.editor.status = 'failed';
      state.editor.error = action.payload;
    },
    describeRequested(state, action: PayloadAction<CrmObjectName>) {
      state.describes[action.payload] = { status: 'loading', fields: [] };
    },
    describeLoaded(state, action: PayloadAction<{ object: CrmObjectName; fields: CrmFieldDescribe[] }>) {
      state.describes[action.payload.object] = { status: 'succeeded', fields: action.payload.fields };
    },
    describeFailed(state, action: PayloadAction<CrmObjectName>) {
      state.describes[action.payload] = { status: 'failed', fields: [] };
    },
    titleChanged(state, action: PayloadAction<string>) {
      if (state.editor) state.editor.draft.title = action.payload;
    },
    /** Only while the form has no field: every field belongs to the object. */
    objectChanged(state, action: PayloadAction<CrmObjectName>) {
      const draft = state.editor?.draft;
      if (draft && draft.formFields.length + draft.autoFields.length === 0) draft.object = action.payload;
    },
    /** A field from the add-field dialog: to the form (shown) or auto-updated (hidden); never twice. */
    fieldAdded(state, action: PayloadAction<ActionButtonField>) {
      const draft = state.editor?.draft;
      if (!draft) return;
      const present = [...draft.formFields, ...draft.autoFields].some(
        (field) => field.field === action.payload.field,
      );
      if (present) return;
      (action.payload.hidden ? draft.autoFields : draft.formFields).push(action.payload);
    },
    fieldRemoved(state, action: PayloadAction<{ field: string; hidden: boolean }>) {
      const draft = state.editor?.draft;
      if (!draft) return;
      const list = action.payload.hidden ? 'autoFields' : 'formFields';
      draft[list] = draft[list].filter((field) => field.field !== action.payload.field);
    },
    /** A form field moved (drag, keyboard or Move… menu): `toIndex` is its place once moved. */
    formFieldMoved(state, action: PayloadAction<{ fromIndex: number; toIndex: number }>) {
      const fields = state.editor?.draft.formFields;
      if (!fields) return;
      const [moved] = fields.splice(action.payload.fromIndex, 1);
      if (moved) fields.splice(action.payload.toIndex, 0, moved);
    },
    saveRequested(state) {
      if (state.editor) state.editor.saving = true;
    },
    saveSucceeded(state, action: PayloadAction<ActionButton>) {
      if (state.editor) state.editor.draft = draftOf(action.payload);
    },
    saveSettled(state) {
      if (state.editor) state.editor.saving = false;
    },
    redirectScheduled(state, action: PayloadAction<string>) {
      state.redirectTo = action.payload;
    },
    redirectFollowed(state) {
      state.redirectTo = null;
    },
  },
});

export const {
  listOpened,
  listClosed,
  listRequested,
  listLoaded,
  listFailed,
  editorOpened,
  editorClosed,
  buttonRequested,
  buttonLoaded,
  buttonFailed,
  describeRequested,
  describeLoaded,
  describeFailed,
  titleChanged,
  objectChanged,
  fieldAdded,
  fieldRemoved,
  formFieldMoved,
  saveRequested,
  saveSucceeded,
  saveSettled,
  redirectScheduled,
  redirectFollowed,
} = actionButtonsSlice.actions;
export const actionButtonsReducer = actionButtonsSlice.reducer;
