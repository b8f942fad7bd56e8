import type { ReactNode } from 'react';
import { DndProvider } from 'react-dnd';

import { MultiBackend, POINTER_AND_TOUCH } from './backend';

/**
 * react-dnd's provider with the pointer and touch backends. Providers share one manager per window (react-dnd
 * keeps it globally), so a sortable inside another provider of ours drags in the same scope.
 */
export default function DragDropProvider({ children }: { children: ReactNode }) {
  return (
    <DndProvider backend={MultiBackend} options={POINTER_AND_TOUCH}>
      {children}
    </DndProvider>
  );
}
