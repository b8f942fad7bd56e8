import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { searchSubmitted } from '../events';

export type AnswersStatus = 'loading' | 'succeeded' | 'failed';

/**
 * Select Best Answer's candidates (spec 3 §2, §7): the bot's answers for the utterances it is opened for (a row,
 * or the placeholder's utterances), and the FAQ questions matching what the admin types.
 */
export interface AnswerCandidates {
  /** What the dialog is for: a row's id, or the placeholder. */
  target: string;
  utterances: string[];
  chatbot: string;
  status: AnswersStatus;
  bot: string[];
  faq: string[];
}

export type AnswersState = AnswerCandidates | null;

const answersSlice = createSlice({
  name: 'utteranceAnswers',
  initialState: null as AnswersState,
  reducers: {
    answersRequested(
      _state,
      action: PayloadAction<{ target: string; utterances: string[]; chatbot: string }>,
    ) {
      return { ...action.payload, status: 'loading' as const, bot: [], faq: [] };
    },
    answersLoaded(state, action: PayloadAction<{ target: string; answers: string[] }>) {
      if (state?.target !== action.payload.target) return;
      state.status = 'succeeded';
      state.bot = action.payload.answers;
    },
    answersFailed(state, action: PayloadAction<{ target: string }>) {
      if (state?.target === action.payload.target) state.status = 'failed';
    },
    faqSearchChanged(_state, _action: PayloadAction<{ target: string; text: string }>) {},
    faqQuestionsFound(state, action: PayloadAction<{ target: string; questions: string[] }>) {
      if (state?.target === action.payload.target) state.faq = action.payload.questions;
    },
    answersClosed() {
      return null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(searchSubmitted, () => null);
  },
});

export const {
  answersRequested,
  answersLoaded,
  answersFailed,
  faqSearchChanged,
  faqQuestionsFound,
  answersClosed,
} = answersSlice.actions;
export const answersReducer = answersSlice.reducer;
export const selectAnswers = (state: { utteranceAnswers: AnswersState }) => state.utteranceAnswers;
