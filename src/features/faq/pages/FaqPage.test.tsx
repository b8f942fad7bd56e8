import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SESSION_EXPIRED_MESSAGE } from '@/app/bootstrap';
import { RESTORED_DRAFT_MESSAGE } from '@/components/form/RestoredDraftNotice';
import {
  deleteFaq,
  FAQ_QUESTION_MAX_CHARACTERS,
  getSubjectAreas,
  getSubmittedFaqs,
  insertFaq,
  markFaqForDeletion,
  suggestionsV2,
} from '@/contracts/faq';
import { faqDocumentsOf } from '@/emulator/modules/faq/test-support';
import { DEMO_ACCOUNTS, DEMO_TENANT } from '@/emulator/seed';
import { formDrafts } from '@/lib/form-draft';

import { emulator, server } from '@tests/emulator';
import { fillEditor } from '@tests/quill';
import { renderApp } from '@tests/render';

import { DELETE_BLOCKED, FAQ_MESSAGES } from '../messages';
import { isQuestionDraft, QUESTION_DRAFT } from '../rules';
import { imageUploadRequested } from '../slice';

const faqDocuments = () => faqDocumentsOf(emulator(), DEMO_TENANT);
const faqDocument = (question: string) =>
  faqDocuments().find((record) => record._source.question === question);

afterEach(() => {
  vi.restoreAllMocks();
});

async function openLibrary(signedInAs: 'user' | 'administrator' = 'user') {
  const app = await renderApp({ route: '/faq', signedInAs });
  // The first test of a run also loads the page's chunks cold: on a busy machine that outlasts 5 s.
  const form = await app.screen.findByRole('form', { name: 'Question form' }, { timeout: 15_000 });
  const table = await app.screen.findByRole('table', { name: 'Previously Submitted Questions' });
  return { ...app, form, table };
}

/** Fills the form as a user would: question, subject area (a plain select for users), answer, voice. */
async function fillForm(app: Awaited<ReturnType<typeof openLibrary>>, question: string) {
  const { form, user, screen } = app;
  await user.type(within(form).getByRole('textbox', { name: 'Question' }), question);
  await user.click(within(form).getByRole('combobox', { name: 'Subject Area' }));
  await user.click(await screen.findByRole('option', { name: 'IT' }));
  await fillEditor(form, '<p>Ask the <b>service desk</b>.</p>');
  await user.type(within(form).getByRole('textbox', { name: 'Voice Response' }), 'Ask the service desk.');
}

