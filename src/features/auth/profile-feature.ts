import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { profileSaga } from './profile-sagas';
import { profileReducer, type ProfileState } from './profile-slice';

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    profile: ProfileState;
  }
}

/** The profile page's part of auth: registered by the profile route, so the first screen does not carry it. */
export const profileFeature = defineFeature({
  name: 'profile',
  slice: sliceOf('profile', profileReducer),
  saga: profileSaga,
});
