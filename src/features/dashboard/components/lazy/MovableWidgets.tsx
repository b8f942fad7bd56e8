import { useCallback } from 'react';
import { DndProvider, useDrag, useDrop } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';

import type { WidgetConfig } from '../../preference';
import type { RenderWidget } from '../WidgetFrame';

const WIDGET_DRAG_TYPE = 'dashboard-widget';

interface DraggableProps {
  widget: WidgetConfig;
  index: number;
  renderWidget: RenderWidget;
  onMove(instanceId: number, toInstanceId: number): void;
}

/** One widget that can be dragged onto another to take its place. */
function DraggableWidget({ widget, index, renderWidget, onMove }: DraggableProps) {
  const [{ isDragging }, drag] = useDrag(
    () => ({
      type: WIDGET_DRAG_TYPE,
      item: { instanceId: widget.instanceId },
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [widget.instanceId],
  );
  const [{ isOver }, drop] = useDrop(
    () => ({
      accept: WIDGET_DRAG_TYPE,
      drop: (item: { instanceId: number }) => onMove(item.instanceId, widget.instanceId),
      collect: (monitor) => ({ isOver: monitor.isOver() }),
    }),
    [onMove, widget.instanceId],
  );
  // A callback ref: react-dnd's connectors are functions, which React 19's ref types do not accept directly.
  const ref = useCallback(
    (node: HTMLElement | null) => {
      drag(drop(node));
    },
    [drag, drop],
  );
  return renderWidget(widget, index, { ref, isDragging, isOver });
}

/** Move mode (spec 2 §2): the widgets reorder by drag and drop (react-dnd, HTML5 backend). */
export default function MovableWidgets({
  widgets,
  renderWidget,
  onMove,
}: {
  widgets: WidgetConfig[];
  renderWidget: RenderWidget;
  onMove(instanceId: number, toInstanceId: number): void;
}) {
  return (
    <DndProvider backend={HTML5Backend}>
      {widgets.map((widget, index) => (
        <DraggableWidget
          key={widget.instanceId}
          widget={widget}
          index={index}
          renderWidget={renderWidget}
          onMove={onMove}
        />
      ))}
    </DndProvider>
  );
}
