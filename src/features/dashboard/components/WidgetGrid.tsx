import Box from '@mui/material/Box';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';

import { spanPixels, widgetBox } from '../grid';
import type { WidgetConfig } from '../preference';
import { chartDataOf } from '../rows';
import type { DrawerContent } from '../slice';
import type { DashboardSummary, InteractionPlatform } from '../types';
import { GRID, WIDGETS } from '../widgets';

import { type RenderWidget, WidgetFrame } from './WidgetFrame';

/** Before the grid has been measured (or where nothing is laid out, as in jsdom), it is four columns wide. */
const UNMEASURED_WIDTH = spanPixels(4, GRID.widgetWidth);

// Dragging (react-dnd and its HTML5 backend) loads with move mode, not with the page.
const MovableWidgets = lazy(() => import('./lazy/MovableWidgets'));

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
export function WidgetGrid({ widgets, summary, failed, ...handlers }: WidgetGridProps) {
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

  const renderWidget: RenderWidget = (widget, index, dnd) => {
    const definition = WIDGETS[widget.widgetId];
    const units = {
      width: widget.config?.width ?? definition.width,
      height: widget.config?.height ?? definition.height,
    };
    return (
      <Box role="listitem" key={widget.instanceId}>
        <WidgetFrame
          widget={widget}
          box={widgetBox(units, width)}
          data={chartDataOf(summary, widget.widgetId, widget.config?.platform)}
          awaiting={summary === null}
          failed={failed}
          previousId={widgets[index - 1]?.instanceId ?? null}
          nextId={widgets[index + 1]?.instanceId ?? null}
          dnd={dnd}
          {...handlers}
        />
      </Box>
    );
  };
  const still = widgets.map((widget, index) => renderWidget(widget, index));

  return (
    <Box
      ref={container}
      role="list"
      aria-label="Widgets"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: `${GRID.margin}px`, alignItems: 'flex-start' }}
    >
      {handlers.moveMode ? (
        <Suspense fallback={still}>
          <MovableWidgets widgets={widgets} renderWidget={renderWidget} onMove={handlers.onMove} />
        </Suspense>
      ) : (
        still
      )}
    </Box>
  );
}
