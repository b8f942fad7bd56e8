/** Every text the action buttons feature shows: spec-verbatim with its §, ours where the spec is silent (ADR 0016). */

/** Spec 3 §4, §8 (and docs/design.md §7: "Saving data, don't leave the page", its comma restored). */
export const ACTION_BUTTONS_MESSAGES = {
  saving: "Saving data, don't leave the page",
  saved: 'Saving completed successfully!',
  saveFailed: 'Error while trying to save.',
  fieldExists: 'Field already exists in the form.',
  previewEmpty: 'Please add form field to preview the form.',
  noResults: 'No Results',
} as const;

/** Spec 3 §2: the pages' labels. */
export const ACTION_BUTTONS_LABELS = {
  listTitle: 'Action Buttons',
  editTitle: 'Action Button Settings',
  createTitle: 'Create New Button',
  createNew: 'Create New',
  columns: { name: 'NAME', lastUpdated: 'LAST UPDATED', lastUser: 'LAST USER UPDATED' },
  buttonName: 'Button Name',
  formFields: 'Form Fields',
  autoFields: 'Auto Updated Fields',
  addFormField: 'Add Form Field',
  addAutoField: 'Add Auto Updated Field',
  preview: 'Form Preview',
  close: 'Close',
  submit: 'Submit',
  save: 'Save',
  cancel: 'Cancel',
} as const;

/** Ours. */
export const ACTION_BUTTONS_TEXTS = {
  loadFailed: 'The action buttons could not be loaded. Please try again.',
  buttonLoadFailed: 'The action button could not be loaded. Please try again.',
  notFound: 'There is no such action button. It may have been deleted.',
  backToList: 'Back to Action Buttons',
  describeFailed: 'The CRM fields could not be loaded. Please try again.',
  edit: (title: string) => `Edit ${title}`,
  crmObject: 'CRM object',
  crmObjectHelp: 'What a submitted form creates in the CRM. Fixed once the form has fields.',
  createsObject: (object: string) => `A submitted form creates a ${object} in the CRM.`,
  noFormFields: 'No form fields yet.',
  noAutoFields: 'No auto updated fields.',
  formFieldsHelp: 'What the person fills in, in this order. Drag a field, or use its handle or Move… menu.',
  autoFieldsHelp: 'Set on every record the form creates, without asking.',
  remove: (label: string) => `Remove ${label}`,
  required: 'Required',
  readOnlyOnceCreated: 'Read-only once created',
  defaultValue: (value: string) => `Default: ${value}`,
  targetValue: (value: string) => `Value: ${value}`,
  blockedTitle: 'The CRM would refuse this form. Before saving:',
  missing: (label: string) => `add ${label} (required by the CRM) to the form or the auto updated fields`,
  unsettable: (label: string) => `${label} is required by the CRM, and no form can set it`,
  needsController: (label: string, controller: string) =>
    `${label} depends on ${controller}: add ${controller} too`,
  titleRequired: 'A button needs a name.',
  previewTitle: 'Form Preview',
  previewNote: 'A preview: it sends nothing.',
  // The add-field dialog.
  pickStep: 'Step 1 of 2: choose a CRM field',
  valueStep: 'Step 2 of 2: its value',
  field: 'Field',
  fieldHelp: 'Type to search the fields by name. Reference fields cannot be set by a form.',
  label: 'Label',
  labelRequired: 'A field needs a label.',
  defaultValueLabel: 'Default value (optional)',
  targetValueLabel: 'Value',
  targetRequired: 'An auto updated field needs its value.',
  next: 'Next',
  back: 'Back',
  add: 'Add',
  noOptions: 'No such field',
} as const;
