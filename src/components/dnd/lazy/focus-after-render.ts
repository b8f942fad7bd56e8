import { useCallback, useEffect, useRef } from 'react';

/** Where focus goes once a move has rendered: the moved item's drag handle, or its Move… menu button. */
export interface FocusTarget<Id> {
  id: Id;
  on: 'handle' | 'menu';
}

/**
 * The items' drag handles and menu buttons by id (filled by their refs), and `focusAfterRender`, which moves
 * focus to one of them after the next render's passive effects: a moved item is a new element in a new place,
 * and a closing menu's focus trap lets go of focus only in its own effects.
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
  return { handles, menuButtons, focusAfterRender };
}
