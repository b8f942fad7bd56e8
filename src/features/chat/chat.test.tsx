import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createCrmRecord } from '@/contracts/action-buttons';
import { chatHistory } from '@/contracts/chat';
import { clock } from '@/emulator/core/clock';
import { SEEDED_BUTTONS } from '@/emulator/modules/action-buttons/seed';
import {
  CALENDAR_LINK_URL,
  FALLBACK_REPLY,
  SEEDED_FAQ,
  WELCOME_REPLY,
} from '@/emulator/modules/assistant/catalogue';
import {
  addChatTurns,
  addWelcomeTurn,
  clearChatTurns,
  provokeBotFailure,
} from '@/emulator/modules/lex/test-support';
import { DEMO_ACCOUNTS, DEMO_TENANT } from '@/emulator/seed';
import { signOutRequested } from '@/features/auth';
import { inviteDialogOpened } from '@/features/users';
import { userStorage } from '@/lib/user-storage';

import { PINNED_INSTANT } from '@tests/clock';
import { emulator, server } from '@tests/emulator';
import { renderApp, type RenderAppOptions, type RenderedApp } from '@tests/render';

import { LAUNCHER_CLEARANCE_PX } from './launcher-placement';
import { dayLabel, startsNewDay } from './lib/dates';
import { ACTION_FORM_TEXTS, BUBBLE_ANSWER_DELAY_MS, CHAT_MESSAGES, LINK_WINDOW } from './messages';
import { CONNECTION_ID_KEY, PENDING_MESSAGE_KEY } from './sagas';
import { historyRequested, messageSubmitted } from './slice';
import { CHAT_WINDOW_KEY } from './window-properties';

const ADMIN = DEMO_ACCOUNTS.administrator;
/** A pool that signs in by e-mail names its users by their sub. */
const ADMIN_USERNAME = ADMIN.sub;

type View = RenderedApp;

/** One Lex RecognizeText request the portal sent: its text and attributes. */
interface SentTurn {
  text: string;
  sessionAttributes: Record<string, string>;
  requestAttributes: Record<string, string>;
}

beforeAll(() => {
  // jsdom does not scroll; react-virtuoso scrolls by an offset when it prepends older history.
  Element.prototype.scrollBy ??= function scrollBy() {};
});

const stopRecording: (() => void)[] = [];
afterEach(() => {
  for (const stop of stopRecording.splice(0)) stop();
  vi.useRealTimers();
});

/** Records every RecognizeText the portal sends (msw's request:start). */
function recordTurns() {
  const turns: SentTurn[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'POST' || !/\/sessions\/[^/]+\/text$/.test(new URL(request.url).pathname)) return;
    pending.push(
      request
        .clone()
        .json()
        .then(
          (body: {
            text: string;
            sessionState?: { sessionAttributes?: Record<string, string> };
            requestAttributes?: Record<string, string>;
          }) => {
            turns.push({
              text: body.text,
              sessionAttributes: body.sessionState?.sessionAttributes ?? {},
              requestAttributes: body.requestAttributes ?? {},
            });
          },
        ),
    );
  };
  server.events.on('request:start', listener);
  stopRecording.push(() => server.events.removeListener('request:start', listener));
  return {
    async all() {
      await Promise.all(pending);
      return turns;
    },
  };
}

/**
 * The portal signed in, with react-virtuoso given a viewport (jsdom measures nothing, so the list would render
 * no rows): the same app element, re-rendered inside Virtuoso's documented test context.
 */
async function renderPortal(options: RenderAppOptions = {}): Promise<View> {
  const view = await renderApp({ route: '/under-development', signedInAs: 'administrator', ...options });
  view.rerender(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 40 }}>
      {view.element}
    </VirtuosoMockContext.Provider>,
  );
  // A cold start on a loaded machine takes a while (lazy chunks are transformed on first use).
  await view.screen.findByRole('button', { name: /^Account menu for / }, { timeout: 15_000 });
  return view;
}

const chatWindow = (view: View) =>
  view.screen.findByRole('region', { name: view.services.config.organisationName });
const messageLog = (view: View) => view.screen.getByRole('log', { name: 'Chat messages' });
const input = (view: View) => view.screen.getByRole('textbox', { name: 'Message' });

/**
 * Waits for `text` among the newest `count` messages of the log, and fails the test if it never comes (the
 * assertion is here: the virtualised list may replace the row right after, so the element returned is for
 * reading at once, not for a later `toBeInTheDocument`). The seeded history (drawn from the pinned day)
 * may hold the same words as a test's turn, so a test looks for what it caused among the newest messages only.
 */
function findNewest(view: View, text: string | RegExp, count = 2): Promise<HTMLElement> {
  return waitFor(
    () => {
      const newest = [...messageLog(view).querySelectorAll<HTMLElement>('[data-item-index]')].slice(-count);
      const [found] = newest.flatMap((item) => within(item).queryAllByText(text));
      expect(found, `“${String(text)}” among the newest ${count} messages`).toBeDefined();
      return found as HTMLElement;
    },
    // A loaded machine can take a while to render the reply's row.
    { timeout: 20_000 },
  );
}

/** The welcome's reply is the newest message (seeded history holds earlier welcomes too). */
async function welcomed(view: View) {
  await waitFor(() => expect(view.store.getState().chat.messages.at(-1)?.data.text).toBe(WELCOME_REPLY));
  await waitFor(() => expect(view.store.getState().chat.typing).toBe(false));
}

async function openChat(view: View) {
  await view.user.click(await view.screen.findByRole('button', { name: /^Open chat/ }));
  const region = await chatWindow(view);
  await welcomed(view);
  return region;
}

async function say(view: View, text: string) {
  await view.user.type(input(view), `${text}{Enter}`);
}

