import Box from '@mui/material/Box';
import { useEffect } from 'react';
__useParamsImport__

import { PageHeader } from '@/components/page/PageHeader';
// @if tabs
import { TabbedPage } from '@/components/page/TabbedPage';
// @end
import { useAppDispatch } from '@/lib/redux/hooks';

import { __camel__Feature } from '..';
// @if list
import { __Pascal__Items } from '../components/__Pascal__Items';
// @end
// @if settings
import { __Pascal__SettingsForm } from '../components/__Pascal__SettingsForm';
// @end
// @if tabs
import { __CONSTANT___MESSAGES } from '../messages';
// @end
import { __camel__PageClosed, __camel__PageOpened } from '../slice';

/** Registered by the route before the page renders. */
export const features = [__camel__Feature];

/** __path__: the tenant's __title__. */
export default function __Pascal__Page() {
  const dispatch = useAppDispatch();
  __paramsRead__

  useEffect(() => {
    dispatch(__camel__PageOpened(__paramsObject__));
    return () => {
      dispatch(__camel__PageClosed());
    };
  }, [__paramsDeps__dispatch]);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader title="__title__" />
      // @if list-only
      <__Pascal__Items />
      // @end
      // @if form-only
      <__Pascal__SettingsForm />
      // @end
      // @if tabs
      <TabbedPage
        label="__title__"
        tabs={[
          { id: 'items', label: __CONSTANT___MESSAGES.itemsTab, content: <__Pascal__Items /> },
          { id: 'settings', label: __CONSTANT___MESSAGES.settingsTab, content: <__Pascal__SettingsForm /> },
        ]}
      />
      // @end
    </Box>
  );
}