describe('/faq', () => {
  it('lists every submitted question newest first, with the custom column and each row’s delete rule', async () => {
    const { table } = await openLibrary();
    const rows = within(table).getAllByRole('row').slice(1);
    const expected = faqDocuments()
      .toSorted((left, right) => right._source.last_update.localeCompare(left._source.last_update))
      .slice(0, 10)
      .map((record) => record._source.question);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(expected);
    expect(within(table).getByRole('columnheader', { name: 'Site' })).toBeInTheDocument();
    // Someone else's NEW question: the action is unavailable and says why.
    const theirs = faqDocuments().find(
      (record) => record._source.status === 'NEW' && record._source.user !== DEMO_ACCOUNTS.user.email,
    );
    const blocked = within(table).getByRole('button', {
      name: `Delete question: ${theirs?._source.question}`,
    });
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    expect(blocked).toHaveAccessibleDescription(DELETE_BLOCKED.notYours);
  });

  it('requires all four fields, whitespace only counting as empty, then submits a NEW question', async () => {
    const app = await openLibrary();
    const { form, user, screen } = app;
    await user.type(within(form).getByRole('textbox', { name: 'Question' }), '   ');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findAllByText(FAQ_MESSAGES.required)).toHaveLength(4);
    await user.clear(within(form).getByRole('textbox', { name: 'Question' }));
    await fillForm(app, 'How do I get a second monitor?');
    await waitFor(() => expect(within(form).queryAllByText(FAQ_MESSAGES.required)).toHaveLength(0));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(FAQ_MESSAGES.submitted)).toBeInTheDocument();
    expect(faqDocument('How do I get a second monitor?')?._source).toMatchObject({
      status: 'NEW',
      user: DEMO_ACCOUNTS.user.email,
      subject_area: 'IT',
      answer: '<p>Ask the <strong>service desk</strong>.</p>',
      answer_voice: 'Ask the service desk.',
    });
    // The form starts afresh, and the list shows the new question.
    // A fresh form (a new one replaces the submitted one).
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Question form' })).getByRole('textbox', {
          name: 'Question',
        }),
      ).toHaveValue(''),
    );
    expect(await within(app.table).findByText('How do I get a second monitor?')).toBeInTheDocument();
  });

  it('keeps the server’s length limits: a question over 500 characters is refused on the form', async () => {
    const app = await openLibrary();
    await fillForm(app, 'Why?');
    const question = within(app.form).getByRole('textbox', { name: 'Question' });
    fireEvent.change(question, { target: { value: 'q'.repeat(FAQ_QUESTION_MAX_CHARACTERS + 1) } });
    const before = faqDocuments().length;
    await app.user.click(within(app.form).getByRole('button', { name: 'Submit' }));
    expect(
      await within(app.form).findByText(FAQ_MESSAGES.tooLong(FAQ_QUESTION_MAX_CHARACTERS)),
    ).toBeInTheDocument();
    expect(faqDocuments()).toHaveLength(before);
    fireEvent.change(question, { target: { value: 'q'.repeat(FAQ_QUESTION_MAX_CHARACTERS) } });
    await app.user.click(within(app.form).getByRole('button', { name: 'Submit' }));
    expect(await app.screen.findByText(FAQ_MESSAGES.submitted)).toBeInTheDocument();
  });

  it('says the subject areas could not be loaded, and Retry loads them', async () => {
    emulator().faults.add({ operation: getSubjectAreas.apiCall, status: 500, times: 1 });
    const app = await openLibrary();
    const alert = await within(app.form).findByText(FAQ_MESSAGES.subjectAreasFailed);
    await app.user.click(
      within(alert.closest<HTMLElement>('[role="alert"]') ?? app.form).getByRole('button', { name: 'Retry' }),
    );
    await waitFor(() =>
      expect(within(app.form).queryByText(FAQ_MESSAGES.subjectAreasFailed)).not.toBeInTheDocument(),
    );
    await app.user.click(within(app.form).getByRole('combobox', { name: 'Subject Area' }));
    expect(await app.screen.findByRole('option', { name: 'Facilities' })).toBeInTheDocument();
  });

  it('loses nothing when the session expires during Submit: after signing in again the question is back', async () => {
    const app = await openLibrary();
    await fillForm(app, 'Lost when the session ended?');
    // Two: the first call and the gateway's one retry with refreshed tokens.
    emulator().faults.add({ operation: insertFaq.apiCall, status: 401, times: 2 });
    await app.user.click(within(app.form).getByRole('button', { name: 'Submit' }));
    expect(await app.screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/sign-in'));
    expect(faqDocument('Lost when the session ended?')).toBeUndefined();
    // Nobody else finds it.
    expect(
      formDrafts(DEMO_ACCOUNTS.administrator.email).load(QUESTION_DRAFT, isQuestionDraft),
    ).toBeUndefined();

    await app.user.click(await app.screen.findByLabelText(/email/i));
    await app.user.paste(DEMO_ACCOUNTS.user.email);
    await app.user.click(app.screen.getByLabelText(/^password/i));
    await app.user.paste(DEMO_ACCOUNTS.user.password);
    await app.user.click(app.screen.getByRole('button', { name: 'Sign in' }));
    // Back on the page the session ended on, the form as it was.
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/faq'), { timeout: 10_000 });
    expect(await app.screen.findByText(RESTORED_DRAFT_MESSAGE)).toBeInTheDocument();
    const form = await app.screen.findByRole('form', { name: 'Question form' });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Question' })).toHaveValue(
        'Lost when the session ended?',
      ),
    );
    expect(within(form).getByRole('textbox', { name: 'Voice Response' })).toHaveValue(
      'Ask the service desk.',
    );
    expect(within(form).getByRole('combobox', { name: 'Subject Area' })).toHaveTextContent('IT');
    // Quill loads as its own chunk.
    await waitFor(
      () =>
        expect(within(form).getByRole('textbox', { name: 'HTML Response' })).toHaveTextContent(
          'Ask the service desk.',
        ),
      { timeout: 10_000 },
    );
    await app.user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await app.screen.findByText(FAQ_MESSAGES.submitted)).toBeInTheDocument();
    expect(faqDocument('Lost when the session ended?')?._source.answer).toBe(
      '<p>Ask the <strong>service desk</strong>.</p>',
    );
    // Sent: the draft is gone, and the notice with it.
    const username = app.store.getState().auth.user?.username;
    expect(formDrafts(username).load(QUESTION_DRAFT, isQuestionDraft)).toBeUndefined();
    expect(app.screen.queryByText(RESTORED_DRAFT_MESSAGE)).not.toBeInTheDocument();
    // Two sign-ins and two forms with the editor: longer than one page's test.
  }, 60_000);

  it('keeps an unsent question across a visit elsewhere; Discard starts afresh', async () => {
    const app = await openLibrary();
    await app.user.type(within(app.form).getByRole('textbox', { name: 'Question' }), 'Half written?');
    await act(() => app.router.navigate('/profile'));
    await act(() => app.router.navigate('/faq'));
    expect(await app.screen.findByText(RESTORED_DRAFT_MESSAGE)).toBeInTheDocument();
    const form = await app.screen.findByRole('form', { name: 'Question form' });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Question' })).toHaveValue('Half written?'),
    );
    await app.user.click(app.screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(
        within(app.screen.getByRole('form', { name: 'Question form' })).getByRole('textbox', {
          name: 'Question',
        }),
      ).toHaveValue(''),
    );
    const username = app.store.getState().auth.user?.username;
    expect(formDrafts(username).load(QUESTION_DRAFT, isQuestionDraft)).toBeUndefined();
  });

  it('lets a user create a subject area only when the settings allow it', async () => {
    let app = await openLibrary();
    // A plain select: only the existing subject areas.
    await app.user.click(within(app.form).getByRole('combobox', { name: 'Subject Area' }));
    expect(await app.screen.findByRole('option', { name: 'Facilities' })).toBeInTheDocument();
    app.unmount();
    emulator().db.update('faq', (state) => {
      const own = state.settings.find((entry) => entry.tenant === DEMO_TENANT);
      if (own) own.nonAdminsCanCreateSubjectAreas = true;
    });
    app = await openLibrary();
    const { form, user, screen } = app;
    await user.type(within(form).getByRole('textbox', { name: 'Question' }), 'Who waters the plants?');
    await user.type(within(form).getByRole('combobox', { name: 'Subject Area' }), 'Office plants');
    await fillEditor(form, '<p>The facilities team.</p>');
    await user.type(within(form).getByRole('textbox', { name: 'Voice Response' }), 'The facilities team.');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(FAQ_MESSAGES.submitted)).toBeInTheDocument();
    expect(faqDocument('Who waters the plants?')?._source.subject_area).toBe('Office plants');
  });

  it('uploads an editor image with progress 1, then 99, then done, and puts it in the answer', async () => {
    const app = await openLibrary();
    const progress: (number | null)[] = [];
    const unsubscribe = app.store.subscribe(() => {
      const current = app.store.getState().faq.image.progress;
      if (progress.at(-1) !== current) progress.push(current);
    });
    // What the toolbar's Image button does with the picked file (jsdom opens no file chooser).
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    act(() => {
      app.store.dispatch(imageUploadRequested({ file: new File([png], 'map.png', { type: 'image/png' }) }));
    });
    expect(await app.screen.findByText(FAQ_MESSAGES.imageUploaded)).toBeInTheDocument();
    unsubscribe();
    expect(progress).toEqual([1, 99, null]);
    const uri = app.store.getState().faq.image.uploaded?.uri ?? '';
    expect(uri).toMatch(/\/faq-images\//);
    await waitFor(() =>
      expect(
        within(app.form).getByRole('textbox', { name: 'HTML Response' }).querySelector('img'),
      ).toHaveAttribute('src', uri),
    );
  });

  it('does not send a file whose bytes are not the image it claims to be', async () => {
    const app = await openLibrary();
    const stored = () =>
      Object.keys(emulator().db.state.s3.buckets[emulator().config.profilePictureBucket] ?? {}).length;
    const before = stored();
    act(() => {
      app.store.dispatch(
        imageUploadRequested({
          file: new File(['<html><script>alert(1)</script></html>'], 'map.png', { type: 'image/png' }),
        }),
      );
    });
    expect(await app.screen.findByText(FAQ_MESSAGES.notAnImage)).toBeInTheDocument();
    expect(app.store.getState().faq.image.progress).toBeNull();
    expect(stored()).toBe(before);
  });

  it('refuses responses over 22,000 bytes together, counting multi-byte characters', async () => {
    const app = await openLibrary();
    await fillForm(app, 'A long answer?');
    const before = faqDocuments().length;
    // 'é' is two bytes: 11,000 of them with the answer's bytes go over the limit.
    fireEvent.change(within(app.form).getByRole('textbox', { name: 'Voice Response' }), {
      target: { value: 'é'.repeat(11_000) },
    });
    expect(await within(app.form).findByText(FAQ_MESSAGES.tooLarge)).toBeInTheDocument();
    await app.user.click(within(app.form).getByRole('button', { name: 'Submit' }));
    expect(faqDocuments()).toHaveLength(before);
  });

  it('says so when the server refuses a question', async () => {
    emulator().faults.add({ operation: insertFaq.apiCall, status: 500, times: 1 });
    const app = await openLibrary();
    await fillForm(app, 'Will this fail?');
    await app.user.click(within(app.form).getByRole('button', { name: 'Submit' }));
    expect(await app.screen.findByText(FAQ_MESSAGES.processFailed)).toBeInTheDocument();
    expect(faqDocument('Will this fail?')).toBeUndefined();
    // Nothing typed is lost.
    expect(within(app.form).getByRole('textbox', { name: 'Question' })).toHaveValue('Will this fail?');
  });

  it('deletes the user’s own NEW question directly, without an audit record', async () => {
    const own = faqDocuments().find(
      (record) =>
        record._source.status === 'NEW' &&
        record._source.user === DEMO_ACCOUNTS.user.email &&
        !record._source.id,
    );
    const { table, user, screen } = await openLibrary();
    await user.click(
      within(table).getByRole('button', { name: `Delete question: ${own?._source.question}` }),
    );
    expect(await screen.findByText(FAQ_MESSAGES.directlyDeleted)).toBeInTheDocument();
    expect(faqDocuments().some((record) => record._id === own?._id)).toBe(false);
    expect(emulator().db.state.faq.audit.filter((record) => record.docId === own?._id)).toEqual([]);
    await waitFor(() =>
      expect(within(table).queryByText(own?._source.question ?? '')).not.toBeInTheDocument(),
    );
  });

  it('marks an approved question for deletion, unless a suggested change refers to it', async () => {
    const referred = faqDocuments().find((record) =>
      faqDocuments().some((other) => other._source.id === record._id),
    );
    // The newest approved question nothing refers to: on the table's first page.
    const free = faqDocuments()
      .toSorted((left, right) => right._source.last_update.localeCompare(left._source.last_update))
      .find(
        (record) =>
          record._source.status === 'APPROVED' &&
          !faqDocuments().some((other) => other._source.id === record._id),
      );
    const { table, user, screen } = await openLibrary();
    const blocked = within(table).getByRole('button', {
      name: `Mark question for deletion: ${referred?._source.question}`,
    });
    expect(blocked).toHaveAccessibleDescription(DELETE_BLOCKED.referred);
    await user.click(
      within(table).getByRole('button', { name: `Mark question for deletion: ${free?._source.question}` }),
    );
    expect(await screen.findByText(FAQ_MESSAGES.markedAndQueued)).toBeInTheDocument();
    expect(faqDocuments().find((record) => record._id === free?._id)?._source.status).toBe('TO BE DELETED');
  });

  it('says so when marking for deletion or deleting fails, and changes nothing', async () => {
    const own = faqDocuments().find(
      (record) =>
        record._source.status === 'NEW' &&
        record._source.user === DEMO_ACCOUNTS.user.email &&
        !record._source.id,
    );
    const approved = faqDocuments()
      .toSorted((left, right) => right._source.last_update.localeCompare(left._source.last_update))
      .find(
        (record) =>
          record._source.status === 'APPROVED' &&
          !faqDocuments().some((other) => other._source.id === record._id),
      );
    emulator().faults.add({ operation: markFaqForDeletion.apiCall, status: 500, times: 1 });
    emulator().faults.add({ operation: deleteFaq.apiCall, status: 500, times: 1 });
    const { table, user, screen } = await openLibrary();
    await user.click(
      within(table).getByRole('button', {
        name: `Mark question for deletion: ${approved?._source.question}`,
      }),
    );
    expect(await screen.findByText(FAQ_MESSAGES.markFailed)).toBeInTheDocument();
    await user.click(
      within(table).getByRole('button', { name: `Delete question: ${own?._source.question}` }),
    );
    expect(await screen.findByText(FAQ_MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(faqDocuments().find((record) => record._id === approved?._id)?._source.status).toBe('APPROVED');
    expect(faqDocuments().some((record) => record._id === own?._id)).toBe(true);
    expect(screen.queryByText(FAQ_MESSAGES.markedAndQueued)).not.toBeInTheDocument();
    expect(screen.queryByText(FAQ_MESSAGES.directlyDeleted)).not.toBeInTheDocument();
  });

  it('offers to delete the approved question a change was started from: marked, with its own message', async () => {
    const { screen, user } = await openLibrary();
    await user.type(screen.getByRole('combobox', { name: 'Search approved questions' }), 'park');
    await user.click(await screen.findByRole('option', { name: /Where can I park at the office\?/ }));
    const form = screen.getByRole('form', { name: 'Question form' });
    await user.click(within(form).getByRole('button', { name: 'Suggest deleting it' }));
    expect(await screen.findByText(FAQ_MESSAGES.markedForDeletion)).toBeInTheDocument();
    expect(faqDocument('Where can I park at the office?')?._source.status).toBe('TO BE DELETED');
    // The form starts afresh: nothing left to change.
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Question form' })).getByRole('textbox', {
          name: 'Question',
        }),
      ).toHaveValue(''),
    );
  });

  it('finds approved questions as you type; choosing one suggests a change to it', async () => {
    const { screen, user } = await openLibrary();
    await user.type(screen.getByRole('combobox', { name: 'Search approved questions' }), 'park');
    await user.click(await screen.findByRole('option', { name: /Where can I park at the office\?/ }));
    // The form starts afresh from the chosen question.
    const form = screen.getByRole('form', { name: 'Question form' });
    expect(within(form).getByRole('textbox', { name: 'Question' })).toHaveValue(
      'Where can I park at the office?',
    );
    expect(within(form).getByText(/suggesting a change to an approved question/)).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: 'Voice Response' }));
    await user.type(within(form).getByRole('textbox', { name: 'Voice Response' }), 'Behind the building.');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(FAQ_MESSAGES.submitted)).toBeInTheDocument();
    const original = faqDocuments().find(
      (record) =>
        record._source.question === 'Where can I park at the office?' && record._source.status === 'APPROVED',
    );
    const proposal = faqDocuments().find((record) => record._source.id === original?._id);
    expect(proposal?._source).toMatchObject({ status: 'NEW', answer_voice: 'Behind the building.' });
  });

  it('shows no suggestion when the search fails', async () => {
    emulator().faults.add({ operation: suggestionsV2.apiCall, status: 500 });
    const { screen, user } = await openLibrary();
    await user.type(screen.getByRole('combobox', { name: 'Search approved questions' }), 'park');
    expect(await screen.findByText('No approved question matches')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('keeps the list’s failure on screen with Retry', async () => {
    emulator().faults.add({ operation: getSubmittedFaqs.apiCall, status: 500, times: 1 });
    const { screen, user } = await renderApp({ route: '/faq', signedInAs: 'user' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAQ_MESSAGES.listFailed);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Previously Submitted Questions' })).toBeInTheDocument();
  });

  it('starts a question from the address (a missed utterance)', async () => {
    const { screen } = await renderApp({ route: '/faq?question=Where%20is%20lunch%3F', signedInAs: 'user' });
    const form = await screen.findByRole('form', { name: 'Question form' });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Question' })).toHaveValue('Where is lunch?'),
    );
  });

  describe('Listen', () => {
    const speechRequests: unknown[] = [];
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/v1/speech' && request.url.includes('polly.')) {
        void request
          .clone()
          .json()
          .then((body: unknown) => speechRequests.push(body));
      }
    };
    const played: HTMLMediaElement[] = [];

    beforeEach(() => {
      speechRequests.length = 0;
      played.length = 0;
      server.events.on('request:start', record);
      // jsdom has no object URLs and plays no media: the <audio> element's own methods stand in for playback.
      Object.defineProperty(URL, 'createObjectURL', {
        configurable: true,
        value: () => 'blob:faq-test/voice',
      });
      Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
        played.push(this);
        return Promise.resolve();
      });
      vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    });

    afterEach(() => {
      server.events.removeListener('request:start', record);
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it('speaks the voice response through the speech service (mp3, Joanna, en-US, 16000 Hz); Stop ends it', async () => {
      const { form, user } = await openLibrary();
      expect(within(form).getByRole('button', { name: 'Listen' })).toBeDisabled();
      await user.type(within(form).getByRole('textbox', { name: 'Voice Response' }), 'Hello there.');
      await user.click(within(form).getByRole('button', { name: 'Listen' }));
      await user.click(await within(form).findByRole('button', { name: 'Stop' }));
      expect(await within(form).findByRole('button', { name: 'Listen' })).toBeEnabled();
      expect(played).toHaveLength(1);
      expect(speechRequests).toEqual([
        expect.objectContaining({
          OutputFormat: 'mp3',
          VoiceId: 'Joanna',
          LanguageCode: 'en-US',
          SampleRate: '16000',
          TextType: 'text',
          Text: 'Hello there.',
        }),
      ]);
      // Played to its end, the button comes back by itself.
      await user.click(within(form).getByRole('button', { name: 'Listen' }));
      await within(form).findByRole('button', { name: 'Stop' });
      played[1]?.dispatchEvent(new Event('ended'));
      expect(await within(form).findByRole('button', { name: 'Listen' })).toBeEnabled();
    });

    it('says so when the speech cannot be had', async () => {
      // A 400: the SDK retries a 500 (and would play the second answer).
      emulator().faults.add({ operation: 'SynthesizeSpeech', status: 400, times: 1 });
      const { form, user, screen } = await openLibrary();
      await user.type(within(form).getByRole('textbox', { name: 'Voice Response' }), 'Hello there.');
      await user.click(within(form).getByRole('button', { name: 'Listen' }));
      expect(await screen.findByText(FAQ_MESSAGES.cannotPlay)).toBeInTheDocument();
      expect(within(form).getByRole('button', { name: 'Listen' })).toBeEnabled();
      expect(played).toHaveLength(0);
    });
  });
});