/** The next RecognizeText answers with this reply instead of the emulated bot's: one the seeded bot never gives. */
function answerNextTurn(reply: { intent: string; text: string; cardBody?: string }) {
  server.use(
    http.post(
      '*/bots/:botId/botAliases/:botAliasId/botLocales/:localeId/sessions/:sessionId/text',
      ({ params }) =>
        HttpResponse.json({
          sessionId: params.sessionId,
          messages: [{ contentType: 'PlainText', content: reply.text }],
          sessionState: {
            dialogAction: { type: 'Close' },
            intent: { name: reply.intent, state: 'Fulfilled' },
            sessionAttributes: reply.cardBody === undefined ? {} : { cardBody: reply.cardBody },
          },
        }),
      { once: true },
    ),
  );
}

/** HTML as the cardBody attribute, the way the real bot sends it. */
const answerNextTurnWith = (html: string) =>
  answerNextTurn({ intent: 'LinkAccount', text: html.replace(/<[^>]*>/g, ''), cardBody: html });

/** Plain text only: no cardBody, as a reply without a response card comes. */
const answerNextTurnWithPlainText = (text: string) => answerNextTurn({ intent: 'Help', text });

const typingBar = (view: View) => view.screen.queryByRole('progressbar', { name: 'The assistant is typing' });

describe('the chat widget', () => {
  it('opens from the launcher: history, then the hidden welcome once, and the bubbles', async () => {
    const turns = recordTurns();
    const view = await renderPortal();
    const region = await openChat(view);
    // The welcome's 'open' is sent but never shown.
    expect((await turns.all()).map((turn) => turn.text)).toEqual(['open']);
    expect(within(messageLog(view)).queryByText('open')).not.toBeInTheDocument();
    // The seeded history is there (the administrator has chatted before).
    expect(view.store.getState().chat.history.loaded).toBe(10);
    expect(within(region).getByRole('group', { name: 'Suggested questions' })).toBeInTheDocument();
    expect(input(view)).toHaveAttribute('placeholder', 'Write a reply...');

    // Closing and opening again sends no second welcome.
    await view.user.click(within(region).getByRole('button', { name: 'Close chat window' }));
    await view.user.click(view.screen.getByRole('button', { name: /^Open chat/ }));
    await chatWindow(view);
    expect((await turns.all()).map((turn) => turn.text)).toEqual(['open']);
  });

  it('sends no welcome when the previous message was the hidden welcome', async () => {
    const turns = recordTurns();
    const view = await renderPortal();
    addWelcomeTurn(view.emulator, ADMIN.email);
    await view.user.click(await view.screen.findByRole('button', { name: /^Open chat/ }));
    await chatWindow(view);
    await waitFor(() => expect(view.store.getState().chat.history.status).toBe('succeeded'));
    expect(view.store.getState().chat.messages.at(-1)?.data.html).toBe(WELCOME_REPLY);
    expect(await turns.all()).toEqual([]);
  });

  it('sends the welcome once per visit: reloading after chatting greets no more (issue 11)', async () => {
    const turns = recordTurns();
    const first = await renderPortal();
    await openChat(first);
    await say(first, 'find account');
    await waitFor(
      () => expect(first.store.getState().chat.messages.at(-1)?.data.html).toMatch(/Contoso Ltd/),
      {
        timeout: 15_000,
      },
    );
    first.unmount();
    // The reload: the window left open opens again, and loads the history the first visit added to.
    const second = await renderPortal();
    await chatWindow(second);
    await waitFor(() => expect(second.store.getState().chat.history.status).toBe('succeeded'));
    // The welcome would go out right after the history arrived: give it time to reach the bot.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await turns.all()).map((turn) => turn.text)).toEqual(['open', 'find account']);
    const storedWelcomes = second.emulator.db.state.assistant.conversations.filter(
      (turn) => turn.userId === ADMIN.sub && turn.hidden && Date.parse(turn.createdAt) >= PINNED_INSTANT,
    );
    expect(storedWelcomes).toHaveLength(1);
  });

  it('sends a typed message on Enter with its session and request attributes, and shows the sanitised reply', async () => {
    const turns = recordTurns();
    const view = await renderPortal();
    await openChat(view);
    await say(view, 'open a support ticket');
    await findNewest(view, 'open a support ticket');
    // The seeded history may hold the same reply (on some pinned days it does): the newest messages' link.
    const link = await findNewest(view, 'support.example.com/tickets/48213');
    expect(link).toHaveRole('link');
    expect(link).toHaveAttribute('href', 'http://support.example.com/tickets/48213');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(input(view)).toHaveValue('');

    const sent = (await turns.all()).at(-1);
    expect(sent?.text).toBe('open a support ticket');
    expect(sent?.requestAttributes).toEqual({ source: 'chat', bubbleUsage: 'false' });
    expect(sent?.sessionAttributes.appId).toBe(view.store.getState().auth.skill?.appId);
    expect(sent?.sessionAttributes.accessToken).toMatch(/^ey/);
    // The requestId of the welcome's reply travels with the next turn.
    expect(sent?.sessionAttributes.requestId).toBeTruthy();
  });

  it('shows the typing bar while the bot is answering', async () => {
    const view = await renderPortal();
    await openChat(view);
    // Long enough for the typing to end before the reply comes, on a loaded machine too.
    view.emulator.faults.add({ operation: 'RecognizeText', status: 0, delayMs: 2_000, times: 1 });
    await say(view, 'show my pipeline');
    expect(
      await view.screen.findByRole('progressbar', { name: 'The assistant is typing' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(view.screen.queryByRole('progressbar', { name: 'The assistant is typing' })).toBeNull(),
    );
  });

  it('never sends an empty message; Shift+Enter makes a new line', async () => {
    const turns = recordTurns();
    const view = await renderPortal();
    await openChat(view);
    await view.user.type(input(view), '   {Enter}');
    expect(view.screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await view.user.clear(input(view));
    await view.user.type(input(view), 'first line{Shift>}{Enter}{/Shift}second line');
    expect(input(view)).toHaveValue('first line\nsecond line');
    expect((await turns.all()).map((turn) => turn.text)).toEqual(['open']);
    await view.user.click(view.screen.getByRole('button', { name: 'Send message' }));
    await waitFor(async () => expect((await turns.all()).at(-1)?.text).toBe('first line\nsecond line'));
  });

  it('pastes plain text only', async () => {
    const view = await renderPortal();
    await openChat(view);
    await view.user.type(input(view), 'Hello ');
    const clipboardData = {
      getData: (type: string) => (type === 'text/plain' ? 'plain words' : '<b>bold words</b>'),
    };
    fireEvent.paste(input(view), { clipboardData });
    expect(input(view)).toHaveValue('Hello plain words');
  });

  it('walks through earlier distinct text messages with up and down in an empty input', async () => {
    const view = await renderPortal();
    await openChat(view);
    for (const text of ['find account', 'show my pipeline', 'find account']) {
      await say(view, text);
      await waitFor(() => expect(view.store.getState().chat.typing).toBe(false));
    }
    await view.user.click(input(view));
    await view.user.keyboard('{ArrowUp}');
    expect(input(view)).toHaveValue('find account');
    await view.user.keyboard('{ArrowUp}');
    expect(input(view)).toHaveValue('show my pipeline');
    await view.user.keyboard('{ArrowDown}');
    expect(input(view)).toHaveValue('find account');
    await view.user.keyboard('{ArrowDown}');
    expect(input(view)).toHaveValue('');
  });

  it('counts replies that arrive while the chat is closed, and resets on open', async () => {
    const view = await renderPortal();
    const region = await openChat(view);
    // Long enough to close the window before the reply comes, on a loaded machine too.
    view.emulator.faults.add({ operation: 'RecognizeText', status: 0, delayMs: 2_000, times: 1 });
    await say(view, 'find account');
    await view.user.click(within(region).getByRole('button', { name: 'Close chat window' }));
    expect(await view.screen.findByRole('button', { name: 'Open chat, 1 unread' })).toBeInTheDocument();
    await view.user.click(view.screen.getByRole('button', { name: 'Open chat, 1 unread' }));
    expect(await view.screen.findByRole('button', { name: 'Close chat' })).toBeInTheDocument();
    expect(view.store.getState().chat.unread).toBe(0);
  });

  it('opens the account-linking window, 1324 × 800, for an expired-link reply', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = await renderPortal();
    await openChat(view);
    await say(view, 'sync my calendar');
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        CALENDAR_LINK_URL,
        '_blank',
        `noopener,noreferrer,width=${LINK_WINDOW.width},height=${LINK_WINDOW.height}`,
      ),
    );
  });

  it('opens no script, data or obfuscated link from an expired-link reply, only the https one (issue 10)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = await renderPortal();
    await openChat(view);
    // The overridden answers are for these turns, not the welcome's.
    await welcomed(view);
    const hostile = [
      '<a href="javascript:alert(document.domain)">link</a>',
      '<a href="JaVaScRiPt:alert(document.domain)">link</a>',
      '<a href="java&#x09;script:alert(1)">link</a>',
      '<a href="&#106;avascript&colon;alert(1)">link</a>',
      '<a href=" data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">link</a>',
    ];
    const safe = '<a href="https://link.example/calendar">link</a>';
    for (const [index, anchor] of [...hostile, safe].entries()) {
      answerNextTurnWith(
        `Reply ${index}: your calendar connection has expired. Please link your account ${anchor}`,
      );
      await say(view, `sync my calendar ${index}`);
      // The store, not the list: the virtualised list may not have rendered the newest row yet in jsdom.
      await waitFor(() =>
        expect(view.store.getState().chat.messages.at(-1)?.data.text).toMatch(new RegExp(`^Reply ${index}:`)),
      );
    }
    // Turns run one at a time: by the time the last reply opened its window, the hostile ones were handled.
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(open.mock.calls).toEqual([
      [
        'https://link.example/calendar',
        '_blank',
        `noopener,noreferrer,width=${LINK_WINDOW.width},height=${LINK_WINDOW.height}`,
      ],
    ]);
  });
});

