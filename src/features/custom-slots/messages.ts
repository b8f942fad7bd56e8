/** Every text the Custom Slot Types feature shows: spec-verbatim with its §, ours where the spec is silent (ADR 0016). */

/** Spec 3 §8 and §4 (verbatim). */
export const CUSTOM_SLOTS_MESSAGES = {
  retrieveFailed: 'Could not retrieve custom slot types',
  loadFailed: 'Could not load list of custom slot types',
  generateFailed: 'Could not generate skill builder code',
  createFailed: 'Could not create custom slot type',
  deleteFailed: 'Could not delete custom slot type',
  updateFailed: 'Could not update custom slot type',
  synonymsFailed: 'There was an error in processing synonyms',
  created: 'Custom slot type created',
  deleted: 'Custom slot type deleted',
  updated: 'Custom slot type updated',
  creating: 'Creating custom slot type',
  deleting: 'Deleting custom slot type',
  updating: 'Updating custom slot type',
  noSynonyms: (value: string) => `No results for ${value}`,
} as const;

/** Ours: labels, empty states and the import's texts. */
export const CUSTOM_SLOTS_TEXT = {
  types: 'Custom slot types',
  search: 'Search slot types',
  newName: 'New slot type name',
  add: 'Add',
  noTypes: 'No custom slot types yet. Add one by name.',
  noMatches: (query: string) => `No slot type matches “${query}”.`,
  showAll: (count: number) => `Show all ${count}`,
  showFewer: 'Show fewer',
  values: 'Custom Slot Values',
  value: 'Value',
  id: 'ID (optional)',
  addValue: 'Add value',
  noValues: 'No values yet. Add the first one above, or import a CSV file.',
  chooseType: 'Choose a slot type to see its values.',
  synonyms: 'Synonyms',
  synonym: 'New synonym',
  addSynonym: 'Add synonym',
  chooseValue: 'Select a value to see its synonyms.',
  deleteTypeTitle: 'Delete custom slot type',
  deleteTypeBody: (name: string) =>
    `Delete ${name} and all its values? The assistant stops understanding them once the skill is rebuilt.`,
  typeQuota: (count: number, limit: number) => `${count} of ${limit} types`,
  entryQuota: (count: string, limit: string) => `${count} of ${limit} values and synonyms`,
  importCsv: 'Import CSV',
  exportCsv: 'Export CSV',
  importTitle: (name: string) => `Import values into ${name}`,
  importHelp:
    'One value a row, its synonyms after it, every field quoted (Dialogflow’s format): "New York","NYC","The Big Apple". Choose a file or paste the rows.',
  importFile: 'CSV file',
  importPaste: 'Or paste rows',
  importPreview: (accepted: number, rejected: number) =>
    `${accepted.toLocaleString('en-US')} values to add, ${rejected.toLocaleString('en-US')} rows rejected`,
  importConfirm: (accepted: number) => `Import ${accepted.toLocaleString('en-US')} values`,
  rejectedRows: 'Rejected rows',
  back: 'Back',
} as const;
