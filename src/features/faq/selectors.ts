import type { FaqState } from './slice';

type State = { faq: FaqState };

export const selectFaq = (state: State) => state.faq;
export const selectPlayback = (state: State) => state.faq.playback;
export const selectImageUpload = (state: State) => state.faq.image;
