/** Every text the users feature shows: spec-verbatim with its §, ours where the spec is silent. */

/** Spec 1 §8 and spec 2 §8, verbatim (the invite failure text is docs/design.md §7's). */
export const USERS_MESSAGES = {
  tokenError: 'Access token error, Access token not valid',
  serverError: 'Server error, Internal error while loading users, please reload page to try again!',
  inviteFailed: 'Failed to send invitation.',
  inviteResent: 'Invite resent.',
  resendFailed: 'Failed to resend invite.',
  changingRole: (role: string) => `Changing role to "${role}".`,
  roleChanged: 'Successfully changed user role.',
  roleFailed: 'Failed to change user role.',
} as const;
