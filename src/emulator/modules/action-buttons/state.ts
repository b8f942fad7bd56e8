import type { ActionButton } from '@/contracts/action-buttons';
import type { CrmObjectName } from '@/contracts/crm-form';

/** A record the emulated CRM holds: created by a button's form in the chat (or seeded). */
export interface CrmRecord {
  /** Salesforce-shaped: the object's key prefix, then 15 characters. */
  id: string;
  tenant: string;
  object: CrmObjectName;
  /** Every value the record was created with, auto-updated ones included, by field name. */
  values: Record<string, string>;
  /** ISO time. */
  createdAt: string;
  /** Who submitted the form (their e-mail). */
  createdBy: string;
  /** The button whose form created it. */
  SK: string;
}

export interface ActionButtonsModuleState {
  /** Each organisation's buttons (ActionButton carries its tenant). */
  buttons: ActionButton[];
  /** Each organisation's CRM records. */
  records: CrmRecord[];
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    actionButtons: ActionButtonsModuleState;
  }
}
