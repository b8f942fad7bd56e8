import { useEffect } from 'react';
import { useBlocker } from 'react-router';

import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';

/**
 * Asks before unsaved changes are left behind: a link or Back to another page opens a dialog (Cancel stays,
 * the confirm button leaves), and closing or reloading the tab gets the browser's own question. Changes to the
 * query alone (a page's tab, `?tab=`) are the page's to handle (TabbedPage's `onLeave`).
 */
export function UnsavedChangesGuard({
  when,
  title,
  text,
  confirmLabel,
}: {
  when: boolean;
  title: string;
  text: string;
  confirmLabel: string;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title}
      text={text}
      confirmLabel={confirmLabel}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
