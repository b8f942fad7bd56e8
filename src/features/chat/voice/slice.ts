import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Voice input in the chat (spec 1 §4 "Voice"). `listening` is where the microphone pipeline is; `continuous`
 * is the user's wish (the microphone button's pressed state); `permission` is what the browser answered
 * (null until asked); `audioState` is the bot's spoken reply.
 */
export type ListeningState = 'passive' | 'recording' | 'sending' | 'playing';
export type BotAudioState = 'playing' | 'stopped' | 'error' | 'bubble_clicked';

export interface ChatVoiceState {
  listening: ListeningState;
  continuous: boolean;
  permission: boolean | null;
  audioState: BotAudioState | null;
}

const initialState: ChatVoiceState = {
  listening: 'passive',
  continuous: false,
  permission: null,
  audioState: null,
};

const chatVoiceSlice = createSlice({
  name: 'chatVoice',
  initialState,
  reducers: {
    /** The microphone button was pressed: start continuous listening, or stop it when on. */
    microphoneToggled() {},
    /** Continuous listening turned on (the voice saga got the microphone). */
    continuousStarted(state) {
      state.continuous = true;
    },
    /** Continuous listening turned off (button, 5 s without speech, failure, bot error, bubble click). */
    continuousStopped(state) {
      state.continuous = false;
      state.listening = 'passive';
    },
    listeningChanged(state, action: PayloadAction<ListeningState>) {
      state.listening = action.payload;
    },
    permissionAnswered(state, action: PayloadAction<boolean>) {
      state.permission = action.payload;
    },
    audioStateChanged(state, action: PayloadAction<BotAudioState>) {
      state.audioState = action.payload;
    },
  },
});

export const {
  microphoneToggled,
  continuousStarted,
  continuousStopped,
  listeningChanged,
  permissionAnswered,
  audioStateChanged,
} = chatVoiceSlice.actions;
export const chatVoiceReducer = chatVoiceSlice.reducer;
