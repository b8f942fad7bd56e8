import { useCallback, useEffect, useRef } from 'react';

/** Where focus goes once a move has rendered: the moved item's drag handle, or its Move… menu button. */
export interface FocusTarget<Id> {
  id: Id;
  on: 'handle' | 'menu';
}

/**
 * The items' drag handles and menu buttons by id (filled by the ref callbacks `refOf` gives), and
 * `focusAfterRender`, which moves focus to one of them after the next render's passive effects: a moved item is a
 * new element in a new place, and a closing menu's focus trap lets go of focus only in its own effects.
 */
export function useFocusAfterRender<Id>() {
  const handles = useRef(new Map<Id, HTMLButtonElement>());
  const menuButtons = useRef(new Map<Id, HTMLButtonElement>());
  const pending = useRef<FocusTarget<Id> | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    (target.on === 'handle' ? handles : menuButtons).current.get(target.id)?.focus();
  });
  const focusAfterRender = useCallback((target: FocusTarget<Id>) => {
    pending.current = target;
  }, []);
  /** The ref callback of an item's drag handle or menu button: kept while it is mounted. */
  const refOf = useCallback(
    (on: FocusTarget<Id>['on'], id: Id) => (node: HTMLButtonElement | null) => {
      const buttons = (on === 'handle' ? handles : menuButtons).current;
      if (node) buttons.set(id, node);
      else buttons.delete(id);
    },
    [],
  );
  return { focusAfterRender, refOf };
}
