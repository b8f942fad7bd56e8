import { act, fireEvent, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { parseMarkup } from '@/contracts/utterance-markup';
import {
  CLUSTER_INTENT_ID,
  CLUSTER_UTTERANCE_LIMIT,
  getUtteranceConversation,
  getUtteranceData,
  savePublicFeedback,
} from '@/contracts/utterance-training';
import { DEMO_TENANT } from '@/emulator/seed';

import { emulator } from '@tests/emulator';
import { renderApp, type RenderAppOptions } from '@tests/render';

import { wordsOf } from '../entity-selection';
import { DEFAULT_RANGE_DAYS } from '../filter';
import { UTTERANCE_MESSAGES, UTTERANCE_TEXTS } from '../messages';

const route = '/utterance-training';

/** The page, its virtualised lists drawn whole (jsdom has no layout). */
async function openPage(options: RenderAppOptions = {}) {
  const view = await renderApp({ route, signedInAs: 'administrator', ...options });
  view.rerender(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 10_000, itemHeight: 60 }}>
      {view.element}
    </VirtuosoMockContext.Provider>,
  );
  await view.screen.findByRole('heading', { level: 1, name: 'Utterance Training' }, { timeout: 15_000 });
  // The filter is a chunk of its own, loaded beside the page.
  await view.screen.findByRole('form', { name: 'Search utterances' }, { timeout: 15_000 });
  return view;
}
type View = Awaited<ReturnType<typeof openPage>>;

const state = () => emulator().db.state.utteranceTraining;
const demoLog = () => state().utterances.filter((record) => record.tenant === DEMO_TENANT && !record.trained);

/** The demo's untrained utterances of the default range (the last 7 days to today, the admin's days). */
function inDefaultRange() {
  const from = dayjs().subtract(DEFAULT_RANGE_DAYS, 'day').startOf('day');
  const to = dayjs().endOf('day');
  return demoLog().filter((record) => !dayjs(record.Time).isBefore(from) && !dayjs(record.Time).isAfter(to));
}

const searchForm = (view: View) => view.screen.getByRole('form', { name: 'Search utterances' });

async function chooseGrouping(view: View, grouping: 'Cluster' | 'Utterance' | 'Intent') {
  await view.user.click(within(searchForm(view)).getByRole('combobox', { name: 'Group by' }));
  await view.user.click(await view.screen.findByRole('option', { name: grouping }));
}

async function search(view: View) {
  await view.user.click(within(searchForm(view)).getByRole('button', { name: 'Search' }));
}

const rowList = (view: View) =>
  view.screen.findByRole('list', { name: UTTERANCE_TEXTS.rowsLabel }, { timeout: 10_000 });
const dataRows = async (view: View) => within(await rowList(view)).getAllByRole('group');

afterEach(() => {
  vi.useRealTimers();
});

