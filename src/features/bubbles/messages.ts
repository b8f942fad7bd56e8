/** Every text the bubbles page shows: spec-verbatim with its §, ours where the spec is silent (ADR 0016). */

/** Spec 3 §2 "Bubbles page": the page, its tabs and controls. */
export const BUBBLES_LABELS = {
  pageTitle: 'Bubbles',
  editTab: 'Edit Bubbles',
  orderTab: 'Order Bubbles',
  heading: 'Configure AI Assistant Bubbles',
  filter: 'Filter bubbles',
  showPrivate: 'Show Private Bubbles',
  showPublic: 'Show Public Bubbles',
  showAll: 'Show All Bubbles',
  create: 'Create New Bubble',
  dialogTitle: 'Bubble Settings',
  cancel: 'Cancel',
  saveBubble: 'Save changes',
  addBubble: 'Add bubble',
  savePage: 'Save Changes',
  saveOrder: 'Save changes',
  empty: 'No bubbles defined!',
} as const;

/** Spec 3 §8 "Bubbles and settings". */
export const BUBBLES_MESSAGES = {
  loadFailed: 'Error occurred while trying to fetch bubbles!',
  updateFailed: 'Error occurred while trying to update bubbles!',
  saved: 'Bubble changes saved successfully!',
  orderSaved: 'Updated bubbles!',
} as const;

/** Spec 3 §3, §5: the bubble form's fields and choices. */
export const BUBBLE_FIELDS = {
  name: 'Name',
  type: 'Type',
  utterance: 'Utterance',
  avatar: 'Avatar URL',
  environment: 'Environment',
  types: { intent: 'Intent', hierarchy: 'Hierarchy' },
  environments: { Private: 'Private', Public: 'Public', Both: 'Both' },
} as const;

/** Ours: where the spec is silent. */
export const BUBBLES_TEXTS = {
  treeLabel: 'Bubbles',
  orderTreeLabel: 'Order of the bubbles',
  edit: (name: string) => `Edit '${name}'`,
  delete: (name: string) => `Delete '${name}'`,
  addChild: (name: string) => `Add a bubble inside '${name}'`,
  deleteTitle: 'Delete this bubble?',
  deleteText: (name: string, children: number) =>
    children === 0
      ? `'${name}' is deleted at once.`
      : `'${name}' and the ${children === 1 ? 'bubble' : `${children} bubbles`} inside it are deleted at once.`,
  deleteConfirm: 'Delete',
  liftWarning: (children: number) =>
    `As an intent this bubble holds no others: the ${children === 1 ? 'bubble' : `${children} bubbles`} inside it move to the top level.`,
  environmentOnlyTop:
    'Only top-level bubbles choose where they show; this one shows where its top-level bubble does.',
  avatarInvalid: 'Enter a web address (https://…) of an image.',
  required: 'is required',
  tooLong: (max: number) => `At most ${max} characters.`,
  filteredEmpty: 'No bubble shows in this chat.',
  unsavedTitle: 'Leave without saving?',
  unsavedText: 'Your changes to the bubbles are not saved yet. Leaving discards them.',
  unsavedConfirm: 'Discard changes',
  typeIntent: 'sends its utterance',
  typeHierarchy: 'opens the bubbles inside it',
} as const;

/** Ours: the channel checks (issue 25; checks.ts). */
export const BUBBLE_CHECK_TEXTS = {
  heading: 'Checks before the bubbles reach the channels',
  none: 'Every bubble fits the channels.',
  tooManyForLex: (count: number, max: number) => `Holds ${count} bubbles: a Lex response card shows ${max}.`,
  tooManyForWebChat: (count: number, max: number) =>
    `Holds ${count} bubbles: this organisation's web chat shows ${max} at a level.`,
  labelTooLong: (length: number, max: number) => `Its name has ${length} characters: Lex shows ${max}.`,
  duplicateName: 'Another bubble at this level has the same name.',
  emptyHierarchy: 'Holds no bubbles, so it opens nothing.',
  notUnderstood: 'The assistant does not understand its utterance: it would answer that it did not get it.',
  checking: (left: number) =>
    `Asking the assistant about ${left} ${left === 1 ? 'utterance' : 'utterances'}…`,
  saveWarning: (count: number) =>
    `${count} ${count === 1 ? 'bubble sends' : 'bubbles send'} an utterance the assistant does not understand.`,
  /** A hierarchy's counter: its bubbles against each channel's limit. */
  count: (count: number, lexMax: number, webChatMax: number) =>
    `${count} of ${lexMax} (Lex) · ${count} of ${webChatMax} (web chat)`,
} as const;
