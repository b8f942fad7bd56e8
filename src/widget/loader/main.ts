/**
 * The public chatbot's loader: the script a customer's website adds with the snippet
 * (`<script async src="…/public-chatbot.js" data-chatbot-id="GUID"></script>`). Built on its own into one small
 * classic script (scripts/build-widget.mjs; ≤ 5 KB gzip).
 *
 * It inserts a hidden frame from the portal's origin, which asks the tenant's server for the bot's public settings
 * (the server answers only pages of the bot's allowed domains). With them, it draws the launcher at the configured
 * position and runs the cues; the chat itself is loaded in that frame on first open or when a cue fires. It adds
 * one global, `AssistantPortalChatbot` ({open, close, evaluateCues}), and no `style` attribute; it takes the
 * nonce of its own script tag for the few browsers that need a `<style>` element.
 */
import { type Cue, WIDGET_FRAME_PATH } from '@/contracts/website-assistant';
import {
  type FrameMessage,
  isWidgetMessage,
  type LoaderMessage,
  WIDGET_MESSAGE_SOURCE,
} from '@/contracts/widget-messages';

import { type CueRunner, runCues } from './cues';
import { createLauncher, type Launcher } from './launcher';
import { browserCuePage } from './page';

const GLOBAL_API = 'AssistantPortalChatbot';

function start(script: HTMLScriptElement) {
  const guid = script.dataset.chatbotId ?? '';
  if (!guid) {
    console.warn('Assistant Portal chatbot: the script tag has no data-chatbot-id.');
    return;
  }
  const portal = new URL(script.src).origin;
  let launcher: Launcher | null = null;
  let cues: CueRunner | null = null;
  let open = false;
  let shownCue: Cue | null = null;

  const post = (message: LoaderMessage) => launcher?.frame.contentWindow?.postMessage(message, portal);
  const setOpen = (next: boolean, utterance?: string) => {
    if (!launcher || open === next) {
      if (next && utterance) post({ source: WIDGET_MESSAGE_SOURCE, type: 'open', utterance });
      return;
    }
    open = next;
    launcher.setOpen(open);
    cues?.setChatOpen(open);
    if (open) {
      launcher.frame.focus();
      post({ source: WIDGET_MESSAGE_SOURCE, type: 'open', ...(utterance ? { utterance } : {}) });
    } else {
      launcher.focusLauncher();
    }
  };

  launcher = createLauncher({
    nonce: script.nonce ?? '',
    frameSource: `${portal}${WIDGET_FRAME_PATH}?id=${encodeURIComponent(guid)}`,
    onToggle: () => setOpen(!open),
    onCueOpen: () => {
      const cue = shownCue;
      setOpen(true, cue?.sendUtterance && cue.utteranceMessage ? cue.utteranceMessage : undefined);
    },
    onCueDismiss: () => {
      cues?.dismiss();
      launcher?.focusLauncher();
    },
  });

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== portal || event.source !== launcher?.frame.contentWindow) return;
    if (!isWidgetMessage(event.data)) return;
    const message = event.data as FrameMessage;
    if (message.type === 'refused') {
      // The site is not one the bot allows (or the bot is gone): nothing shows, and the site's developer is told.
      console.warn(`Assistant Portal chatbot: ${message.message}`);
      cues?.stop();
      launcher.remove();
      launcher = null;
    } else if (message.type === 'ready') {
      launcher.update(message.config);
      cues?.stop();
      cues = runCues(message.config.cues, browserCuePage(guid), (cue) => {
        shownCue = cue;
        launcher?.showCue(cue?.message ?? null);
        if (cue) post({ source: WIDGET_MESSAGE_SOURCE, type: 'preload' });
      });
    } else if (message.type === 'close') {
      setOpen(false);
    }
  });

  Object.defineProperty(window, GLOBAL_API, {
    configurable: true,
    value: Object.freeze({
      open: () => setOpen(true),
      close: () => setOpen(false),
      evaluateCues: () => cues?.evaluate(),
    }),
  });

  const { host } = launcher;
  const insert = () => document.body.append(host);
  if (document.body) insert();
  else document.addEventListener('DOMContentLoaded', insert, { once: true });
}

const script = document.currentScript;
if (script instanceof HTMLScriptElement && !(GLOBAL_API in window)) start(script);