describe('/utterance-training, grouped by utterance', () => {
  it('searches the last 7 days of the organisation’s untrained log, newest first, 25 rows at a time', async () => {
    const view = await openPage();
    await search(view);
    const expected = inDefaultRange().toSorted((a, b) => b.Time.localeCompare(a.Time));
    expect(expected.length).toBeGreaterThan(25);
    expect(await view.screen.findByText(`Total count: ${expected.length}`)).toBeInTheDocument();
    // Pages of 25, the next as the list is scrolled to its end (here: drawn whole, so at once).
    const rows = await dataRows(view);
    expect(rows.length % 25 === 0 || rows.length === expected.length).toBe(true);
    rows.forEach((row, index) =>
      expect(row).toHaveTextContent(parseMarkup(expected[index]?.UserInput ?? '').text),
    );
    // The other organisation's log never shows.
    const theirs = state().utterances.find((record) => record.tenant !== DEMO_TENANT);
    expect(theirs).toBeDefined();
    expect(view.store.getState().utteranceReview.rows.ids).not.toContain(theirs?.Id);
  });

  it('marks, picks a best answer, rates, sets the intent and trains; the trained rows leave', async () => {
    const view = await openPage();
    await search(view);
    const [first, second, third] = await dataRows(view);
    if (!first || !second || !third) throw new Error('Three rows expected');
    expect(view.screen.queryByRole('button', { name: 'Train' })).not.toBeInTheDocument();

    await view.user.click(within(first).getByRole('button', { name: UTTERANCE_TEXTS.markIncorrect }));
    expect(within(first).getByRole('button', { name: UTTERANCE_TEXTS.markIncorrect })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(view.screen.getByRole('button', { name: 'Train' })).toBeInTheDocument();

    await view.user.click(within(second).getByRole('button', { name: UTTERANCE_TEXTS.chooseAnswer }));
    const dialog = await view.screen.findByRole('dialog', { name: 'Select Best Answer' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Match' }));
    expect(within(dialog).getByText(UTTERANCE_MESSAGES.selectAnswer)).toBeInTheDocument();
    // The bot's own candidates, and the FAQ's questions matching what the admin types.
    await view.user.type(
      within(dialog).getByRole('textbox', { name: UTTERANCE_TEXTS.searchAnswers }),
      'reset my password',
    );
    const answer = await within(dialog).findByRole('radio', { name: 'How do I reset my password?' });
    await view.user.click(answer);
    const chosen = answer.getAttribute('value') ?? '';
    await view.user.click(within(dialog).getByRole('button', { name: 'Match' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(within(second).getByText(chosen)).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: UTTERANCE_TEXTS.markCorrect })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A click without the pointer's moves: MUI's Rating reads the star under a moving pointer from the layout,
    // which jsdom does not have.
    fireEvent.click(within(second).getByRole('radio', { name: 'Similarity 4 of 5' }));

    await view.user.click(within(third).getByRole('button', { name: /^(Set|Edit) intent$/ }));
    const intentDialog = await view.screen.findByRole('dialog', { name: /^(Set|Edit) intent$/ });
    await view.user.click(within(intentDialog).getByRole('combobox', { name: 'Intent' }));
    await view.user.click(await view.screen.findByRole('option', { name: 'MainFAQIntent' }));
    await view.user.click(within(intentDialog).getByRole('button', { name: 'Save' }));
    await view.user.click(within(third).getByRole('button', { name: UTTERANCE_TEXTS.markCorrect }));
    expect(view.screen.getByText(UTTERANCE_TEXTS.changedRows(3))).toBeInTheDocument();

    const ids = view.store.getState().utteranceReview.rows.ids.slice(0, 3);
    const total = view.store.getState().utteranceReview.total;
    await view.user.click(view.screen.getByRole('button', { name: 'Train' }));
    expect(await view.screen.findByText(UTTERANCE_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(view.screen.queryByRole('button', { name: 'Train' })).not.toBeInTheDocument());
    expect(view.screen.getByText(`Total count: ${total - 3}`)).toBeInTheDocument();
    for (const id of ids) {
      expect(state().utterances.find((record) => record.Id === id)?.trained).toBe(true);
    }
    const saved = state().feedback.filter((item) => ids.includes(item.Id));
    expect(saved.find((item) => item.Id === ids[1])).toMatchObject({
      Feedback: '1',
      MatchedInput: chosen,
      SimilarityScore: 4,
      PublicChatbot: false,
      Tenant: DEMO_TENANT,
    });
    expect(saved.find((item) => item.Id === ids[2])).toMatchObject({
      IntentId: 'MainFAQIntent',
      Feedback: '1',
    });
  });

  it('keeps every mark when the save fails, and trains them on the next press', async () => {
    const view = await openPage();
    emulator().faults.add({ operation: savePublicFeedback.apiCall, status: 500, times: 1 });
    await search(view);
    const [first] = await dataRows(view);
    if (!first) throw new Error('A row expected');
    await view.user.click(within(first).getByRole('button', { name: UTTERANCE_TEXTS.markCorrect }));
    await view.user.click(view.screen.getByRole('button', { name: 'Train' }));
    expect(await view.screen.findByText(UTTERANCE_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: UTTERANCE_TEXTS.markCorrect })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await view.user.click(view.screen.getByRole('button', { name: 'Train' }));
    expect(await view.screen.findByText(UTTERANCE_MESSAGES.saved)).toBeInTheDocument();
  });

  it('reviews from the keyboard: 1 and 0 mark and move on, j and k move, ? lists the keys', async () => {
    const view = await openPage();
    await search(view);
    const rows = await dataRows(view);
    const [first, second, third] = rows;
    if (!first || !second || !third) throw new Error('Three rows expected');
    act(() => first.focus());
    await view.user.keyboard('1');
    expect(within(first).getByRole('button', { name: UTTERANCE_TEXTS.markCorrect })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(second).toHaveFocus());
    await view.user.keyboard('0');
    expect(within(second).getByRole('button', { name: UTTERANCE_TEXTS.markIncorrect })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(third).toHaveFocus());
    await view.user.keyboard('k');
    await waitFor(() => expect(second).toHaveFocus());
    expect(view.screen.getByRole('status', { name: UTTERANCE_TEXTS.announcer })).toHaveTextContent(
      /^2 of \d+: /,
    );
    await view.user.keyboard('?');
    expect(await view.screen.findByRole('dialog', { name: UTTERANCE_TEXTS.keysTitle })).toBeInTheDocument();
    await view.user.keyboard('{Escape}');
    await view.user.keyboard('i');
    expect(await view.screen.findByRole('dialog', { name: /^(Set|Edit) intent$/ })).toBeInTheDocument();
  });

  it('tags an entity by keyboard alone: e offers the words, and a two-thumb slider picks them', async () => {
    const view = await openPage();
    await search(view);
    const rows = await dataRows(view);
    const rowState = (element: HTMLElement) =>
      view.store.getState().utteranceReview.rows.entities[element.getAttribute('data-row-id') ?? ''];
    const row = rows.find((element) => {
      const marked = rowState(element)?.marked;
      return marked !== undefined && marked.entities.length === 0 && wordsOf(marked.text).length >= 3;
    });
    if (!row) throw new Error('A row of three words or more, without entities, expected');
    const { text } = rowState(row)?.marked ?? { text: '' };
    const [first, , third] = wordsOf(text);
    if (!first || !third) throw new Error('Three words expected');

    act(() => row.focus());
    await view.user.keyboard('e');
    const dialog = await view.screen.findByRole('dialog', {
      name: `Set entity type for “${text.slice(first.start, first.end)}”`,
    });
    expect(within(dialog).getByRole('slider', { name: UTTERANCE_TEXTS.firstWord })).toHaveFocus();
    await view.user.tab();
    expect(within(dialog).getByRole('slider', { name: UTTERANCE_TEXTS.lastWord })).toHaveFocus();
    await view.user.keyboard('{ArrowRight}{ArrowRight}');
    const span = text.slice(first.start, third.end);
    expect(dialog).toHaveAccessibleName(`Set entity type for “${span}”`);
    await view.user.type(within(dialog).getByRole('combobox', { name: 'Entity type' }), 'gadget');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(within(row).getByRole('button', { name: UTTERANCE_TEXTS.removeEntity(span) })).toBeInTheDocument();
    expect(rowState(row)?.marked.entities).toEqual([
      { entity: 'gadget', value: span, start: first.start, end: third.end },
    ]);
    // The new type is the organisation's now.
    await waitFor(() =>
      expect(state().entityTypes).toContainEqual({ tenant: DEMO_TENANT, name: 'gadget', role: [] }),
    );
  });

  it('shows the conversation a row came from, its own turn marked; c opens it; a failed load retries', async () => {
    const view = await openPage();
    await search(view);
    const [row] = await dataRows(view);
    if (!row) throw new Error('A row expected');
    const id = row.getAttribute('data-row-id') ?? '';
    const record = demoLog().find((candidate) => candidate.Id === id);
    const session = state().utterances.filter((candidate) => candidate.SessionId === record?.SessionId);
    emulator().faults.add({ operation: getUtteranceConversation.apiCall, status: 500, times: 1 });

    await view.user.click(within(row).getByRole('button', { name: UTTERANCE_TEXTS.showConversation }));
    let dialog = await view.screen.findByRole('dialog', { name: UTTERANCE_TEXTS.conversationTitle });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(UTTERANCE_TEXTS.conversationFailed);
    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const turns = await within(dialog).findAllByRole('listitem');
    expect(turns).toHaveLength(session.length);
    const current = turns.filter((turn) => turn.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(parseMarkup(record?.UserInput ?? '').text);
    expect(current[0]).toHaveTextContent(UTTERANCE_TEXTS.thisUtterance);
    await view.user.click(within(dialog).getByRole('button', { name: UTTERANCE_TEXTS.close }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    act(() => row.focus());
    await view.user.keyboard('c');
    dialog = await view.screen.findByRole('dialog', { name: UTTERANCE_TEXTS.conversationTitle });
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(session.length);
  });

  it('says there is nothing to review when the range holds no untrained utterance', async () => {
    const view = await openPage();
    emulator().db.update('utteranceTraining', (module) => {
      for (const record of module.utterances) if (record.tenant === DEMO_TENANT) record.trained = true;
    });
    await search(view);
    expect(await view.screen.findByText(UTTERANCE_MESSAGES.empty)).toBeInTheDocument();
  });

  it('says a failed search failed, and searches again on Retry', async () => {
    const view = await openPage();
    emulator().faults.add({ operation: getUtteranceData.apiCall, status: 500, times: 1 });
    await search(view);
    const alert = await view.screen.findByRole('alert');
    expect(alert).toHaveTextContent(UTTERANCE_MESSAGES.loadFailed);
    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await view.screen.findByText(/^Total count: \d+$/)).toBeInTheDocument();
  });

  it('says so when the organisation has no chatbot (404)', async () => {
    const view = await openPage();
    emulator().faults.add({ operation: getUtteranceData.apiCall, status: 404, times: 1 });
    await search(view);
    expect(await view.screen.findByText(UTTERANCE_MESSAGES.noChatbot)).toBeInTheDocument();
  });
});

describe('the search filter', () => {
  it('asks for the number of clusters only when grouping by cluster, and checks it 200 ms after typing', async () => {
    const view = await openPage({ timings: 'spec' });
    const clusters = within(searchForm(view)).getByRole('spinbutton', { name: /^Num of clusters/ });
    const descending = within(searchForm(view)).getByRole('checkbox', { name: 'Descending order' });
    expect(clusters).toBeDisabled();
    expect(descending).toBeEnabled();
    await chooseGrouping(view, 'Cluster');
    expect(clusters).toBeEnabled();
    expect(descending).toBeDisabled();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(clusters, { target: { value: '2001' } });
    fireEvent.blur(clusters);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    // Real time passes (setInterval is not faked) for a check that would have started to end.
    await act(
      () =>
        new Promise<void>((resolve) => {
          const timer = setInterval(() => {
            clearInterval(timer);
            resolve();
          }, 200);
        }),
    );
    expect(view.screen.queryByText(UTTERANCE_TEXTS.clustersRange)).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    expect(await view.screen.findByText(UTTERANCE_TEXTS.clustersRange)).toBeInTheDocument();
    fireEvent.change(clusters, { target: { value: '' } });
    expect(await view.screen.findByText(UTTERANCE_MESSAGES.required)).toBeInTheDocument();
  });

  it('searches the complete history with the dates disabled', async () => {
    const view = await openPage();
    await view.user.click(
      within(searchForm(view)).getByRole('checkbox', { name: 'Search complete history' }),
    );
    await search(view);
    expect(
      await view.screen.findByText(`Total count: ${demoLog().length}`, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('/utterance-training, grouped by cluster or intent', () => {
  it('clusters in a job, warns when nothing moved, and trains an utterance moved to the placeholder', async () => {
    const view = await openPage();
    await chooseGrouping(view, 'Cluster');
    await search(view);
    const placeholder = await view.screen.findByRole(
      'region',
      { name: 'Utterance Placeholder' },
      { timeout: 20_000 },
    );
    const clusters = view.screen.getByRole('list', { name: 'Clusters' });
    expect(within(clusters).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(1);

    await view.user.click(within(placeholder).getByRole('button', { name: 'Train' }));
    expect(await view.screen.findByText(UTTERANCE_MESSAGES.noClusterMoves)).toBeInTheDocument();

    const move = within(clusters).getAllByRole('button', { name: /^Move “.*” to…$/ })[0];
    if (!move) throw new Error('An utterance expected');
    const text = /^Move “(.*)” to…$/.exec(move.getAttribute('aria-label') ?? '')?.[1] ?? '';
    await view.user.click(move);
    const dialog = await view.screen.findByRole('dialog', { name: 'Move 1 utterance to' });
    await view.user.type(within(dialog).getByRole('combobox', { name: 'Group' }), 'Utterance Pl');
    await view.user.click(await view.screen.findByRole('option', { name: 'Utterance Placeholder' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(placeholder).findByText(text)).toBeInTheDocument();

    await view.user.click(within(placeholder).getByRole('button', { name: 'Train' }));
    expect(await view.screen.findByText(UTTERANCE_MESSAGES.saved)).toBeInTheDocument();
    expect(
      state().feedback.some((item) => item.IntentId === CLUSTER_INTENT_ID && item.UserInput === text),
    ).toBe(true);
    await waitFor(() => expect(within(placeholder).queryByText(text)).not.toBeInTheDocument());
  });

  it('refuses a range over the limit with the server’s count', async () => {
    const view = await openPage();
    const [sample] = demoLog();
    if (!sample) throw new Error('A logged utterance expected');
    emulator().db.update('utteranceTraining', (module) => {
      for (let index = 0; index <= CLUSTER_UTTERANCE_LIMIT; index += 1) {
        module.utterances.push({ ...sample, Id: `overflow-${index}` });
      }
    });
    await chooseGrouping(view, 'Cluster');
    await view.user.click(
      within(searchForm(view)).getByRole('checkbox', { name: 'Search complete history' }),
    );
    await search(view);
    const alert = await view.screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(/\(\d+ Utterances\) Please reduce the time range and try again!/);
  });

  it('moves checked utterances to another intent together and trains them', async () => {
    const view = await openPage();
    await chooseGrouping(view, 'Intent');
    await search(view);
    const intents = await view.screen.findByRole('list', { name: 'Intents' }, { timeout: 10_000 });
    const boxes = within(intents).getAllByRole('checkbox', { name: /^Select “/ });
    await view.user.click(boxes[0] as HTMLElement);
    await view.user.click(boxes[1] as HTMLElement);
    await view.user.click(view.screen.getByRole('button', { name: 'Set intent' }));
    const dialog = await view.screen.findByRole('dialog', { name: 'Set intent' });
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Intent' }));
    await view.user.click(await view.screen.findByRole('option', { name: 'Greeting' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await view.screen.findByText(UTTERANCE_TEXTS.movesPending(2))).toBeInTheDocument();
    await view.user.click(view.screen.getByRole('button', { name: 'Train' }));
    expect(await view.screen.findByText(UTTERANCE_MESSAGES.saved)).toBeInTheDocument();
    expect(state().feedback.filter((item) => item.IntentId === 'Greeting')).toHaveLength(2);
  });
});
