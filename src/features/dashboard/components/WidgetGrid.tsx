import Box from '@mui/material/Box';
import { useLayoutEffect, useRef, useState } from 'react';

import { SortableList } from '@/components/dnd/SortableList';
import type { SortableItem } from '@/components/dnd/types';

import { spanPixels, widgetBox } from '../grid';
import type { WidgetConfig } from '../preference';
import { chartDataOf } from '../rows';
import type { DrawerContent } from '../slice';
import type { DashboardSummary, InteractionPlatform } from '../types';
import { GRID, WIDGETS } from '../widgets';

import { WidgetFrame, widgetTitle } from './WidgetFrame';

/** Before the grid has been measured (or where nothing is laid out, as in jsdom), it is four columns wide. */
const UNMEASURED_WIDTH = spanPixels(4, GRID.widgetWidth);

/** The widget list's accessible name. */
const WIDGET_LIST_LABEL = 'Widgets';

/** The widgets wrap into rows; a widget keeps its box's size. */
const ROWS_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${GRID.margin}px`,
  alignItems: 'flex-start',
} as const;

interface WidgetGridProps {
  widgets: WidgetConfig[];
  summary: DashboardSummary | null;
  failed: boolean;
  editMode: boolean;
  moveMode: boolean;
  onHide(instanceId: number): void;
  onPlatform(instanceId: number, platform: InteractionPlatform): void;
  onMove(instanceId: number, toInstanceId: number): void;
  onOpen(content: DrawerContent): void;
  onExport(widget: WidgetConfig): void;
}

/** The widgets in the user's order, wrapped into as many 250 px columns as fit (spec 2 §9). */
export function WidgetGrid({ widgets, summary, failed, onMove, ...handlers }: WidgetGridProps) {
  const container = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(UNMEASURED_WIDTH);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const renderWidget = (widget: WidgetConfig, sortable?: SortableItem) => {
    const definition = WIDGETS[widget.widgetId];
    const units = {
      width: widget.config?.width ?? definition.width,
      height: widget.config?.height ?? definition.height,
    };
    return (
      <WidgetFrame
        widget={widget}
        box={widgetBox(units, width)}
        data={chartDataOf(summary, widget.widgetId, widget.config?.platform)}
        awaiting={summary === null}
        failed={failed}
        sortable={sortable}
        {...handlers}
      />
    );
  };

  return (
    <Box ref={container}>
      {handlers.moveMode ? (
        // Move mode (spec 2 §2): drag (mouse or finger), keyboard or the Move menu; the drag-and-drop code loads
        // with it, not with the page.
        <SortableList
          items={widgets}
          label={WIDGET_LIST_LABEL}
          getId={(widget) => String(widget.instanceId)}
          getLabel={widgetTitle}
          onMove={({ item, toIndex }) => {
            const target = widgets[toIndex];
            if (target) onMove(item.instanceId, target.instanceId);
          }}
          renderItem={(widget, _index, sortable) => renderWidget(widget, sortable)}
          sx={ROWS_SX}
        />
      ) : (
        <Box role="list" aria-label={WIDGET_LIST_LABEL} sx={ROWS_SX}>
          {widgets.map((widget) => (
            <Box role="listitem" key={widget.instanceId}>
              {renderWidget(widget)}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