describe('issue 11', () => {
  it('keeps the typing bar on until every pending turn has answered; bubbles wait for the last one', async () => {
    const view = await renderPortal();
    const region = await openChat(view);
    // The second turn takes its time (then goes on to the emulated bot), so the first answers well before it.
    server.use(
      http.post(
        '*/bots/:botId/botAliases/:botAliasId/botLocales/:localeId/sessions/:sessionId/text',
        async ({ request }) => {
          const body = (await request.clone().json()) as { text: string };
          if (body.text === 'show my pipeline') await delay(2_000);
          return undefined;
        },
      ),
    );
    act(() => {
      view.store.dispatch(messageSubmitted({ type: 'text', text: 'find account', source: 'chat' }));
      view.store.dispatch(messageSubmitted({ type: 'text', text: 'show my pipeline', source: 'chat' }));
    });
    // The first reply is in; the second turn is still pending.
    await waitFor(() => expect(view.store.getState().chat.messages.at(-1)?.data.html).toMatch(/Contoso Ltd/));
    expect(typingBar(view)).toBeInTheDocument();
    const bubbles = within(region).getByRole('group', { name: 'Suggested questions' });
    expect(within(bubbles).getByRole('button', { name: /IT support/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(typingBar(view)).toBeNull(), { timeout: 10_000 });
    expect(view.store.getState().chat.messages.at(-1)?.data.html).not.toMatch(/Contoso Ltd/);
    expect(within(bubbles).getByRole('button', { name: /IT support/ })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('answers "hello" with what the assistant can do, not the fallback, with the bubbles to click', async () => {
    const view = await renderPortal();
    const region = await openChat(view);
    await say(view, 'hello');
    await waitFor(() => expect(view.store.getState().chat.messages.at(-2)?.data.text).toBe('hello'));
    await waitFor(() => expect(view.store.getState().chat.typing).toBe(false));
    const reply = view.store.getState().chat.messages.at(-1)?.data.html ?? '';
    expect(reply).not.toBe(FALLBACK_REPLY);
    expect(reply).not.toBe(WELCOME_REPLY);
    // What it can do, naming the top-level bubbles shown under it.
    expect(reply).toMatch(/I can create incidents.*IT support/s);
    await findNewest(view, 'IT support');
    const bubbles = within(region).getByRole('group', { name: 'Suggested questions' });
    expect(within(bubbles).getByRole('button', { name: /IT support/ })).toBeInTheDocument();
  });

  it('links a URL in a plain-text reply (no HTML): new tab, noopener, http:// added; no other scheme', async () => {
    const view = await renderPortal();
    const region = await openChat(view);
    answerNextTurnWithPlainText('See www.example.com/help or javascript:alert(1) for more.');
    await say(view, 'where is the help');
    await waitFor(() => expect(view.store.getState().chat.typing).toBe(false));
    const reply = await findNewest(view, /for more\./);
    // By its text, not its role: react-virtuoso keeps an item `visibility: hidden` until it has measured it, and
    // jsdom measures nothing, so whether the item (and the link's accessible name) counts as visible depends on
    // what rendered before: the test failed after the expired-link test in a whole-file run, on a clean clone too.
    const link = within(reply).getByText('www.example.com/help').closest('a');
    expect(link).not.toBeNull();
    expect(region).toContainElement(link);
    expect(link).toHaveAttribute('href', 'http://www.example.com/help');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(reply.querySelectorAll('a')).toHaveLength(1);
    // Sign-in, history, welcome and a bot turn: can outlast the default 20 s on a busy runner.
  }, 60_000);

  it('dialogs and the bug report drawer cover the open chat window', async () => {
    const view = await renderPortal();
    const region = await openChat(view);
    const windowLevel = Number(getComputedStyle(region.closest('.react-draggable') as HTMLElement).zIndex);
    const launcher = view.screen.getByRole('button', { name: 'Close chat' });
    expect(Number(getComputedStyle(launcher).zIndex)).toBe(windowLevel);

    act(() => {
      view.store.dispatch(inviteDialogOpened());
    });
    const dialog = await view.screen.findByRole('dialog', { name: /invite/i });
    const modalRoot = dialog.closest('.MuiModal-root') as HTMLElement;
    expect(Number(getComputedStyle(modalRoot).zIndex)).toBeGreaterThan(windowLevel);
    // The backdrop is inside the dialog's layer, so it too covers the chat.
    expect(modalRoot.querySelector('.MuiBackdrop-root')).not.toBeNull();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(view.screen.queryByRole('dialog', { name: /invite/i })).toBeNull());

    await view.user.click(view.screen.getByRole('button', { name: 'Report a bug' }));
    const close = await view.screen.findByRole('button', { name: 'Close bug report' });
    const drawerRoot = close.closest('.MuiModal-root') as HTMLElement;
    expect(Number(getComputedStyle(drawerRoot).zIndex)).toBeGreaterThan(windowLevel);
  });

  it('keeps page content clear of the launcher, but not where the launcher is hidden', async () => {
    const view = await renderPortal();
    await view.screen.findByRole('button', { name: /^Open chat/ });
    const main = view.container.querySelector('main') as HTMLElement;
    expect(getComputedStyle(main).paddingBottom).toBe(`${LAUNCHER_CLEARANCE_PX}px`);
    await act(() => view.router.navigate('/assistant'));
    await view.screen.findByRole('region', { name: 'Chat with Demo Organisation' });
    expect(getComputedStyle(view.container.querySelector('main') as HTMLElement).paddingBottom).not.toBe(
      `${LAUNCHER_CLEARANCE_PX}px`,
    );
  });

  it('shows each message’s time, and a separator before each day (Today, Yesterday, the date)', async () => {
    const view = await renderPortal();
    clearChatTurns(view.emulator, ADMIN.email);
    const now = clock.now();
    addChatTurns(view.emulator, { user: ADMIN.email, count: 2, newestAt: new Date(now - 3 * 86_400_000) });
    addChatTurns(view.emulator, { user: ADMIN.email, count: 2, newestAt: new Date(now - 86_400_000) });
    const region = await openChat(view);
    const messages = view.store.getState().chat.messages;
    // Computed in the zone the list rendered in (whatever the machine's): the first message, then each new day.
    const expected = messages
      .filter((message, index) => startsNewDay(message.at, messages[index - 1]?.at))
      .map((message) => dayLabel(message.at, clock.now()));
    expect(expected).toContain('Today');
    expect(expected).toContain('Yesterday');
    expect(expected.length).toBeGreaterThanOrEqual(3);
    await waitFor(() =>
      expect(
        within(messageLog(view))
          .getAllByRole('separator')
          .map((separator) => separator.getAttribute('aria-label')),
      ).toEqual(expected),
    );
    const newest = [...messageLog(view).querySelectorAll('[data-item-index]')].at(-1) as HTMLElement;
    const time = newest.querySelector('time') as HTMLElement;
    expect(time).toHaveAttribute('datetime', messages.at(-1)?.at);
    expect(time.textContent).toMatch(/\d{1,2}\D\d{2}/);
    expect(time.getAttribute('title')).toBeTruthy();
    expect(region).toContainElement(time);
  });
});

describe('chat history', () => {
  it('loads 10 more turns, older ones, without repeating those this session added', async () => {
    const view = await renderPortal();
    clearChatTurns(view.emulator, ADMIN.email);
    addChatTurns(view.emulator, { user: ADMIN.email, count: 25 });
    await openChat(view);
    /** The user's shown inputs, oldest first. */
    const inputs = () =>
      view.store
        .getState()
        .chat.messages.filter((message) => message.author === 'me')
        .map((message) => message.data.text?.split(':')[0]);
    expect(inputs()).toEqual(Array.from({ length: 10 }, (_, index) => `Message ${16 + index}`));
    // The welcome turn was recorded after the first page: the next page must still start at Message 15.
    act(() => {
      view.store.dispatch(historyRequested());
    });
    await waitFor(() => expect(inputs()).toHaveLength(20));
    expect(inputs()).toEqual(Array.from({ length: 20 }, (_, index) => `Message ${6 + index}`));
    act(() => {
      view.store.dispatch(historyRequested());
    });
    await waitFor(() => expect(inputs()).toHaveLength(25));
    expect(inputs()[0]).toBe('Message 1');
    expect(view.store.getState().chat.history.hasMore).toBe(false);
    // Older messages went in front: Virtuoso's first index moved back by as many.
    expect(view.store.getState().chat.prepended).toBe(50);
  });

  it('shows an inline notice with Retry when history fails, and the chat stays usable', async () => {
    const view = await renderPortal();
    view.emulator.faults.add({ operation: chatHistory.apiCall, status: 500, times: 1 });
    await view.user.click(view.screen.getByRole('button', { name: /^Open chat/ }));
    const region = await chatWindow(view);
    expect(await within(region).findByText(CHAT_MESSAGES.historyFailed)).toBeInTheDocument();
    // The welcome still comes, and the user can chat.
    await welcomed(view);
    await say(view, 'find account');
    expect(region).toContainElement(await findNewest(view, /Contoso Ltd/));
    await view.user.click(within(region).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(region).queryByText(CHAT_MESSAGES.historyFailed)).toBeNull());
    // The notice goes as soon as the retry starts; the page arrives a moment later.
    await waitFor(() => expect(view.store.getState().chat.history.loaded).toBe(10));
  });
});

describe('bubbles', () => {
  it('drills into a hierarchy bubble and back to the top level', async () => {
    const view = await renderPortal();
    const region = await openChat(view);
    const bubbles = within(region).getByRole('group', { name: 'Suggested questions' });
    await view.user.click(within(bubbles).getByRole('button', { name: /IT support/ }));
    expect(within(bubbles).getByRole('button', { name: 'Report an outage' })).toBeInTheDocument();
    await view.user.click(within(bubbles).getByRole('button', { name: 'Tickets' }));
    expect(within(bubbles).getByRole('button', { name: 'Open a ticket' })).toBeInTheDocument();
    await view.user.click(within(bubbles).getByRole('button', { name: 'Back' }));
    expect(within(bubbles).getByRole('button', { name: /IT support/ })).toBeInTheDocument();
    expect(within(bubbles).queryByRole('button', { name: 'Back' })).toBeNull();
  });

  // A skill bubble's flag (false) is slice.test.ts's: the bubbles editor's tree has intents and hierarchies only.
  it('sends an intent bubble’s utterance with source bubble and the drill-down flag', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const turns = recordTurns();
    const view = await renderPortal();
    const region = await openChat(view);
    const bubbles = () => within(region).getByRole('group', { name: 'Suggested questions' });
    await view.user.click(within(bubbles()).getByRole('button', { name: /Next meeting/ }));
    await waitFor(async () => expect((await turns.all()).at(-1)?.text).toBe('when is my next meeting'));
    expect((await turns.all()).at(-1)?.requestAttributes).toEqual({ source: 'bubble', bubbleUsage: 'true' });
    await waitFor(() => expect(view.store.getState().chat.typing).toBe(false));
    await view.user.click(within(bubbles()).getByRole('button', { name: 'Calendar' }));
    await waitFor(async () => expect((await turns.all()).at(-1)?.text).toBe('sync my calendar'));
    expect((await turns.all()).at(-1)?.requestAttributes).toEqual({ source: 'bubble', bubbleUsage: 'true' });
    await waitFor(() => expect(open).toHaveBeenCalled());
  });

  it('answers an answer bubble: the question at once, the answer 450 ms later', async () => {
    const turns = recordTurns();
    const view = await renderPortal();
    clearChatTurns(view.emulator, ADMIN.email);
    const region = await openChat(view);
    const faq = SEEDED_FAQ[0];
    if (!faq) throw new Error('No seeded FAQ');
    const bubbles = within(region).getByRole('group', { name: 'Suggested questions' });
    await view.user.click(within(bubbles).getByRole('button', { name: /Questions/ }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(bubbles).getByRole('button', { name: 'VPN access' }));
    const log = messageLog(view);
    expect(within(log).getByText(faq.question)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(BUBBLE_ANSWER_DELAY_MS - 1);
    });
    expect(within(log).queryByText(CHAT_MESSAGES.answerQuestion, { exact: false })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    const answer = await within(log).findByText(/Does this answer your question\?/);
    expect(within(answer).getByText(faq.question).tagName).toBe('B');
    expect(within(answer).getByText('Secure Connect')).toBeInTheDocument();
    // Answered in the portal: nothing went to the bot.
    expect((await turns.all()).map((turn) => turn.text)).toEqual(['open']);
  });

  it('are not clickable while the bot is typing', async () => {
    const view = await renderPortal();
    const region = await openChat(view);
    view.emulator.faults.add({ operation: 'RecognizeText', status: 0, delayMs: 400, times: 1 });
    await say(view, 'find account');
    const bubbles = within(region).getByRole('group', { name: 'Suggested questions' });
    expect(within(bubbles).getByRole('button', { name: /Next meeting/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // With every bubble disabled, the row itself can be focused to scroll it.
    expect(bubbles).toHaveAttribute('tabindex', '0');
    await waitFor(() =>
      expect(within(bubbles).getByRole('button', { name: /Next meeting/ })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    expect(bubbles).not.toHaveAttribute('tabindex');
  });
});

describe('bot errors (spec 1 §8, spec 3 §8)', () => {
  it.each([
    ['environment-not-ready', CHAT_MESSAGES.environmentNotReady],
    ['bot-building', CHAT_MESSAGES.assistantBuilding],
    ['request-timeout', CHAT_MESSAGES.requestTooLong],
    ['dialog-failed', CHAT_MESSAGES.conversationFailed],
    ['bot-missing', 'Bot DemoAssistant does not exist'],
    // Outside the catalogue: a plain sentence, never the service's own words (issue 10).
    ['internal-error', CHAT_MESSAGES.unexpected],
  ] as const)('%s shows “%s” as the bot’s reply', async (failure, text) => {
    const view = await renderPortal();
    const region = await openChat(view);
    provokeBotFailure(view.emulator, failure);
    await say(view, 'find account');
    expect(region).toContainElement(await findNewest(view, text));
    expect(view.store.getState().chat.typing).toBe(false);
  });

  /** The identity-pool credential fetches and the access key id that signed each RecognizeText. */
  function recordCredentials() {
    const record = { fetched: 0, signedWith: [] as string[] };
    const listener = ({ request }: { request: Request }) => {
      if (request.headers.get('x-amz-target') === 'AWSCognitoIdentityService.GetCredentialsForIdentity') {
        record.fetched += 1;
      }
      if (/\/sessions\/[^/]+\/text$/.test(new URL(request.url).pathname)) {
        record.signedWith.push(
          /Credential=([^/]+)\//.exec(request.headers.get('authorization') ?? '')?.[1] ?? '',
        );
      }
    };
    server.events.on('request:start', listener);
    stopRecording.push(() => server.events.removeListener('request:start', listener));
    return record;
  }

  it.each(['expired-token', 'invalid-token', 'access-denied'] as const)(
    'after %s, gets new identity-pool credentials and sends the turn once more (issue 10)',
    async (failure) => {
      const view = await renderPortal();
      const region = await openChat(view);
      const credentials = recordCredentials();
      provokeBotFailure(view.emulator, failure);
      await say(view, 'find account');
      // The seeded history holds earlier answers too: the newest message is this turn's.
      await waitFor(() =>
        expect(view.store.getState().chat.messages.at(-1)?.data.text).toMatch(
          /found the account Contoso Ltd/,
        ),
      );
      expect(within(region).queryByText(/security token/)).not.toBeInTheDocument();
      expect(within(region).queryByText(CHAT_MESSAGES.unexpected)).not.toBeInTheDocument();
      expect(credentials.fetched).toBeGreaterThanOrEqual(1);
      const [refused, retried] = credentials.signedWith;
      expect(credentials.signedWith).toHaveLength(2);
      expect(retried).not.toBe(refused);
    },
  );

  it('shows a plain sentence, not AWS’s words, when the new credentials are refused too (issue 10)', async () => {
    const view = await renderPortal();
    const region = await openChat(view);
    const credentials = recordCredentials();
    provokeBotFailure(view.emulator, 'access-denied', { times: 2 });
    await say(view, 'find account');
    expect(await within(region).findByText(CHAT_MESSAGES.unexpected)).toBeInTheDocument();
    expect(within(region).queryByText(/security token/)).not.toBeInTheDocument();
    // One retry, not a loop.
    expect(credentials.signedWith).toHaveLength(2);
    expect(view.store.getState().chat.typing).toBe(false);
  });
});

describe('suggestions', () => {
  it('start on an uppercase letter, move with the arrows, accept with Enter, close with Escape', async () => {
    const view = await renderPortal();
    await openChat(view);
    const typedFrom = clock.now();
    await view.user.type(input(view), 'Find Co');
    const list = await view.screen.findByRole('listbox', { name: 'Suggestions' });
    const options = within(list).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(options.length).toBeLessThanOrEqual(10);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]?.querySelector('b')?.textContent?.toLowerCase()).toBe('co');
    await view.user.keyboard('{ArrowDown}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await view.user.keyboard('{ArrowUp}');
    const first = within(list).getAllByRole('option')[0];
    expect(first).toHaveAttribute('aria-selected', 'true');
    const name = first?.querySelector('span')?.textContent ?? '';
    await view.user.keyboard('{Enter}');
    expect(input(view)).toHaveValue(`Find ${name} `);
    expect(view.screen.queryByRole('listbox', { name: 'Suggestions' })).toBeNull();
    // Nothing was sent: Enter accepted the suggestion.
    const sent = view.store
      .getState()
      .chat.messages.filter((message) => message.author === 'me' && Date.parse(message.at) >= typedFrom);
    expect(sent.some((message) => message.data.text?.startsWith('Find'))).toBe(false);

    await view.user.type(input(view), 'Co');
    await view.screen.findByRole('listbox', { name: 'Suggestions' });
    await view.user.keyboard('{Escape}');
    expect(view.screen.queryByRole('listbox', { name: 'Suggestions' })).toBeNull();
  });

  it('are not requested for a one-letter prefix, and a failure gives an empty list', async () => {
    const view = await renderPortal();
    await openChat(view);
    await view.user.type(input(view), 'C');
    expect(view.store.getState().chat.suggestions.status).toBe('idle');
    view.emulator.faults.add({ operation: 'Suggestions', status: 500, times: 1 });
    await view.user.type(input(view), 'o');
    await waitFor(() => expect(view.store.getState().chat.suggestions.status).toBe('succeeded'));
    expect(view.store.getState().chat.suggestions.items).toEqual([]);
    expect(view.screen.queryByRole('listbox', { name: 'Suggestions' })).toBeNull();
  });
});

describe('suggestions without an endpoint', () => {
  it('are never requested for a tenant without a suggestion endpoint', async () => {
    const requests: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('/suggest')) requests.push(request.url);
    };
    server.events.on('request:start', listener);
    stopRecording.push(() => server.events.removeListener('request:start', listener));
    const view = await renderPortal({ tenant: 'mkruzic' });
    expect(view.services.config.suggestionEndpoint).toBeNull();
    await openChat(view);
    await view.user.type(input(view), 'Find Contoso');
    expect(view.store.getState().chat.suggestions.status).toBe('idle');
    expect(view.screen.queryByRole('listbox', { name: 'Suggestions' })).toBeNull();
    expect(requests).toEqual([]);
  });
});

describe('the emoji picker', () => {
  it('opens in a popover and loads the picker on demand', async () => {
    const view = await renderPortal();
    await openChat(view);
    await view.user.click(view.screen.getByRole('button', { name: 'Insert emoji' }));
    const picker = await view.screen.findByRole('dialog', { name: 'Emoji picker' });
    await waitFor(() => expect(picker.querySelector('em-emoji-picker')).not.toBeNull());
  });
});

describe('the emoji picker, picking', () => {
  it('gives focus back to the input after a pick, so Enter sends instead of reopening the picker (issue 11)', async () => {
    const turns = recordTurns();
    const view = await renderPortal();
    await openChat(view);
    await view.user.type(input(view), 'Nice');
    await view.user.click(view.screen.getByRole('button', { name: 'Insert emoji' }));
    const picker = await view.screen.findByRole('dialog', { name: 'Emoji picker' });
    const emoji = await waitFor(
      () => {
        const found = picker
          .querySelector('em-emoji-picker')
          ?.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-label="😀"]');
        expect(found).toBeTruthy();
        return found as HTMLButtonElement;
      },
      { timeout: 10_000 },
    );
    await view.user.click(emoji);
    await waitFor(() => expect(view.screen.queryByRole('dialog', { name: 'Emoji picker' })).toBeNull());
    expect(input(view)).toHaveValue('Nice😀');
    await waitFor(() => expect(input(view)).toHaveFocus());
    await view.user.keyboard('{Enter}');
    await waitFor(async () => expect((await turns.all()).at(-1)?.text).toBe('Nice😀'));
    expect(view.screen.queryByRole('dialog', { name: 'Emoji picker' })).toBeNull();
  });
});

describe('local chat properties', () => {
  it('reopens a chat left visible, and re-sends the message a reload interrupted', async () => {
    const storage = userStorage(ADMIN_USERNAME);
    storage.set(CHAT_WINDOW_KEY, {
      chatVisible: true,
      size: { width: 400, height: 500 },
      position: { x: 20, y: 30 },
      bounds: { width: 1024, height: 768 },
    });
    storage.set(PENDING_MESSAGE_KEY, { type: 'text', text: 'find account', source: 'chat' });
    const turns = recordTurns();
    const view = await renderPortal();
    expect(view.store.getState().auth.user?.username).toBe(ADMIN_USERNAME);
    const region = await chatWindow(view);
    expect(region).toContainElement(await findNewest(view, /Contoso Ltd/));
    // The re-sent message and the welcome may arrive in either order.
    await findNewest(view, 'find account', 4);
    expect((await turns.all()).map((turn) => turn.text)).toEqual(['open', 'find account']);
    await waitFor(() =>
      expect(storage.get(PENDING_MESSAGE_KEY, (_value): _value is unknown => true)).toBeUndefined(),
    );
  });
});

describe('more local properties and turns', () => {
  it('sends the kept connectionId with every turn', async () => {
    userStorage(ADMIN_USERNAME).set(CONNECTION_ID_KEY, 'servicenow-prod');
    const turns = recordTurns();
    const view = await renderPortal();
    await openChat(view);
    expect((await turns.all())[0]?.sessionAttributes.connectionId).toBe('servicenow-prod');
  });

  it('on a narrow screen (≤ 450 px) the window fills the screen and neither drags nor resizes', async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 420 });
    try {
      const view = await renderPortal();
      const region = await openChat(view);
      expect(region.closest('.react-draggable')).toBeNull();
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });

  it('on a wide screen the window is draggable (react-rnd)', async () => {
    const view = await renderPortal();
    const region = await openChat(view);
    expect(region.closest('.react-draggable')).not.toBeNull();
  });

  it('sends a speech transcript through RecognizeUtterance and shows it with the reply', async () => {
    const view = await renderPortal();
    const region = await openChat(view);
    // After the welcome: a loaded machine could otherwise answer the welcome after this turn.
    await welcomed(view);
    act(() => {
      view.store.dispatch(messageSubmitted({ type: 'transcript', text: 'find account', source: 'chat' }));
    });
    expect(region).toContainElement(await findNewest(view, /Contoso Ltd/));
    const shown = view.store
      .getState()
      .chat.messages.filter((message) => message.author === 'me')
      .at(-1);
    expect(shown).toMatchObject({ type: 'transcript', data: { text: 'find account' } });
  });
});

describe('a new session', () => {
  it('after sign-out, the next user’s first open loads their history and sends their own welcome', async () => {
    const turns = recordTurns();
    const view = await renderPortal();
    await openChat(view);
    act(() => {
      view.store.dispatch(signOutRequested());
    });
    await view.screen.findByRole('heading', { name: 'Sign in' });
    expect(view.store.getState().chat.messages).toEqual([]);
    await view.user.click(view.screen.getByRole('textbox', { name: /email/i }));
    await view.user.paste(DEMO_ACCOUNTS.user.email);
    await view.user.click(view.screen.getByLabelText(/^password/i));
    await view.user.paste(DEMO_ACCOUNTS.user.password);
    await view.user.click(view.screen.getByRole('button', { name: 'Sign in' }));
    await openChat(view);
    const sent = await turns.all();
    expect(sent.map((turn) => turn.text)).toEqual(['open', 'open']);
    // The second user's turn carries nothing the first user's bot session returned.
    expect(sent[1]?.sessionAttributes.requestId).toBeUndefined();
    expect(view.store.getState().auth.user?.email).toBe(DEMO_ACCOUNTS.user.email);
    expect(view.store.getState().chat.history.loaded).toBeGreaterThan(0);
  });
});

describe('where the chat shows', () => {
  it('the Assistant page embeds the chat and hides the launcher', async () => {
    const view = await renderPortal({ route: '/assistant' });
    const region = await view.screen.findByRole('region', { name: 'Chat with Demo Organisation' });
    await welcomed(view);
    expect(view.screen.queryByRole('button', { name: /^Open chat/ })).toBeNull();
    await say(view, 'find account');
    expect(region).toContainElement(await findNewest(view, /Contoso Ltd/));
    expect(view.store.getState().chat.unread).toBe(0);
  });

  it('the website-assistant screen hides the widget; leaving it shows it again', async () => {
    const view = await renderPortal();
    await act(() => view.router.navigate('/website-assistant'));
    await waitFor(() => expect(view.screen.queryByRole('button', { name: /^Open chat/ })).toBeNull());
    await act(() => view.router.navigate('/under-development'));
    expect(await view.screen.findByRole('button', { name: /^Open chat/ })).toBeInTheDocument();
  });
});

// ---- Action buttons (issue 27): a reply's button opens the CRM form (src/features/chat/action-form) ----------
// Here rather than in a file of their own: like the rest of this file they need the chat's list drawn in jsdom.

/**
 * The portal with its chat window open, react-virtuoso given a viewport (jsdom measures nothing): the app is
 * re-rendered inside Virtuoso's test context before the window (and its list) first mounts, as the chat's own
 * tests do.
 */
async function chatOpenedAsUser() {
  const view = await renderApp({ route: '/under-development', signedInAs: 'user' });
  view.rerender(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 40 }}>
      {view.element}
    </VirtuosoMockContext.Provider>,
  );
  await view.user.click(await view.screen.findByRole('button', { name: /^Open chat/ }, { timeout: 15_000 }));
  const input = await view.screen.findByRole('textbox', { name: 'Message' }, { timeout: 15_000 });
  await waitFor(() => expect(view.store.getState().chat.messages.length).toBeGreaterThan(0), {
    timeout: 15_000,
  });
  await waitFor(() => expect(view.store.getState().chat.typing).toBe(false), { timeout: 15_000 });
  return { ...view, input };
}

