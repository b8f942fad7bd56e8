// The chat feature's public surface: the launcher (its own lazy chunk) and where it floats.
import { lazy } from 'react';
import { all, fork } from 'redux-saga/effects';

import { defineFeature, sliceOf } from '@/lib/redux/feature';
import type { Saga } from '@/lib/redux/saga';

import { chatActionFormSaga } from './action-form/sagas';
import { chatActionFormReducer, type ChatActionFormState } from './action-form/slice';
import { chatSaga } from './sagas';
import { chatReducer, type ChatState } from './slice';
import { chatVoiceSaga } from './voice/sagas';
import { chatVoiceReducer, type ChatVoiceState } from './voice/slice';

export { LAUNCHER_CLEARANCE_PX, launcherFloatsOver } from './launcher-placement';
export type { SpeechRecognitionReply, SpeechRecognitionRequest } from './types';

/** The chat launcher is its own small chunk (≤ 60 KiB gzip before the chat opens). */
export const ChatLauncher = lazy(() => import('./components/ChatLauncher'));

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    chat: ChatState;
    chatVoice: ChatVoiceState;
    chatActionForm: ChatActionFormState;
  }
}

function* chatFeatureSaga(): Saga {
  yield all([fork(chatVoiceSaga), fork(chatSaga), fork(chatActionFormSaga)]);
}

/** The chat window, voice and action forms: on every signed-in page, so the signed-in shell registers it. */
export const chatFeature = defineFeature({
  name: 'chat',
  slices: [
    sliceOf('chat', chatReducer),
    sliceOf('chatVoice', chatVoiceReducer),
    sliceOf('chatActionForm', chatActionFormReducer),
  ],
  saga: chatFeatureSaga,
});
