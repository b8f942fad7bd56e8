
/** Ours (generated with __Page__): replace with the spec's texts, each with its §. */
export const __PAGE_CONSTANT___MESSAGES = {
  intro: 'This page is new: its content comes next.',
} as const;
