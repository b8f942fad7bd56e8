import { act, fireEvent, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SESSION_EXPIRED_MESSAGE } from '@/app/bootstrap';
import { RESTORED_DRAFT_MESSAGE } from '@/components/form/RestoredDraftNotice';
import { getFaqCmsSettings, saveFaqCmsSettings } from '@/contracts/faq';
import { uploadCollection } from '@/contracts/faq-import';
import { IMPORT_JOB } from '@/emulator/modules/faq/imports';
import { IMPORT_DELAY_MS } from '@/emulator/modules/faq/operations';
import { faqDocumentsOf } from '@/emulator/modules/faq/test-support';
import { DEMO_ACCOUNTS, DEMO_TENANT } from '@/emulator/seed';
import { formDrafts } from '@/lib/form-draft';

import { emulator, server } from '@tests/emulator';
import { renderApp } from '@tests/render';
import { untilReal } from '@tests/timers';

import { UPLOAD_POLL_ATTEMPTS, UPLOAD_POLL_INTERVAL_MS } from '../import/sagas';
import { FAQ_MESSAGES, IMPORT_CONFIRMATIONS, SETTINGS_MESSAGES } from '../messages';
import { isFaqCmsSettings, SETTINGS_DRAFT } from '../rules';

const settings = () => emulator().db.state.faq.settings.find((entry) => entry.tenant === DEMO_TENANT);

afterEach(() => {
  vi.useRealTimers();
});

async function openSettings() {
  const app = await renderApp({ route: '/faq/settings', signedInAs: 'administrator' });
  // The first test of a run also loads the page's chunks cold: on a busy machine that outlasts 5 s.
  await app.screen.findByRole(
    'switch',
    { name: 'Non-admins can create new subject areas' },
    { timeout: 15_000 },
  );
  return app;
}

