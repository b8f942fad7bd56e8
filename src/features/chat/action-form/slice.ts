import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { ActionButton, ActionButtonOffer } from '@/contracts/action-buttons';
import type { CrmFieldDescribe } from '@/contracts/crm-form';
import type { LoadStatus } from '@/lib/redux/request-actions';

/**
 * An action button's form opened from a bot reply (docs/adr/0023-action-buttons.md): the button's form and the
 * describe of its CRM object, loaded when it opens; its submission creates the record.
 */
export interface ChatActionFormState {
  /** The open form's offer, or null when none is open. */
  offer: ActionButtonOffer | null;
  status: LoadStatus;
  button: ActionButton | null;
  describe: CrmFieldDescribe[];
  submitting: boolean;
  /** Why the CRM refused the last submission (the server's words), shown in the form. */
  refusal: string | null;
}

const initialState: ChatActionFormState = {
  offer: null,
  status: 'idle',
  button: null,
  describe: [],
  submitting: false,
  refusal: null,
};

const chatActionFormSlice = createSlice({
  name: 'chatActionForm',
  initialState,
  reducers: {
    actionFormOpened(_state, action: PayloadAction<ActionButtonOffer>) {
      return { ...initialState, offer: action.payload, status: 'loading' };
    },
    actionFormLoaded(state, action: PayloadAction<{ button: ActionButton; describe: CrmFieldDescribe[] }>) {
      state.status = 'succeeded';
      state.button = action.payload.button;
      state.describe = action.payload.describe;
    },
    actionFormFailed(state) {
      state.status = 'failed';
    },
    /** Submit: the values of the form's shown fields, by field name. */
    actionFormSubmitted(state, _action: PayloadAction<Record<string, string>>) {
      state.submitting = true;
      state.refusal = null;
    },
    actionFormRefused(state, action: PayloadAction<string>) {
      state.submitting = false;
      state.refusal = action.payload;
    },
    actionFormClosed() {
      return initialState;
    },
  },
});

export const {
  actionFormOpened,
  actionFormLoaded,
  actionFormFailed,
  actionFormSubmitted,
  actionFormRefused,
  actionFormClosed,
} = chatActionFormSlice.actions;
export const chatActionFormReducer = chatActionFormSlice.reducer;

export const selectActionForm = (state: { chatActionForm: ChatActionFormState }) => state.chatActionForm;
