/**
 * The organisation's action buttons as the emulated bot knows them (docs/adr/0023-action-buttons.md): each button
 * is one more intent, asked for by its title or as "create a(n) / new / add a / log a <object>", whose reply offers
 * the button's form in the session attribute `actionButton`; the portal's chat shows it as a button that opens the
 * form. Only members are offered them (the bot leaves them out for a website's visitors).
 */
import { ACTION_BUTTON_ATTRIBUTE, type ActionButtonOffer } from '@/contracts/action-buttons';

import type { SeededIntent } from '../assistant/catalogue';

import type { ActionButtonsModuleState } from './state';

/** The intent every button's turn is recorded under. */
export const ACTION_BUTTON_INTENT = 'OpenActionForm';
/** The connector the CRM forms belong to (the demo's Salesforce connection). */
export const ACTION_BUTTON_CONNECTOR = 'salesforce';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const article = (noun: string) => (/^[aeiou]/.test(noun) ? 'an' : 'a');

/** The reply that offers a button's form. */
export const offerReply = (title: string, object: string) =>
  `Here is the form <b>${escapeHtml(title)}</b>: fill it in and I will add the ${escapeHtml(object.toLowerCase())} to the CRM.`;

export function actionButtonIntents(state: ActionButtonsModuleState, tenant: string): SeededIntent[] {
  return state.buttons
    .filter((button) => button.tenant === tenant && button.fields.length > 0)
    .map((button) => {
      const object = button.fields[0]?.table ?? '';
      const noun = object.toLowerCase();
      const offer: ActionButtonOffer = { SK: button.SK, title: button.title };
      return {
        name: ACTION_BUTTON_INTENT,
        title: button.title,
        connector: ACTION_BUTTON_CONNECTOR,
        utterances: [
          button.title,
          `create ${article(noun)} ${noun}`,
          `new ${noun}`,
          `add ${article(noun)} ${noun}`,
          `log ${article(noun)} ${noun}`,
        ],
        reply: offerReply(button.title, object),
        sessionAttributes: { [ACTION_BUTTON_ATTRIBUTE]: JSON.stringify(offer) },
      };
    });
}
