import { lazy, Suspense, useState } from 'react';

import { useAppSelector } from '@/lib/redux/hooks';

import { selectToastsToShow } from '../selectors';

const SnackbarHost = lazy(() => import('./SnackbarHost'));

/**
 * Toasts (spec 1 §9). notistack is loaded with the first notification, not with the first page: most
 * visits to sign-in never show one.
 */
export function Toaster() {
  const pending = useAppSelector(selectToastsToShow).length > 0;
  const [needed, setNeeded] = useState(false);
  if (pending && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <SnackbarHost />
    </Suspense>
  ) : null;
}
