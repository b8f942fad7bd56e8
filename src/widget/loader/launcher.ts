/**
 * The public chatbot as a visitor's page shows it before the chat opens: the round launcher, the cue's pop-up
 * message and the (hidden until opened) frame of the chat, in a shadow root so that the page's CSS and ours never
 * meet. An open one: a closed root hides nothing from the page's scripts (they could replace attachShadow), but
 * it does from assistive-technology tests and test tools. Used by the loader on customers' pages and by the portal's preview page, which must show the
 * very same thing.
 *
 * No `style` attribute is ever set (a strict host policy refuses them): the styles are constructed stylesheets
 * (CSSOM, which CSP does not govern), or, where those are missing, `<style>` elements carrying the loader's nonce.
 * What changes (colours, positions, the visual viewport) is rewritten as custom properties in a second sheet.
 */
import {
  DEFAULT_COLOURS,
  HEX_COLOUR,
  type PublicBotPosition,
  type PublicChatbotConfig,
} from '@/contracts/website-assistant';

/** Below this width the chat is full screen (issue 26), kept in step with the visual viewport. */
export const FULL_SCREEN_BELOW_PX = 640;
const LAUNCHER_PX = 56;

const CSS = `
:host{all:initial!important;display:contents!important}
*{box-sizing:border-box}
.launcher{position:fixed;z-index:2147483000;right:var(--right);bottom:var(--bottom);width:${LAUNCHER_PX}px;height:${LAUNCHER_PX}px;margin:0;padding:0;border:0;border-radius:50%;background:var(--icon-circle);color:var(--icon-bubble);cursor:pointer;align-items:center;justify-content:center;overflow:hidden;box-shadow:0 2px 10px rgba(0,0,0,.3)}
.launcher:focus-visible,.cue button:focus-visible{outline:3px solid var(--primary);outline-offset:3px}
.launcher svg{width:30px;height:30px;fill:currentColor}
.launcher img{width:100%;height:100%;object-fit:cover}
.cue{position:fixed;z-index:2147483000;right:var(--right);bottom:calc(var(--bottom) + ${LAUNCHER_PX + 12}px);max-width:min(320px,calc(100vw - var(--right) - 16px));display:none;align-items:flex-start;gap:6px}
.cue-text{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:left;margin:0;padding:10px 14px;border:0;border-radius:14px;background:var(--smart-bubble);color:var(--smart-bubble-text);cursor:pointer;box-shadow:0 2px 10px rgba(0,0,0,.25)}
.cue-close{flex:none;width:28px;height:28px;margin:0;padding:0;border:0;border-radius:50%;background:#fff;color:#222;font:18px/28px system-ui,sans-serif;cursor:pointer;box-shadow:0 1px 6px rgba(0,0,0,.25)}
.frame{position:fixed;z-index:2147483001;margin:0;padding:0;border:0;right:var(--right);bottom:calc(var(--bottom) + ${LAUNCHER_PX + 12}px);width:min(380px,calc(100vw - var(--right) - 16px));height:min(600px,calc(100vh - var(--bottom) - ${LAUNCHER_PX + 28}px));visibility:hidden;pointer-events:none;border-radius:14px;background:#fff;box-shadow:0 6px 30px rgba(0,0,0,.3)}
.open .frame{visibility:visible;pointer-events:auto}
.launcher,.cue.shown{display:none}
.ready .launcher{display:flex}
.ready .cue.shown{display:flex}
.announce{position:fixed;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (max-width:${FULL_SCREEN_BELOW_PX - 1}px){
.launcher{right:var(--m-right);bottom:var(--m-bottom)}
.cue{right:var(--m-right);bottom:calc(var(--m-bottom) + ${LAUNCHER_PX + 12}px);max-width:calc(100vw - var(--m-right) - 16px)}
.frame{top:var(--vv-top);left:var(--vv-left);right:auto;bottom:auto;width:var(--vv-width);height:var(--vv-height);border-radius:0}
.open .launcher,.open .cue.shown{display:none}
}
@media (prefers-reduced-motion:no-preference){.cue.shown{animation:rise .2s ease-out}@keyframes rise{from{opacity:0;transform:translateY(8px)}}}
`;

/** The speech-bubble icon of a launcher without a custom icon. */
const CHAT_ICON_PATH =
  'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01z';
const SVG = 'http://www.w3.org/2000/svg';

const colour = (value: string | undefined, fallback: string) =>
  value !== undefined && HEX_COLOUR.test(value) ? value : fallback;
const pixels = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) ? Math.min(Math.max(Math.round(number), 0), 5000) : 0;
};

