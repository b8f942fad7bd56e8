import {
  MultiBackend,
  type MultiBackendOptions,
  PointerTransition,
  TouchTransition,
} from 'dnd-multi-backend';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { TouchBackend } from 'react-dnd-touch-backend';

/**
 * Mouse drags through the HTML5 backend (the browser's own drag and drop, as the dashboard always had), switching
 * to the touch backend at the first touch: the HTML5 backend never sees a finger, so without it phones could not
 * drag at all. The multi-backend switches back at the next pointer (mouse or pen) event.
 */
export const POINTER_AND_TOUCH: MultiBackendOptions = {
  backends: [
    { id: 'html5', backend: HTML5Backend, transition: PointerTransition },
    {
      id: 'touch',
      backend: TouchBackend,
      // A finger that moves at once scrolls the page; one held still for a moment picks the item up.
      options: { enableMouseEvents: false, delayTouchStart: 200 },
      transition: TouchTransition,
      // A touch drag draws no image of the item under the finger; the items show the drag themselves.
      preview: false,
    },
  ],
};

export { MultiBackend };
