/**
 * The public chatbot's frame: the page the loader puts, hidden, on a customer's site (WIDGET_FRAME_PATH?id=GUID).
 * It asks the tenant's server for the bot's public settings, saying which site embeds it (as the browser reports
 * it: the embedding page cannot change that), and tells the loader the answer; the chat itself (Preact, the Lex
 * client) is downloaded on first open or when a cue fires. In the demo it first starts the emulated cloud, as the
 * portal does.
 */
import { EMBEDDING_REFUSED, type PublicChatbot, publicChatbotAddress } from '@/contracts/website-assistant';
import {
  type FrameMessage,
  isWidgetMessage,
  type LoaderMessage,
  WIDGET_MESSAGE_SOURCE,
} from '@/contracts/widget-messages';

import { frameTenant } from './tenant';

/** Retries of the settings call after a network failure or a server error, with these waits (ms). */
const RETRY_WAITS_MS = [1000, 3000, 10_000];

/** The origin of the page that embeds this frame, as the browser reports it; '' when unknown. */
function embeddingOrigin(): string {
  if (window.parent === window) return '';
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? '';
  // Firefox has no ancestorOrigins: the referrer's origin (a page that sends none is refused).
  try {
    return document.referrer ? new URL(document.referrer).origin : '';
  } catch {
    return '';
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchChatbot(address: string): Promise<PublicChatbot | { refused: string }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(address);
      if (response.ok) return (await response.json()) as PublicChatbot;
      if (response.status < 500) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        return { refused: body.message ?? EMBEDDING_REFUSED };
      }
    } catch {
      // A network failure: retried below.
    }
    const delay = RETRY_WAITS_MS[attempt];
    if (delay === undefined) return { refused: 'The assistant is unavailable; try again later.' };
    await wait(delay);
  }
}

async function main() {
  const guid = new URLSearchParams(window.location.search).get('id') ?? '';
  const embedder = embeddingOrigin();
  const tell = (message: FrameMessage) => {
    if (embedder) window.parent.postMessage(message, embedder);
  };
  const tenant = await frameTenant(window.location.hostname);
  if (!embedder || !tenant) {
    tell({ source: WIDGET_MESSAGE_SOURCE, type: 'refused', message: EMBEDDING_REFUSED });
    return;
  }
  if (tenant.emulated) {
    // The demo's cloud runs in the browser: this frame starts it as the portal does (no real tenant loads it).
    const { startEmulatedCloud } = await import('@/emulator/cloud');
    await startEmulatedCloud(tenant);
  }
  const answer = await fetchChatbot(publicChatbotAddress(tenant.apis.portal ?? '', guid, embedder));
  if ('refused' in answer) {
    tell({ source: WIDGET_MESSAGE_SOURCE, type: 'refused', message: answer.refused });
    return;
  }
  tell({ source: WIDGET_MESSAGE_SOURCE, type: 'ready', config: answer.config });

  const close = () => tell({ source: WIDGET_MESSAGE_SOURCE, type: 'close' });
  let chat: Promise<{ shown(utterance?: string): void }> | null = null;
  const loadChat = () =>
    (chat ??= Promise.all([import('../chat/mount'), import('../chat/conversation')]).then(
      ([{ mountChat }, { createConversation }]) => {
        const conversation = createConversation(tenant, answer);
        const root = document.getElementById('chat') ?? document.body;
        return mountChat(root, {
          config: answer.config,
          talk: conversation,
          bubbles: answer.bubbles ?? [],
          onClose: close,
        });
      },
    ));
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== embedder || event.source !== window.parent || !isWidgetMessage(event.data)) return;
    const message = event.data as LoaderMessage;
    if (message.type === 'preload') void loadChat();
    if (message.type === 'open') void loadChat().then((mounted) => mounted.shown(message.utterance));
  });
}

void main();
