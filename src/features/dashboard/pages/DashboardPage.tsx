import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

import { PageSpinner } from '@/components/feedback/PageSpinner';
import { PageHeader } from '@/components/page/PageHeader';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { dashboardFeature } from '..';
import { DashboardToolbar } from '../components/DashboardToolbar';
import { WidgetGrid } from '../components/WidgetGrid';
import { downloadCsv } from '../csv';
import { useDrawerHistory } from '../drawer-history';
import type { WidgetConfig } from '../preference';
import { chartDataOf, csvFileName, widgetRows } from '../rows';
import { selectDashboard } from '../selectors';
import {
  autoRefreshToggled,
  dashboardClosed,
  dashboardOpened,
  drawerClosed,
  type DrawerContent,
  drawerOpened,
  editModeToggled,
  moveModeToggled,
  rangeChanged,
  refreshRequested,
  widgetAdded,
  widgetHidden,
  widgetMoved,
  widgetPlatformChosen,
} from '../slice';
import type { InteractionPlatform, WidgetId } from '../types';

// Edit mode's previews and the detail drawer load when first used, not with the page.
const AddWidgets = lazy(() => import('../components/lazy/AddWidgets'));
const DetailDrawer = lazy(() => import('../components/DetailDrawer'));

/** /dashboard (spec 2 §2 "Dashboard"). */
/** Registered by the route before the page renders. */
export const features = [dashboardFeature];

export default function DashboardPage() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectDashboard);
  // Once opened, the drawer stays mounted so that it can slide out when closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (state.drawer && !drawerUsed) setDrawerUsed(true);

  useEffect(() => {
    dispatch(dashboardOpened());
    return () => {
      dispatch(dashboardClosed());
    };
  }, [dispatch]);

  const onHide = useCallback((instanceId: number) => dispatch(widgetHidden(instanceId)), [dispatch]);
  const onPlatform = useCallback(
    (instanceId: number, platform: InteractionPlatform) =>
      dispatch(widgetPlatformChosen({ instanceId, platform })),
    [dispatch],
  );
  const onMove = useCallback(
    (instanceId: number, toInstanceId: number) => dispatch(widgetMoved({ instanceId, toInstanceId })),
    [dispatch],
  );
  const onOpen = useCallback((content: DrawerContent) => dispatch(drawerOpened(content)), [dispatch]);
  const onCloseDrawer = useCallback(() => dispatch(drawerClosed()), [dispatch]);
  useDrawerHistory(state.drawer !== null, onCloseDrawer);
  const { summary, range } = state;
  const failed = state.request.status === 'failed';
  const onExport = useCallback(
    (widget: WidgetConfig) => {
      const platform =
        widget.widgetId === 'user_interaction_admin' ? (widget.config?.platform ?? 'Portal') : undefined;
      const data = chartDataOf(summary, widget.widgetId, platform);
      // A failed widget exports nothing rather than older figures (its button is disabled too).
      if (failed || !data || data.code !== 200) return;
      void downloadCsv(csvFileName(widget.widgetId, range, platform), widgetRows(widget.widgetId, data));
    },
    [summary, range, failed],
  );

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <PageHeader title="Dashboard" />
      </Box>
      {!state.ready ? (
        <PageSpinner label="Loading the dashboard" />
      ) : (
        <>
          <DashboardToolbar
            range={state.range}
            autoRefresh={state.autoRefresh}
            editMode={state.editMode}
            moveMode={state.moveMode}
            onRange={(next) => dispatch(rangeChanged(next))}
            onRefresh={() => dispatch(refreshRequested())}
            onAutoRefresh={(on) => dispatch(autoRefreshToggled(on))}
            onEditMode={(on) => dispatch(editModeToggled(on))}
            onMoveMode={(on) => dispatch(moveModeToggled(on))}
          />
          {state.editMode && (
            <Suspense fallback={<PageSpinner label="Loading the widgets to add" />}>
              <AddWidgets
                widgets={state.widgets}
                onAdd={(widgetId: WidgetId) => dispatch(widgetAdded(widgetId))}
              />
            </Suspense>
          )}
          {state.widgets.length === 0 ? (
            <Typography color="text.secondary">
              No widgets on the dashboard. Turn on Edit Widgets to add some.
            </Typography>
          ) : (
            <WidgetGrid
              widgets={state.widgets}
              summary={state.summary}
              failed={failed}
              editMode={state.editMode}
              moveMode={state.moveMode}
              onHide={onHide}
              onPlatform={onPlatform}
              onMove={onMove}
              onOpen={onOpen}
              onExport={onExport}
            />
          )}
          {drawerUsed && (
            <Suspense fallback={null}>
              <DetailDrawer content={state.drawer} widgets={state.widgets} onClose={onCloseDrawer} />
            </Suspense>
          )}
        </>
      )}
    </Box>
  );
}
