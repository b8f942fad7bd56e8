import { createAction } from '@reduxjs/toolkit';

/**
 * Events one feature announces and another follows, so that neither imports the other (a feature's code is
 * loaded with its route; the chat is on every page).
 */

/** The skill's suggestion bubbles were saved (the bubbles editor): the chat shows the new tree at once. */
export const assistantBubblesChanged = createAction('assistant/bubblesChanged');
