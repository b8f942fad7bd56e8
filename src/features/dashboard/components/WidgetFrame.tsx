import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense } from 'react';

import type { SortableItem } from '@/components/dnd/types';

import { type ChartSelection, WidgetChart } from '../charts/WidgetChart';
import type { WidgetBox } from '../grid';
import { WIDGET_TEXTS } from '../messages';
import type { WidgetConfig } from '../preference';
import { isEmptyChart } from '../rows';
import type { DrawerContent } from '../slice';
import type { ChartData, InteractionPlatform } from '../types';
import { DEFAULT_INTERACTION_PLATFORM, GRID, WIDGETS } from '../widgets';

import { UsageSummary } from './UsageSummary';

// Edit mode's platform choice loads with edit mode, not with the page.
const PlatformSelect = lazy(() => import('./lazy/PlatformSelect'));

export interface WidgetFrameProps {
  widget: WidgetConfig;
  box: WidgetBox;
  data: ChartData | undefined;
  /** No data has arrived yet for the current range. */
  awaiting: boolean;
  failed: boolean;
  editMode: boolean;
  moveMode: boolean;
  onHide(instanceId: number): void;
  onPlatform(instanceId: number, platform: InteractionPlatform): void;
  onOpen(content: DrawerContent): void;
  onExport(widget: WidgetConfig): void;
  /** In move mode, once the drag-and-drop code has loaded: the handle, the moves, the drag state. */
  sortable?: SortableItem;
}

/** What clicking a widget's chart opens: its own drill where it has one, else the rows behind it. */
function drillFor(widget: WidgetConfig, selection: ChartSelection): DrawerContent {
  const definition = WIDGETS[widget.widgetId];
  const rows: DrawerContent = { kind: 'rows', instanceId: widget.instanceId };
  switch (definition.drill) {
    case 'missed':
      return { kind: 'missed' };
    case 'userSessions':
      return selection.label ? { kind: 'userSessions', label: selection.label } : rows;
    case 'uncompleted': {
      const field =
        widget.widgetId === 'uncompleted_requests_total'
          ? 'status'
          : widget.widgetId === 'uncompleted_requests_by_user'
            ? 'user'
            : 'intent';
      return {
        kind: 'uncompleted',
        title: selection.label ? `Uncompleted Requests: ${selection.label}` : 'Uncompleted Requests',
        filter: selection.label ? { field, value: selection.label } : null,
      };
    }
    default:
      return rows;
  }
}

function Message({ children }: { children: string }) {
  return (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', px: 2 }}>
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A widget's title as its heading shows it (the configurable one names its platform). */
export function widgetTitle(widget: WidgetConfig): string {
  const definition = WIDGETS[widget.widgetId];
  const platform = widget.config?.platform ?? DEFAULT_INTERACTION_PLATFORM;
  return widget.widgetId === 'user_interaction_admin'
    ? `${definition.title} (${platform})`
    : definition.title;
}

/** One widget on the grid: title bar with its actions, and its state or chart (spec 2 §2). */
export function WidgetFrame(props: WidgetFrameProps) {
  const { widget, box, data, awaiting, failed, editMode, moveMode, sortable } = props;
  const { onHide, onPlatform, onOpen, onExport } = props;
  const definition = WIDGETS[widget.widgetId];
  const platform = widget.config?.platform ?? DEFAULT_INTERACTION_PLATFORM;
  const title = widgetTitle(widget);

  const isDragging = sortable?.isDragging ?? false;
  const isOver = sortable?.isDropTarget ?? false;
  const isLifted = sortable?.isLifted ?? false;

  const spinner = (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={`Loading ${title}`} />
    </Box>
  );
  let body: ReactNode;
  if (isDragging || failed) body = <Message>{WIDGET_TEXTS.unavailable}</Message>;
  else if (!data) body = awaiting ? spinner : <Message>{WIDGET_TEXTS.unavailable}</Message>;
  else if (data.code !== 200) body = <Message>{WIDGET_TEXTS.unavailable}</Message>;
  else if (isEmptyChart(data)) body = <Message>{WIDGET_TEXTS.empty}</Message>;
  else if (definition.chart === 'summary') body = <UsageSummary data={data} instanceId={widget.instanceId} />;
  else
    body = (
      <WidgetChart
        definition={definition}
        data={data}
        instanceId={widget.instanceId}
        onSelect={(selection) => onOpen(drillFor(widget, selection))}
      />
    );

  const headingId = `widget-${widget.instanceId}-title`;
  return (
    <Paper
      ref={sortable?.dragRef}
      component="section"
      aria-labelledby={headingId}
      data-instance-id={widget.instanceId}
      data-widget-id={widget.widgetId}
      variant="outlined"
      sx={{
        width: box.width,
        height: box.height,
        display: 'flex',
        flexDirection: 'column',
        cursor: moveMode ? 'move' : undefined,
        opacity: isDragging ? 0.5 : 1,
        // A pointer's drop target is dashed; the widget the keyboard holds is drawn round and raised.
        outline: isOver ? '2px dashed' : isLifted ? '2px solid' : undefined,
        outlineColor: 'primary.main',
        boxShadow: isLifted ? 6 : undefined,
      }}
    >
      <Box
        sx={{
          height: GRID.titleHeight,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          pl: 1.5,
          pr: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {moveMode && (sortable?.handle ?? <DragIndicator fontSize="small" color="action" aria-hidden />)}
        <Typography
          id={headingId}
          component="h2"
          variant="subtitle1"
          noWrap
          title={title}
          sx={{ flexGrow: 1, fontWeight: 600, minWidth: 0 }}
        >
          {title}
        </Typography>
        {editMode && definition.configurable && (
          <Suspense fallback={null}>
            <PlatformSelect
              title={definition.title}
              value={platform}
              onChange={(choice) => onPlatform(widget.instanceId, choice)}
            />
          </Suspense>
        )}
        {!editMode && !moveMode && (
          <>
            <IconButton
              size="small"
              aria-label={`Show data of ${title}`}
              onClick={() => onOpen(drillFor(widget, { label: null, series: null }))}
            >
              <TableChartOutlined fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={`Export ${title} as CSV`}
              disabled={!data || failed || data.code !== 200}
              onClick={() => onExport(widget)}
            >
              <DownloadOutlined fontSize="small" />
            </IconButton>
          </>
        )}
        {moveMode && (
          <>
            <IconButton
              size="small"
              aria-label={`Move ${title} earlier`}
              disabled={!sortable?.canMove('earlier')}
              onClick={() => sortable?.move('earlier')}
            >
              <ArrowBack fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={`Move ${title} later`}
              disabled={!sortable?.canMove('later')}
              onClick={() => sortable?.move('later')}
            >
              <ArrowForward fontSize="small" />
            </IconButton>
            {sortable?.moveMenu}
          </>
        )}
        {editMode && (
          <IconButton size="small" aria-label={`Hide ${title}`} onClick={() => onHide(widget.instanceId)}>
            <VisibilityOffOutlined fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box sx={{ flexGrow: 1, minHeight: 0, p: 1, position: 'relative' }}>{body}</Box>
    </Paper>
  );
}