/** Asks for the opportunity form and opens it from the reply's button. */
async function openOpportunityForm() {
  const view = await chatOpenedAsUser();
  await view.user.type(view.input, 'create an opportunity{Enter}');
  // Among the newest messages only: role queries over the whole seeded history are slow on a loaded machine. The
  // log is looked up on every try: the window may have drawn it again since (its list loads lazily).
  const offer = await waitFor(
    () => {
      const log = view.screen.getByRole('log', { name: 'Chat messages' });
      const newest = [...log.querySelectorAll<HTMLElement>('[data-item-index]')].at(-1);
      if (!newest) {
        const { history, messages } = view.store.getState().chat;
        throw new Error(`No message drawn yet (history ${history.status}, ${messages.length} messages)`);
      }
      return within(newest).getByRole('button', { name: ACTION_FORM_TEXTS.open('Create Opportunity') });
    },
    { timeout: 20_000 },
  );
  await view.user.click(offer);
  const dialog = await view.screen.findByRole('dialog', { name: 'Create Opportunity' });
  await within(dialog).findByRole('textbox', { name: /^Opportunity name/ });
  return { ...view, dialog };
}

const crmRecords = () => emulator().db.state.actionButtons.records;

describe('an action button in a bot reply', () => {
  it('opens the form, whose Submit creates the record in the CRM with the auto updated values', async () => {
    const { user, screen, dialog, store } = await openOpportunityForm();
    expect(within(dialog).getByRole('combobox', { name: /^Stage/ })).toHaveTextContent('Prospecting');
    expect(within(dialog).queryByText('Lead Source')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Opportunity name/ }), 'Contoso laptops');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Amount (USD)' }), '182400.5');
    await user.type(within(dialog).getByLabelText(/^Expected close date/), '2026-06-30');
    await user.click(within(dialog).getByRole('combobox', { name: 'Product family' }));
    await user.click(screen.getByRole('option', { name: 'Hardware' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Product line' }));
    // The product lines of Hardware only.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '—',
      'Laptops',
      'Servers',
      'Networking',
    ]);
    await user.click(screen.getByRole('option', { name: 'Laptops' }));
    const before = crmRecords().length;
    await user.click(within(dialog).getByRole('button', { name: ACTION_FORM_TEXTS.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(crmRecords()).toHaveLength(before + 1);
    expect(crmRecords().at(-1)).toMatchObject({
      tenant: DEMO_TENANT,
      object: 'Opportunity',
      SK: SEEDED_BUTTONS.opportunity,
      createdBy: DEMO_ACCOUNTS.user.email,
      values: {
        Name: 'Contoso laptops',
        Amount: '182400.5',
        CloseDate: '2026-06-30',
        StageName: 'Prospecting',
        Product_Family__c: 'Hardware',
        Product_Line__c: 'Laptops',
        LeadSource: 'Chatbot',
        Type: 'New Customer',
      },
    });
    await waitFor(() =>
      expect(store.getState().notifications.history.map((notice) => notice.message)).toContain(
        ACTION_FORM_TEXTS.created('Create Opportunity'),
      ),
    );
  });

  it('checks the record with the CRM’s rules before sending it, and shows what the CRM refuses', async () => {
    const { user, dialog } = await openOpportunityForm();
    const before = crmRecords().length;
    await user.click(within(dialog).getByRole('button', { name: ACTION_FORM_TEXTS.submit }));
    expect(await within(dialog).findByText(ACTION_FORM_TEXTS.fixFields)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Opportunity name/ })).toHaveAccessibleDescription(
      'Required.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Opportunity name/ }), 'Fabrikam');
    await user.type(within(dialog).getByLabelText(/^Expected close date/), '2026-07-01');
    emulator().faults.add({
      operation: createCrmRecord.apiCall,
      status: 400,
      message: 'The CRM refused the record: Duplicate opportunity.',
      times: 1,
    });
    await user.click(within(dialog).getByRole('button', { name: ACTION_FORM_TEXTS.submit }));
    expect(
      await within(dialog).findByText('The CRM refused the record: Duplicate opportunity.'),
    ).toBeInTheDocument();
    expect(crmRecords()).toHaveLength(before);
    await user.click(within(dialog).getByRole('button', { name: ACTION_FORM_TEXTS.submit }));
    await waitFor(() => expect(crmRecords()).toHaveLength(before + 1));
  });

  it('Close leaves the form without creating anything', async () => {
    const { user, screen, dialog } = await openOpportunityForm();
    const before = crmRecords().length;
    await user.click(within(dialog).getByRole('button', { name: ACTION_FORM_TEXTS.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(crmRecords()).toHaveLength(before);
  });
});
