import { useEffect, useMemo } from 'react';

import { selectCurrentUser, selectIsAdministrator } from '@/features/auth';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { toRows } from './rules';
import { selectFaq } from './selectors';
import { type FaqList, faqPageClosed, faqPageOpened } from './slice';

/** Opens the page's saga while the page is shown (its loads stop when it closes or the user signs out). */
export function useFaqPage(page: FaqList | 'settings') {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(faqPageOpened({ page }));
    return () => {
      dispatch(faqPageClosed({ page }));
    };
  }, [dispatch, page]);
}

/** A list's rows for the signed-in user, and what the pages need around them. */
export function useFaqList(list: FaqList) {
  const state = useAppSelector(selectFaq);
  const user = useAppSelector(selectCurrentUser);
  const isAdministrator = useAppSelector(selectIsAdministrator);
  const { documents, status } = state.lists[list];
  const rows = useMemo(() => toRows(documents, user?.email ?? ''), [documents, user?.email]);
  const settings = state.settings.value;
  return {
    rows,
    status,
    isAdministrator,
    customFields: settings?.customFields ?? [],
    /** Whether the settings that shape the question form (its custom fields) have loaded, or failed to. */
    formSettingsSettled: state.settings.status === 'succeeded' || state.settings.status === 'failed',
    canCreateSubjectArea: isAdministrator || (settings?.nonAdminsCanCreateSubjectAreas ?? false),
    subjectAreas: state.subjectAreas.names,
    subjectAreasFailed: state.subjectAreas.status === 'failed',
    busy: state.busy,
  };
}
