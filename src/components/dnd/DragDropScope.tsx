import { lazy, type ReactNode, Suspense } from 'react';

// react-dnd and its backends load with the first scope that renders, not with the page.
const DragDropProvider = lazy(() => import('./lazy/DragDropProvider'));

/**
 * A drag-and-drop scope, loaded when first rendered: for a feature's own draggables (react-dnd's hooks in a lazy
 * component of its own). `SortableList` and `SortableTree` bring their own scope; several inside one scope share
 * it. Until the code has loaded, `fallback` shows instead of the children.
 */
export function DragDropScope({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <DragDropProvider>{children}</DragDropProvider>
    </Suspense>
  );
}
