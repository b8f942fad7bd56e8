import type { ChatVoiceState } from './slice';

type WithChatVoice = { chatVoice: ChatVoiceState };

export const selectListening = (state: WithChatVoice) => state.chatVoice.listening;
export const selectContinuous = (state: WithChatVoice) => state.chatVoice.continuous;
export const selectMicrophonePermission = (state: WithChatVoice) => state.chatVoice.permission;
export const selectBotAudioState = (state: WithChatVoice) => state.chatVoice.audioState;
