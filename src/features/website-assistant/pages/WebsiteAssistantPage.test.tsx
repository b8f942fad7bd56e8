import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  getPublicBotSettings,
  PUBLIC_BOT_LIMITS,
  publicChatbotSnippet,
  updatePublicBotCues,
  updatePublicBotSettings,
} from '@/contracts/website-assistant';

import { emulator } from '@tests/emulator';
import { renderApp, type RenderAppOptions } from '@tests/render';

import { NEW_CUE } from '../cue-form';
import { WEBSITE_ASSISTANT_LABELS as LABELS, WEBSITE_ASSISTANT_MESSAGES as MESSAGES } from '../messages';
import { cueSaved } from '../slice';

const route = '/website-assistant';

async function openPage(options: RenderAppOptions = {}) {
  const view = await renderApp({ route, signedInAs: 'administrator', ...options });
  await view.screen.findByRole('heading', { level: 1, name: LABELS.pageTitle }, { timeout: 15_000 });
  return view;
}
type View = Awaited<ReturnType<typeof openPage>>;

const saved = (view: View) => {
  const { settings } = view.store.getState().websiteAssistant;
  if (!settings) throw new Error('The settings are not loaded');
  return settings;
};
const behaviorForm = (view: View) => view.screen.findByRole('form', { name: LABELS.tabs.behavior });

