/**
 * The changes the page makes to a type's values, as data: each names the value it changes by its text (unique
 * within the type, case aside), so that changes queued behind a slow save still apply to the right value, and each
 * is applied to the values as last saved (sagas.ts sends the whole list: CreateCustomSlot replaces the type).
 */
import { type SlotValue, textKey } from '@/contracts/custom-slots';

export type SlotChange =
  | { kind: 'addValue'; value: SlotValue }
  | { kind: 'editValue'; of: string; value: string; id: string }
  | { kind: 'deleteValue'; of: string }
  | { kind: 'addSynonym'; of: string; synonym: string }
  | { kind: 'deleteSynonym'; of: string; synonym: string }
  | { kind: 'import'; values: readonly SlotValue[] };

const isValue = (of: string) => (value: SlotValue) => textKey(value.value) === textKey(of);

/** The values after a change; a change to a value that is no longer there changes nothing. */
export function applyChange(values: readonly SlotValue[], change: SlotChange): SlotValue[] {
  switch (change.kind) {
    case 'addValue':
      return [...values, change.value];
    case 'import':
      return [...values, ...change.values];
    case 'deleteValue':
      return values.filter((value) => !isValue(change.of)(value));
    case 'editValue':
      return values.map((value) =>
        isValue(change.of)(value)
          ? { ...value, value: change.value.trim(), id: change.id.trim() || undefined }
          : value,
      );
    case 'addSynonym':
      return values.map((value) =>
        isValue(change.of)(value)
          ? { ...value, synonyms: [...value.synonyms, change.synonym.trim()] }
          : value,
      );
    case 'deleteSynonym':
      return values.map((value) =>
        isValue(change.of)(value)
          ? { ...value, synonyms: value.synonyms.filter((synonym) => synonym !== change.synonym) }
          : value,
      );
  }
}

/** Whether a change is about synonyms (its failure says 'There was an error in processing synonyms'). */
export const isSynonymChange = (change: SlotChange): boolean =>
  change.kind === 'addSynonym' || change.kind === 'deleteSynonym';