interface Viewport {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The part of the styles that follows the settings and the visual viewport. */
function variables(config: PublicChatbotConfig, position: PublicBotPosition, viewport: Viewport): string {
  const colours = config.color;
  return (
    `:host{--right:${pixels(position.desktopRight)}px;--bottom:${pixels(position.desktopBottom)}px;` +
    `--m-right:${pixels(position.mobileRight)}px;--m-bottom:${pixels(position.mobileBottom)}px;` +
    `--primary:${colour(colours.primary, DEFAULT_COLOURS.primary)};` +
    `--icon-circle:${colour(colours.iconCircle, DEFAULT_COLOURS.iconCircle)};` +
    `--icon-bubble:${colour(colours.iconChatBubble, DEFAULT_COLOURS.iconChatBubble)};` +
    `--smart-bubble:${colour(colours.smartBubble, DEFAULT_COLOURS.smartBubble)};` +
    `--smart-bubble-text:${colour(colours.smartBubbleText, DEFAULT_COLOURS.smartBubbleText)};` +
    `--vv-top:${pixels(viewport.top)}px;--vv-left:${pixels(viewport.left)}px;` +
    `--vv-width:${pixels(viewport.width)}px;--vv-height:${pixels(viewport.height)}px}`
  );
}

/** Two sheets, the fixed one and the changing one: constructed where the browser can, nonce'd `<style>` otherwise. */
function styleSheets(root: ShadowRoot, nonce: string): (changing: string) => void {
  if (
    typeof CSSStyleSheet === 'function' &&
    'adoptedStyleSheets' in root &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    const fixed = new CSSStyleSheet();
    fixed.replaceSync(CSS);
    const changing = new CSSStyleSheet();
    root.adoptedStyleSheets = [fixed, changing];
    return (text) => changing.replaceSync(text);
  }
  const element = (text: string) => {
    const style = document.createElement('style');
    if (nonce) style.nonce = nonce;
    style.textContent = text;
    root.append(style);
    return style;
  };
  element(CSS);
  const changing = element('');
  return (text) => (changing.textContent = text);
}

export interface LauncherOptions {
  /** The page's script nonce, for browsers without constructed stylesheets. */
  nonce: string;
  /** The chat frame's address. */
  frameSource: string;
  /** Overrides the settings' positions (the preview's defaults). */
  position?: PublicBotPosition;
  onToggle(): void;
  onCueOpen(): void;
  onCueDismiss(): void;
}

export interface Launcher {
  host: HTMLElement;
  frame: HTMLIFrameElement;
  /** Draws the settings (name, icon, colours, positions). */
  update(config: PublicChatbotConfig): void;
  setOpen(open: boolean): void;
  /** Shows a cue's message (announced politely), or hides the shown one with null. */
  showCue(message: string | null): void;
  focusLauncher(): void;
  remove(): void;
}

/** Builds the launcher, its cue and its frame in a new element (not yet in the page). */
export function createLauncher(options: LauncherOptions): Launcher {
  const host = document.createElement('assistant-portal-chatbot');
  const root = host.attachShadow({ mode: 'open' });
  const setVariables = styleSheets(root, options.nonce);
  const container = document.createElement('div');

  const cue = document.createElement('div');
  cue.className = 'cue';
  const cueText = document.createElement('button');
  cueText.type = 'button';
  cueText.className = 'cue-text';
  cueText.addEventListener('click', () => options.onCueOpen());
  const cueClose = document.createElement('button');
  cueClose.type = 'button';
  cueClose.className = 'cue-close';
  cueClose.textContent = '×';
  cueClose.setAttribute('aria-label', 'Dismiss the message');
  cueClose.addEventListener('click', () => options.onCueDismiss());
  cue.append(cueText, cueClose);

  // Present from the start and empty: a live region announces what is written into it later, not itself.
  const announce = document.createElement('div');
  announce.className = 'announce';
  announce.setAttribute('role', 'status');

  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.className = 'launcher';
  launcher.setAttribute('aria-expanded', 'false');
  launcher.addEventListener('click', () => options.onToggle());

  const frame = document.createElement('iframe');
  frame.className = 'frame';
  frame.src = options.frameSource;
  // The chat may use the microphone when voice is on; the host page's own policy must allow it too.
  frame.allow = 'microphone';
  container.append(announce, cue, frame, launcher);
  root.append(container);

  let config: PublicChatbotConfig | null = null;
  let open = false;
  let viewport: Viewport = { top: 0, left: 0, width: 0, height: 0 };

  const drawVariables = () => {
    if (config) setVariables(variables(config, options.position ?? config.position, viewport));
  };
  const drawLauncher = () => {
    if (!config) return;
    const name = config.botName;
    launcher.setAttribute('aria-label', open ? `Close the chat with ${name}` : `Chat with ${name}`);
    launcher.setAttribute('aria-expanded', String(open));
    frame.title = `Chat with ${name}`;
    const icon = config.bigChatIcon && config.chatIcon ? config.chatIcon : '';
    if (icon) {
      const image = document.createElement('img');
      image.alt = '';
      image.src = icon;
      launcher.replaceChildren(image);
    } else {
      const svg = document.createElementNS(SVG, 'svg');
      svg.setAttribute('viewBox', '0 0 24 24');
      svg.setAttribute('aria-hidden', 'true');
      const path = document.createElementNS(SVG, 'path');
      path.setAttribute('d', open ? 'M6 6l12 12M18 6 6 18' : CHAT_ICON_PATH);
      if (open) {
        path.setAttribute('stroke', 'currentColor');
        path.setAttribute('stroke-width', '2.5');
      }
      svg.append(path);
      launcher.replaceChildren(svg);
    }
  };

  // Full screen on a phone follows the visual viewport (the on-screen keyboard shrinks it; pinch-zoom moves it).
  const visual = window.visualViewport;
  const measure = () => {
    viewport = visual
      ? { top: visual.offsetTop, left: visual.offsetLeft, width: visual.width, height: visual.height }
      : { top: 0, left: 0, width: window.innerWidth, height: window.innerHeight };
    drawVariables();
  };
  const target: EventTarget = visual ?? window;
  target.addEventListener('resize', measure);
  target.addEventListener('scroll', measure);
  measure();

  return {
    host,
    frame,
    update(next) {
      config = next;
      drawVariables();
      drawLauncher();
      // Shown once placed: before its settings it has no position, and would appear elsewhere first.
      container.classList.add('ready');
    },
    setOpen(next) {
      open = next;
      container.classList.toggle('open', open);
      drawLauncher();
    },
    showCue(message) {
      cue.classList.toggle('shown', message !== null);
      cueText.textContent = message ?? '';
      announce.textContent = message === null || !config ? '' : `${config.botName}: ${message}`;
    },
    focusLauncher: () => launcher.focus(),
    remove() {
      target.removeEventListener('resize', measure);
      target.removeEventListener('scroll', measure);
      host.remove();
    },
  };
}