/** Windows-1252 bytes of Latin-1 text. */
function windows1252(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** Counts the ReceiveMessage calls the page makes to the upload queue. */
function countReceives() {
  const counter = { count: 0 };
  const record = ({ request }: { request: Request }) => {
    if (request.headers.get('x-amz-target') === 'AmazonSQS.ReceiveMessage') counter.count += 1;
  };
  server.events.on('request:start', record);
  return { counter, stop: () => server.events.removeListener('request:start', record) };
}

/**
 * Moves the fake clock a second at a time, letting real I/O run between steps, until `check()` holds. Past
 * `limitMs` of fake time the clock stops, and the real work under way (reading the file, the worker) gets up to
 * 10 s of real time: a busy machine is slow, not wrong.
 */
async function advanceUntil(check: () => boolean, limitMs: number) {
  for (let elapsed = 0; !check(); elapsed += 1_000) {
    if (elapsed > limitMs) {
      await untilReal(check);
      return;
    }
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('/faq/settings', () => {
  it('saves the subject-area switch at once', async () => {
    const { screen, user } = await openSettings();
    await user.click(screen.getByRole('switch', { name: 'Non-admins can create new subject areas' }));
    expect(await screen.findByText(FAQ_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(settings()?.nonAdminsCanCreateSubjectAreas).toBe(true);
  });

  it('adds a custom field: Save waits for an option, the first error blocks it, then it is stored normalised', async () => {
    const { screen, user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Add custom field' }));
    const field = screen.getByRole('group', { name: 'Custom field 2' });
    await user.type(within(field).getByRole('textbox', { name: 'Name' }), 'Cost Centre');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    const named = screen.getByRole('group', { name: 'Cost Centre' });
    await user.click(within(named).getByRole('button', { name: 'Add option' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.type(within(named).getByRole('textbox', { name: 'Option 1 label' }), 'Sales');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(SETTINGS_MESSAGES.blocked(SETTINGS_MESSAGES.valueEmpty)),
    ).toBeInTheDocument();
    expect(settings()?.customFields).toHaveLength(1);
    await user.type(within(named).getByRole('textbox', { name: 'Option 1 value' }), 'CC-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FAQ_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(settings()?.customFields[1]).toEqual({
      name: 'Cost Centre',
      label: 'Cost Centre',
      sourceFieldName: 'cost_centre',
      options: [
        { value: 'All', label: 'All' },
        { value: 'CC-1', label: 'Sales' },
      ],
    });
  });

  it('keeps unsaved fields when the session expires during Save, and saves them after signing in again', async () => {
    const { screen, user, router, store } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Add custom field' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Custom field 2' })).getByRole('textbox', { name: 'Name' }),
      'Cost Centre',
    );
    const named = screen.getByRole('group', { name: 'Cost Centre' });
    await user.click(within(named).getByRole('button', { name: 'Add option' }));
    await user.type(within(named).getByRole('textbox', { name: 'Option 1 value' }), 'CC-1');
    await user.type(within(named).getByRole('textbox', { name: 'Option 1 label' }), 'Sales');
    const username = store.getState().auth.user?.username;
    // Two: the first call and the gateway's one retry with refreshed tokens.
    emulator().faults.add({ operation: saveFaqCmsSettings.apiCall, status: 401, times: 2 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(settings()?.customFields).toHaveLength(1);

    await user.click(await screen.findByLabelText(/email/i));
    await user.paste(DEMO_ACCOUNTS.administrator.email);
    await user.click(screen.getByLabelText(/^password/i));
    await user.paste(DEMO_ACCOUNTS.administrator.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq/settings'), { timeout: 10_000 });
    expect(await screen.findByText(RESTORED_DRAFT_MESSAGE)).toBeInTheDocument();
    const restored = screen.getByRole('group', { name: 'Cost Centre' });
    expect(within(restored).getByRole('textbox', { name: 'Option 1 label' })).toHaveValue('Sales');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FAQ_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(settings()?.customFields.map((field) => field.name)).toEqual(['Site', 'Cost Centre']);
    expect(formDrafts(username).load(SETTINGS_DRAFT, isFaqCmsSettings)).toBeUndefined();
    await waitFor(() => expect(screen.queryByText(RESTORED_DRAFT_MESSAGE)).not.toBeInTheDocument());
  }, 60_000);

  it('deletes a custom field after confirmation', async () => {
    const { screen, user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete Site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete custom field' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(FAQ_MESSAGES.fieldDeleted)).toBeInTheDocument();
    expect(settings()?.customFields).toEqual([]);
  });

  it('says so when the settings cannot be loaded or saved', async () => {
    emulator().faults.add({ operation: getFaqCmsSettings.apiCall, status: 500, times: 1 });
    const failed = await renderApp({ route: '/faq/settings', signedInAs: 'administrator' });
    expect(await failed.screen.findAllByText(FAQ_MESSAGES.settingsLoadFailed)).not.toHaveLength(0);
    failed.unmount();
    emulator().faults.add({ operation: saveFaqCmsSettings.apiCall, status: 500, times: 1 });
    const { screen, user } = await openSettings();
    await user.click(screen.getByRole('switch', { name: 'Non-admins can create new subject areas' }));
    expect(await screen.findByText(FAQ_MESSAGES.settingsSaveFailed)).toBeInTheDocument();
    expect(settings()?.nonAdminsCanCreateSubjectAreas).toBe(false);
  });
});

describe('the bulk import', () => {
  const csv =
    'question,subject_area,answer,answer_voice\r\nOù est la cafétéria?,Facilités,<p>Au rez-de-chaussée.</p>,Au rez-de-chaussée.\r\nSans réponse?,IT,,\r\n  WHEN is payday?  ,Finance,<p>On the 25th.</p>,On the 25th.\r\n';
  const published = () =>
    faqDocumentsOf(emulator(), DEMO_TENANT).filter((record) => record._source.status !== 'NEW');
  const waiting = () =>
    faqDocumentsOf(emulator(), DEMO_TENANT).filter((record) => record._source.status === 'NEW');

  async function choose(app: Awaited<ReturnType<typeof openSettings>>, file: File, kind = 'FAQ data') {
    await app.user.upload(app.screen.getByLabelText(`Upload ${kind}`), file);
    return app.screen.findByRole('dialog', {
      name: new RegExp(`Import ${kind}: ${file.name.replace('.', '\\.')}`),
    });
  }

  /** Confirms, then runs the clock until the dialog shows what happened. */
  async function confirmAndWait(dialog: HTMLElement, button: string, done: () => boolean) {
    // Date too: the queue's long poll ends at a deadline on the emulator clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.click(within(dialog).getByRole('button', { name: button }));
    await untilReal(() => emulator().db.state.jobs.pending.some((job) => job.kind === IMPORT_JOB));
    await advanceUntil(done, IMPORT_DELAY_MS + 5_000);
  }

  it('adds and updates by default: previews which questions it updates, then says in the past tense what it did', async () => {
    const app = await openSettings();
    const before = faqDocumentsOf(emulator(), DEMO_TENANT).length;
    // The import updates the stored question in place: keep its id, not the record.
    const payday = faqDocumentsOf(emulator(), DEMO_TENANT).find(
      (record) => record._source.question === 'When is payday?' && record._source.status === 'APPROVED',
    )?._id;
    const dialog = await choose(
      app,
      new File([new Uint8Array(windows1252(csv))], 'faq.csv', { type: 'text/csv' }),
    );
    expect(
      await within(dialog).findByText(
        /3 rows read from Windows-1252 text, converted to UTF-8\. 2 will be imported\./,
      ),
    ).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Rows left out' })).getByText('Line 3: No answer.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /^Add and update/ })).toBeChecked();
    // “When is payday?” is published: matched whatever its case and spaces.
    expect(
      await within(dialog).findByText('1 question will be updated and 1 question added.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(IMPORT_CONFIRMATIONS.faq)).not.toBeInTheDocument();
    await confirmAndWait(
      dialog,
      'Add and update',
      () => within(dialog).queryAllByRole('group', { name: 'What the import did' }).length > 0,
    );
    const outcome = within(dialog).getByRole('group', { name: 'What the import did' });
    expect(outcome).toHaveTextContent(`${FAQ_MESSAGES.uploaded} 1 question was added and 1 updated.`);
    expect(within(outcome).getByRole('list', { name: 'Rows left out' })).toHaveTextContent(
      'Line 3: No answer.',
    );
    expect(within(outcome).getByText('1 row was left out:')).toBeInTheDocument();
    // The preview's future tense is gone.
    expect(within(dialog).queryByText(/will be/)).not.toBeInTheDocument();
    // Nothing was lost, the accents survived, and payday was updated in place.
    const after = faqDocumentsOf(emulator(), DEMO_TENANT);
    expect(after).toHaveLength(before + 1);
    expect(after.some((record) => record._source.question === 'Où est la cafétéria?')).toBe(true);
    expect(after.find((record) => record._id === payday)?._source.answer).toBe('<p>On the 25th.</p>');
  });

  it('erases only after saying what is lost and offering the current FAQ to download', async () => {
    const captured: Blob[] = [];
    const names: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        captured.push(blob);
        return 'blob:faq-test/download';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    // jsdom does not download: the link's click is where the browser would.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      const app = await openSettings();
      const pending = waiting().length;
      const live = published();
      const dialog = await choose(app, new File([csv], 'faq.csv', { type: 'text/csv' }));
      await app.user.click(await within(dialog).findByRole('radio', { name: /^Erase and import/ }));
      expect(within(dialog).getByText(IMPORT_CONFIRMATIONS.faq)).toBeInTheDocument();
      expect(
        await within(dialog).findByText(
          `The ${live.length} questions published now will be replaced by the 2 of the file. ${pending} questions waiting for review will be lost.`,
        ),
      ).toBeInTheDocument();
      await app.user.click(within(dialog).getByRole('button', { name: 'CSV' }));
      await waitFor(() => expect(names).toHaveLength(1));
      expect(names[0]).toMatch(/^faq-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await captured[0]!.text();
      const rows = Papa.parse<string[]>(text.trim()).data;
      // The import's own columns (and the custom field), one row per published question.
      expect(rows[0]).toEqual(['question', 'subject_area', 'answer', 'answer_voice', 'site']);
      expect(
        rows
          .slice(1)
          .map((row) => row[0])
          .sort(),
      ).toEqual(live.map((record) => record._source.question).sort());

      await confirmAndWait(
        dialog,
        'Erase and import',
        () => within(dialog).queryAllByRole('group', { name: 'What the import did' }).length > 0,
      );
      expect(within(dialog).getByRole('group', { name: 'What the import did' })).toHaveTextContent(
        'The FAQ was replaced: 2 questions imported.',
      );
      expect(
        faqDocumentsOf(emulator(), DEMO_TENANT)
          .map((record) => record._source.question)
          .sort(),
      ).toEqual(['Où est la cafétéria?', 'WHEN is payday?']);
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('asks before replacing the survey questions', async () => {
    const app = await openSettings();
    const dialog = await choose(
      app,
      new File(['question,answers\nHappy?,Yes|No\n'], 'survey.csv', { type: 'text/csv' }),
      'Survey questions',
    );
    expect(await within(dialog).findByText(IMPORT_CONFIRMATIONS.survey)).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Erase and import' })).toBeEnabled();
  });

  it('polls the queue every 20 s at most 10 times; with no answer the result is unknown, not a failure', async () => {
    const app = await openSettings();
    const dialog = await choose(app, new File([csv], 'faq.csv', { type: 'text/csv' }));
    await within(dialog).findByText(/1 question will be updated/);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const receives = countReceives();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add and update' }));
    // The import never answers: its job is lost.
    await untilReal(() => emulator().db.state.jobs.pending.some((job) => job.kind === IMPORT_JOB));
    emulator().db.update('jobs', (state) => {
      state.pending = state.pending.filter((job) => job.kind !== IMPORT_JOB);
    });
    // Each attempt waits up to 20 s on the queue, then 20 s before the next.
    await advanceUntil(
      () => within(dialog).queryAllByText(FAQ_MESSAGES.importUnknown).length > 0,
      UPLOAD_POLL_ATTEMPTS * 2 * UPLOAD_POLL_INTERVAL_MS + 10_000,
    );
    receives.stop();
    expect(receives.counter.count).toBe(UPLOAD_POLL_ATTEMPTS);
    expect(app.screen.queryAllByText(FAQ_MESSAGES.uploadFailed, { exact: false })).toHaveLength(0);
  });

  it('says the result is unknown when the queue cannot be read, and loads the FAQ again', async () => {
    const app = await openSettings();
    const dialog = await choose(app, new File([csv], 'faq.csv', { type: 'text/csv' }));
    await within(dialog).findByText(/1 question will be updated/);
    // 403: the queue client does not retry it.
    emulator().faults.add({ operation: 'ReceiveMessage', status: 403, times: 1 });
    await confirmAndWait(
      dialog,
      'Add and update',
      () => within(dialog).queryAllByText(/now holds/).length > 0,
    );
    expect(within(dialog).getByText(FAQ_MESSAGES.importUnknown)).toBeInTheDocument();
    expect(app.screen.queryAllByText(FAQ_MESSAGES.uploadFailed, { exact: false })).toHaveLength(0);
    // The import did run: the list loaded again counts its question.
    vi.useRealTimers();
    expect(
      await within(dialog).findByText(new RegExp(`now holds ${published().length} questions published`)),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'FAQ Library' })).toHaveAttribute('href', '/faq');
  });

  it('claims failure when the import call fails, and nothing changes', async () => {
    const app = await openSettings();
    const before = faqDocumentsOf(emulator(), DEMO_TENANT);
    const dialog = await choose(app, new File([csv], 'faq.csv', { type: 'text/csv' }));
    await within(dialog).findByText(/1 question will be updated/);
    emulator().faults.add({ operation: uploadCollection.apiCall, status: 500, times: 1 });
    await app.user.click(within(dialog).getByRole('button', { name: 'Add and update' }));
    expect(await within(dialog).findByText(FAQ_MESSAGES.uploadFailed, { exact: false })).toBeInTheDocument();
    expect(faqDocumentsOf(emulator(), DEMO_TENANT)).toEqual(before);
  });

  it('refuses a file over 10 MB, naming the limit, before reading it', async () => {
    const app = await openSettings();
    const dialog = await choose(
      app,
      new File([new Uint8Array(11 * 1024 * 1024)], 'faq.csv', { type: 'text/csv' }),
    );
    expect(
      await within(dialog).findByText('The file is 11 MB: files up to 10 MB can be imported.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /import|update/i })).not.toBeInTheDocument();
  });

  it('refuses a file without the needed columns before anything is erased', async () => {
    const app = await openSettings();
    const dialog = await choose(
      app,
      new File(['title\nHello\n'], 'survey.csv', { type: 'text/csv' }),
      'Survey questions',
    );
    expect(await within(dialog).findByText(/The file has no question column/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Erase and import' })).toBeDisabled();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(app.screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
