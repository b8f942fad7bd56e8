/**
 * The action buttons feature's types: the wire contract (@/contracts/action-buttons) and the describe of the CRM
 * (@/contracts/crm-form), which the emulator implements too; and the editor's own draft.
 */
import type { ActionButtonField } from '@/contracts/action-buttons';
import type { CrmObjectName } from '@/contracts/crm-form';

export type { ActionButton, ActionButtonField, ActionButtonForm } from '@/contracts/action-buttons';
export type { CrmFieldDescribe, CrmObjectName } from '@/contracts/crm-form';

/** A button being edited: its two lists are kept apart on screen and merged back on save (spec 3 §3). */
export interface ActionButtonDraft {
  /** '' for a new button. */
  SK: string;
  title: string;
  /** What a submitted form creates (every field's `table`). */
  object: CrmObjectName;
  formFields: ActionButtonField[];
  autoFields: ActionButtonField[];
}
