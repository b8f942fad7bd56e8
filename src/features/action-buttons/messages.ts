/** Every text the Action Buttons feature shows: spec-verbatim with its §, ours where the spec is silent (ADR 0016). */

/** Ours (generated): replace with the spec's texts, each with its §. */
export const ACTION_BUTTONS_MESSAGES = {
  loadFailed: 'The Action Buttons could not be loaded. Please try again.',
  empty: 'Nothing here yet.',
  created: 'Item added.',
  createFailed: 'The item could not be added.',
} as const;

/** Ours (generated with ActionButtonPage): replace with the spec's texts, each with its §. */
export const ACTION_BUTTON_MESSAGES = {
  intro: 'This page is new: its content comes next.',
} as const;

/** Ours (generated with ActionButtonCreatePage): replace with the spec's texts, each with its §. */
export const ACTION_BUTTON_CREATE_MESSAGES = {
  intro: 'This page is new: its content comes next.',
} as const;
