/** Every text the __title__ feature shows: spec-verbatim with its §, ours where the spec is silent (ADR 0016). */

/** Ours (generated): replace with the spec's texts, each with its §. */
export const __CONSTANT___MESSAGES = {
  // @if list
  loadFailed: 'The __title__ could not be loaded. Please try again.',
  empty: 'Nothing here yet.',
  created: 'Item added.',
  createFailed: 'The item could not be added.',
  // @end
  // @if settings
  settingsLoadFailed: 'The settings could not be loaded. Please try again.',
  saved: 'Settings saved.',
  labelRequired: 'Enter a label.',
  labelTooLong: 'At most 100 characters.',
  // @end
  // @if tabs
  itemsTab: 'Items',
  settingsTab: 'Settings',
  // @end
} as const;
