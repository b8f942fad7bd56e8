/** Every text the Utterance Training feature shows: spec-verbatim with its §, ours where the spec is silent (ADR 0016). */

/** Ours (generated): replace with the spec's texts, each with its §. */
export const UTTERANCE_TRAINING_MESSAGES = {
  loadFailed: 'The Utterance Training could not be loaded. Please try again.',
  empty: 'Nothing here yet.',
  created: 'Item added.',
  createFailed: 'The item could not be added.',
} as const;
