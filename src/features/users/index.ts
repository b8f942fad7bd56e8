// The users feature's public surface: the invite dialog (opened from the shell's top bar) and its event.
import { defineFeature, sliceOf } from '@/lib/redux/feature';

import { usersSaga } from './sagas';
import { usersReducer, type UsersState } from './slice';

export { InviteUserDialog } from './components/InviteUserDialog';
export { inviteDialogOpened } from './slice';
export type { UsersState };

declare module '@/lib/redux/feature' {
  interface FeatureStates {
    users: UsersState;
  }
}

/** Users and invitations: the invite dialog opens from every signed-in page, so the shell registers it. */
export const usersFeature = defineFeature({
  name: 'users',
  slice: sliceOf('users', usersReducer),
  saga: usersSaga,
});