describe('/website-assistant, Behavior Settings', () => {
  it('shows the saved settings, and saves only a valid change', async () => {
    const view = await openPage();
    const form = await behaviorForm(view);
    const settings = saved(view);
    const botName = within(form).getByRole('textbox', { name: /^Bot name/ });
    expect(botName).toHaveValue(settings.config.botName);
    expect(within(form).getByRole('textbox', { name: /^Allowed domains/ })).toHaveValue(
      settings.allowed_domains.join(', '),
    );
    const save = within(form).getByRole('button', { name: LABELS.saveSettings });
    expect(save).toBeDisabled();

    // Emptied and left: 'is required' under it (spec 3 §5), and Save stays off.
    await view.user.clear(botName);
    fireEvent.blur(botName);
    expect(await within(form).findByText('Bot name is required')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await view.user.type(botName, 'Harbour Helper');
    await waitFor(() => expect(save).toBeEnabled());
    await view.user.click(save);
    expect(await view.screen.findByText(MESSAGES.saved)).toBeInTheDocument();
    expect(saved(view).config.botName).toBe('Harbour Helper');
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('says a domain list is invalid, and keeps Save off', async () => {
    const view = await openPage();
    const form = await behaviorForm(view);
    const domains = within(form).getByRole('textbox', { name: /^Allowed domains/ });
    await view.user.clear(domains);
    await view.user.type(domains, 'https://shop.example.com');
    fireEvent.blur(domains);
    expect(await within(form).findByText('Allowed domains invalid')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: LABELS.saveSettings })).toBeDisabled();
  });

  it('keeps the edit when the save fails, and saves it on the next press', async () => {
    const view = await openPage();
    emulator().faults.add({ operation: updatePublicBotSettings.apiCall, status: 500, times: 1 });
    const form = await behaviorForm(view);
    const welcome = within(form).getByRole('textbox', { name: /^Welcome message/ });
    await view.user.clear(welcome);
    await view.user.type(welcome, 'Ahoy! Ask me about your shipment.');
    const save = within(form).getByRole('button', { name: LABELS.saveSettings });
    await waitFor(() => expect(save).toBeEnabled());
    await view.user.click(save);
    expect(await view.screen.findByText(MESSAGES.saveFailed)).toBeInTheDocument();
    expect(welcome).toHaveValue('Ahoy! Ask me about your shipment.');
    await waitFor(() => expect(save).toBeEnabled());
    await view.user.click(save);
    expect(await view.screen.findByText(MESSAGES.saved)).toBeInTheDocument();
    expect(saved(view).config.welcomeMessage).toBe('Ahoy! Ask me about your shipment.');
  });

  it('lets a member change the settings but not upload an image (spec 3 §6)', async () => {
    const view = await openPage({ signedInAs: 'user' });
    const form = await behaviorForm(view);
    expect(within(form).getByRole('textbox', { name: /^Bot name/ })).toBeEnabled();
    expect(within(form).getAllByText('Only an administrator can upload an image.').length).toBeGreaterThan(0);
  });

  it('says when the settings cannot be loaded, and loads them on Retry', async () => {
    emulator().faults.add({ operation: getPublicBotSettings.apiCall, status: 500, times: 1 });
    const view = await openPage();
    const retry = await view.screen.findByRole('button', { name: 'Retry' });
    // Said where the tabs would be, and in a toast (spec 3 §8).
    expect(view.screen.getAllByText(MESSAGES.loadFailed)).toHaveLength(2);
    await view.user.click(retry);
    expect(await behaviorForm(view)).toBeInTheDocument();
  });
});

describe('/website-assistant, Color Settings and the embed', () => {
  it('shows each colour with its contrast, and saves a change', async () => {
    const view = await openPage({ route: `${route}?tab=colors` });
    const form = await view.screen.findByRole('form', { name: LABELS.tabs.colors });
    const userMessage = within(form).getByRole('textbox', { name: 'User message (hex)' });
    expect(userMessage).toHaveValue(saved(view).config.color.userMessage.toLowerCase());
    expect(userMessage).toHaveAccessibleDescription(/^Contrast with user message text text: /);
    await view.user.clear(userMessage);
    await view.user.type(userMessage, '#1f4e79');
    const save = within(form).getByRole('button', { name: LABELS.saveColors });
    await waitFor(() => expect(save).toBeEnabled());
    await view.user.click(save);
    expect(await view.screen.findByText(MESSAGES.coloursSaved)).toBeInTheDocument();
    expect(saved(view).config.color.userMessage).toBe('#1f4e79');
  });

  it('shows two previews loaded with the saved settings, and sends them each edit without reloading', async () => {
    const view = await openPage({ route: `${route}?tab=colors` });
    const form = await view.screen.findByRole('form', { name: LABELS.tabs.colors });
    const frames = [
      'Preview of the website assistant, closed',
      'Preview of the website assistant, opened',
    ].map((title) => view.screen.getByTitle<HTMLIFrameElement>(title));
    const first = frames.map((frame) => frame.getAttribute('src'));
    expect(first[0]).toMatch(/^\/public-chatbot\/preview\.html\?mode=closed&settings=/);
    expect(first[1]).toMatch(/^\/public-chatbot\/preview\.html\?mode=open&settings=/);
    // Spec 3 §7: the query string carries the serialised settings.
    const initial = JSON.parse(
      new URLSearchParams((first[0] ?? '').split('?')[1]).get('settings') ?? '{}',
    ) as {
      color: { primary: string };
    };
    expect(initial.color.primary).toBe(saved(view).config.color.primary);
    const received = frames.map((frame) => {
      const messages: unknown[] = [];
      frame.contentWindow?.addEventListener('message', (event) => messages.push(event.data));
      return messages;
    });
    const primary = within(form).getByRole('textbox', { name: 'Primary (hex)' });
    await view.user.clear(primary);
    await view.user.type(primary, '#aa0000');
    for (const messages of received) {
      await waitFor(() =>
        expect(messages.at(-1)).toMatchObject({
          source: 'assistant-portal-chatbot',
          type: 'settings',
          config: { color: { primary: '#aa0000' } },
        }),
      );
    }
    expect(frames.map((frame) => frame.getAttribute('src'))).toEqual(first);
  });

  it('embeds a first time at 10 px from the corner, then shows the snippet (spec 3 §4)', async () => {
    const view = await openPage();
    await behaviorForm(view);
    expect(saved(view).bot_file_name).toBe('');
    await view.user.click(view.screen.getByRole('button', { name: 'Embed the website assistant' }));
    const dialog = await view.screen.findByRole('dialog', { name: 'Embed the website assistant' });
    const snippet = await within(dialog).findByLabelText('Embed snippet');
    const settings = saved(view);
    expect(snippet).toHaveTextContent(publicChatbotSnippet(window.location.origin, settings.GUID));
    expect(settings.bot_file_name).not.toBe('');
    expect(settings.config.position).toEqual({
      desktopBottom: 10,
      desktopRight: 10,
      mobileBottom: 10,
      mobileRight: 10,
    });
    // The demo links its sample customer website, which carries the demo bot's snippet.
    expect(within(dialog).getByRole('link', { name: /^Try it on the sample website/ })).toHaveAttribute(
      'href',
      '/embed-demo/',
    );
  });
});

describe('/website-assistant, Cues Settings', () => {
  const openCues = async (options: RenderAppOptions = {}) => {
    const view = await openPage({ route: `${route}?tab=cues`, ...options });
    await view.screen.findByRole('heading', { level: 2, name: LABELS.cuesTable });
    return view;
  };

  it('creates a cue on this page only, then publishes the list', async () => {
    const view = await openCues();
    const published = saved(view).config.cues;
    const publish = view.screen.getByRole('button', { name: LABELS.publishCues });
    expect(publish).toBeDisabled();

    await view.user.click(view.screen.getByRole('button', { name: LABELS.createCue }));
    const dialog = await view.screen.findByRole('dialog', { name: LABELS.createCue });
    // A new cue shows on every page: no URL to give; no utterance until Send utterance is on (spec 3 §4).
    const url = within(dialog).getByRole('textbox', { name: LABELS.cueColumns.url });
    const utterance = within(dialog).getByRole('textbox', { name: LABELS.cueColumns.utteranceMessage });
    expect(url).toBeDisabled();
    expect(utterance).toBeDisabled();
    await view.user.click(within(dialog).getByRole('combobox', { name: LABELS.cueColumns.ruleType }));
    await view.user.click(await view.screen.findByRole('option', { name: 'URL contains' }));
    expect(url).toBeEnabled();
    await view.user.click(within(dialog).getByRole('switch', { name: LABELS.sendUtterance }));
    expect(utterance).toBeEnabled();

    await view.user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Returns');
    await view.user.type(
      within(dialog).getByRole('textbox', { name: /^Message/ }),
      'Sending something back?',
    );
    await view.user.type(url, '/returns');
    await view.user.type(utterance, 'How do I return an item?');
    await view.user.click(within(dialog).getByRole('button', { name: LABELS.createCue }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    const table = view.screen.getByRole('table', { name: LABELS.cuesTable });
    expect(within(table).getByRole('row', { name: /Returns/ })).toHaveTextContent('URL contains');
    expect(view.screen.getByText(/^1 change not published/)).toBeInTheDocument();
    // Not on the server yet.
    expect(saved(view).config.cues).toEqual(published);

    await view.user.click(publish);
    expect(await view.screen.findByText(MESSAGES.cuesSaved)).toBeInTheDocument();
    expect(saved(view).config.cues.at(-1)).toMatchObject({
      name: 'Returns',
      ruleType: 'currentUrlContains',
      URL: '/returns',
      sendUtterance: true,
      utteranceMessage: 'How do I return an item?',
    });
    await waitFor(() => expect(publish).toBeDisabled());
  });

  it('edits and deletes a cue by its name, refuses a name another cue holds, and keeps edits when publishing fails', async () => {
    const view = await openCues();
    const [first, second] = saved(view).config.cues;
    if (!first || !second) throw new Error('Two seeded cues expected');
    await view.user.click(view.screen.getByRole('button', { name: `Edit ${first.name}` }));
    let dialog = await view.screen.findByRole('dialog', { name: `Edit ${first.name}` });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await view.user.clear(name);
    await view.user.type(name, second.name);
    fireEvent.blur(name);
    expect(await within(dialog).findByText('Name is taken by another cue')).toBeInTheDocument();
    await view.user.clear(name);
    await view.user.type(name, `${first.name} (new)`);
    await view.user.click(within(dialog).getByRole('button', { name: LABELS.saveCue }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await view.user.click(view.screen.getByRole('button', { name: `Edit ${second.name}` }));
    dialog = await view.screen.findByRole('dialog', { name: `Edit ${second.name}` });
    await view.user.click(within(dialog).getByRole('button', { name: LABELS.deleteCue }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(view.screen.queryByRole('button', { name: `Edit ${second.name}` })).not.toBeInTheDocument();

    emulator().faults.add({ operation: updatePublicBotCues.apiCall, status: 500, times: 1 });
    await view.user.click(view.screen.getByRole('button', { name: LABELS.publishCues }));
    expect(await view.screen.findByText(MESSAGES.cuesSaveFailed)).toBeInTheDocument();
    expect(view.screen.getByRole('button', { name: `Edit ${first.name} (new)` })).toBeInTheDocument();
    await view.user.click(view.screen.getByRole('button', { name: LABELS.publishCues }));
    expect(await view.screen.findByText(MESSAGES.cuesSaved)).toBeInTheDocument();
    const names = saved(view).config.cues.map((cue) => cue.name);
    expect(names).toContain(`${first.name} (new)`);
    expect(names).not.toContain(first.name);
    expect(names).not.toContain(second.name);
  });

  it(`offers no new cue once the list holds ${PUBLIC_BOT_LIMITS.cues}, as the server allows no more`, async () => {
    const view = await openCues();
    act(() => {
      for (
        let index = view.store.getState().websiteAssistant.cues.length;
        index < PUBLIC_BOT_LIMITS.cues;
        index += 1
      ) {
        view.store.dispatch(
          cueSaved({
            previousName: null,
            cue: { ...NEW_CUE, name: `Cue ${index}`, message: 'Hi', priority: 0, timeOnPage: 0 },
          }),
        );
      }
    });
    expect(view.screen.getByRole('button', { name: LABELS.createCue })).toBeDisabled();
    expect(view.screen.getByText(/^A website assistant holds at most 100 cues/)).toBeInTheDocument();
  });

  it('sorts the table by a column, and back', async () => {
    const view = await openCues();
    const names = () =>
      within(view.screen.getByRole('table', { name: LABELS.cuesTable }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
    const listed = names();
    const nameHeader = view.screen.getByRole('columnheader', { name: /^Name/ });
    await view.user.click(within(nameHeader).getByRole('button'));
    expect(names()).toEqual(listed.toSorted((a, b) => a.localeCompare(b)));
    await view.user.click(within(nameHeader).getByRole('button'));
    expect(names()).toEqual(listed.toSorted((a, b) => b.localeCompare(a)));
  });

  it('says which cue a URL shows, and why the others do not', async () => {
    const view = await openCues();
    const cues = saved(view).config.cues;
    await view.user.type(
      view.screen.getByRole('textbox', { name: LABELS.cueColumns.url }),
      'https://nowhere.example/',
    );
    const simulation = await view.screen.findByRole('status', { name: 'Simulation' });
    for (const cue of cues) expect(simulation).toHaveTextContent(cue.name);
  });

  it('asks before leaving with unpublished cues', async () => {
    const view = await openCues();
    const [first] = saved(view).config.cues;
    if (!first) throw new Error('A seeded cue expected');
    await view.user.click(view.screen.getByRole('button', { name: `Edit ${first.name}` }));
    const dialog = await view.screen.findByRole('dialog', { name: `Edit ${first.name}` });
    await view.user.click(within(dialog).getByRole('button', { name: LABELS.deleteCue }));
    await act(async () => {
      // Blocked: the promise settles only once the user answers.
      void view.router.navigate('/users');
      await Promise.resolve();
    });
    const ask = await view.screen.findByRole('dialog', { name: 'Leave without publishing?' });
    await view.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(view.router.state.location.pathname).toBe(route);
    expect(view.screen.getByText(/^1 change not published/)).toBeInTheDocument();
  });
});
