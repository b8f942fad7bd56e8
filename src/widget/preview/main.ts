/**
 * The page the Website Assistant page's preview frames show (spec 3 §7: "a static blank bot settings page with the
 * serialised settings as a query string"), drawing the very widget a visitor gets: `mode=closed`, the launcher
 * (the loader's own code); `mode=open`, the launcher with its chat open, the chat being this page again in
 * `mode=chat` (the widget's own chat). The query string carries the first settings; every edit after that comes
 * by postMessage from the portal (same origin only), so the preview changes without reloading.
 */
import { type PublicChatbotConfig, WIDGET_PREVIEW_PATH } from '@/contracts/website-assistant';
import { isWidgetMessage, type PreviewMessage, WIDGET_MESSAGE_SOURCE } from '@/contracts/widget-messages';

import { createLauncher } from '../loader/launcher';

/**
 * Where the preview draws the launcher (spec 3 §9's preview defaults): desktop 120/120, which the large frame
 * (640 px wide) shows, and mobile 0/0, which the small one (120 px wide, below the 640 px of full screen) shows.
 */
const PREVIEW_POSITION = { desktopRight: 120, desktopBottom: 120, mobileRight: 0, mobileBottom: 0 };

function settingsOf(search: URLSearchParams): PublicChatbotConfig | null {
  try {
    return JSON.parse(search.get('settings') ?? '') as PublicChatbotConfig;
  } catch {
    return null;
  }
}

function onSettings(callback: (config: PublicChatbotConfig) => void) {
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== window.location.origin || event.source !== window.parent) return;
    if (isWidgetMessage(event.data) && event.data.type === 'settings')
      callback((event.data as PreviewMessage).config);
  });
}

async function main() {
  const search = new URLSearchParams(window.location.search);
  const mode = search.get('mode');
  const initial = settingsOf(search);
  if (!initial) return;
  if (mode === 'chat') {
    const { mountChat } = await import('../chat/mount');
    const chat = mountChat(document.getElementById('chat') ?? document.body, {
      config: initial,
      talk: null,
      onClose: () => undefined,
    });
    onSettings((config) => chat.update(config));
    return;
  }
  const open = mode === 'open';
  const chatSource = `${WIDGET_PREVIEW_PATH}?mode=chat&settings=${encodeURIComponent(JSON.stringify(initial))}`;
  const launcher = createLauncher({
    nonce: '',
    frameSource: open ? chatSource : 'about:blank',
    position: PREVIEW_POSITION,
    onToggle: () => undefined,
    onCueOpen: () => undefined,
    onCueDismiss: () => undefined,
  });
  launcher.update(initial);
  launcher.setOpen(open);
  document.body.append(launcher.host);
  onSettings((config) => {
    launcher.update(config);
    const message: PreviewMessage = { source: WIDGET_MESSAGE_SOURCE, type: 'settings', config };
    launcher.frame.contentWindow?.postMessage(message, window.location.origin);
  });
}

void main();
