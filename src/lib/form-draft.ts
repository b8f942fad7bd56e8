/**
 * Drafts of forms whose loss costs minutes (issue 21 §4.5: a session that expired during Submit lost the typed
 * question): what the user has entered is kept per user in session storage (src/lib/user-storage.ts: encoded,
 * per tab, gone when the tab closes) as they type, and the form starts from it the next time it opens (after
 * signing in again, the portal returns to the page: src/features/auth). A draft goes when the form's work is
 * done (sent, saved) or the user discards it. Card data never goes into a draft.
 */
import { useEffect, useMemo, useRef } from 'react';

import { userStorage } from './user-storage';

export interface FormDrafts {
  /** The saved draft of `form`, if there is one of the expected shape. */
  load<T>(form: string, isValid: (value: unknown) => value is T): T | undefined;
  save(form: string, values: unknown): void;
  discard(form: string): void;
}

const keyOf = (form: string) => `draft.${form}`;

/** Nobody signed in: nothing is kept. */
const NO_DRAFTS: FormDrafts = {
  load: () => undefined,
  save: () => undefined,
  discard: () => undefined,
};

/** The drafts of one user (none without a user). */
export function formDrafts(username: string | null | undefined, storage?: Storage): FormDrafts {
  if (!username) return NO_DRAFTS;
  const store = userStorage(username, storage ?? sessionStorage);
  return {
    load: (form, isValid) => store.get(keyOf(form), isValid),
    save(form, values) {
      try {
        store.set(keyOf(form), values);
      } catch {
        // Storage full or refused (private mode): the form works on without a draft.
      }
    },
    discard: (form) => store.remove(keyOf(form)),
  };
}

/** The signed-in user's drafts, the same object while the user is. */
export const useFormDrafts = (username: string | null | undefined) =>
  useMemo(() => formDrafts(username), [username]);

/**
 * Keeps `values` as the draft of `form` while they differ from where the form started (`changed`), after every
 * change; values changed back to the start drop the draft this form kept.
 */
export function useDraftKeeping(drafts: FormDrafts, form: string, values: unknown, changed: boolean): void {
  const kept = useRef(false);
  useEffect(() => {
    if (changed) {
      drafts.save(form, values);
      kept.current = true;
    } else if (kept.current) {
      drafts.discard(form);
      kept.current = false;
    }
  }, [drafts, form, values, changed]);
}
