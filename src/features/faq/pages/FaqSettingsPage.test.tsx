import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { IMPORT_JOB } from '@/emulator/faq/imports';
import { IMPORT_DELAY_MS } from '@/emulator/faq/operations';
import { faqDocumentsOf } from '@/emulator/faq/test-support';
import { DEMO_TENANT } from '@/emulator/seed';

import { emulator, server } from '@tests/emulator';
import { renderApp } from '@tests/render';
import { untilReal } from '@tests/timers';

import { UPLOAD_POLL_ATTEMPTS, UPLOAD_POLL_INTERVAL_MS } from '../import/sagas';
import { FAQ_MESSAGES, IMPORT_CONFIRMATIONS, SETTINGS_MESSAGES } from '../messages';

const settings = () => emulator().db.state.faq.settings.find((entry) => entry.tenant === DEMO_TENANT);

afterEach(() => {
  vi.useRealTimers();
});

async function openSettings() {
  const app = await renderApp({ route: '/faq/settings', signedInAs: 'administrator' });
  await app.screen.findByRole('switch', { name: 'Non-admins can create new subject areas' });
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

/** Moves the fake clock a second at a time, letting real I/O run between steps, until `check()` holds. */
async function advanceUntil(check: () => boolean, limitMs: number) {
  for (let elapsed = 0; !check(); elapsed += 1_000) {
    if (elapsed > limitMs) throw new Error(`Still not so after ${limitMs} ms: ${check.toString()}`);
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

  it('deletes a custom field after confirmation', async () => {
    const { screen, user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete Site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete custom field' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(FAQ_MESSAGES.fieldDeleted)).toBeInTheDocument();
    expect(settings()?.customFields).toEqual([]);
  });

  it('says so when the settings cannot be loaded or saved', async () => {
    emulator().faults.add({ operation: 'GetFaqCmsSettings', status: 500, times: 1 });
    const failed = await renderApp({ route: '/faq/settings', signedInAs: 'administrator' });
    expect(await failed.screen.findAllByText(FAQ_MESSAGES.settingsLoadFailed)).not.toHaveLength(0);
    failed.unmount();
    emulator().faults.add({ operation: 'SaveFaqCmsSettings', status: 500, times: 1 });
    const { screen, user } = await openSettings();
    await user.click(screen.getByRole('switch', { name: 'Non-admins can create new subject areas' }));
    expect(await screen.findByText(FAQ_MESSAGES.settingsSaveFailed)).toBeInTheDocument();
    expect(settings()?.nonAdminsCanCreateSubjectAreas).toBe(false);
  });
});

describe('the bulk import', () => {
  const csv =
    'question,subject_area,answer,answer_voice\r\nOù est la cafétéria?,Facilités,<p>Au rez-de-chaussée.</p>,Au rez-de-chaussée.\r\nSans réponse?,IT,,\r\nÀ quelle heure?,Facilités,<p>À midi.</p>,À midi.\r\n';

  it('shows what a Windows-1252 file holds, then uploads it, waits for its message and reports success', async () => {
    const { screen, user } = await openSettings();
    await user.upload(
      screen.getByLabelText('Upload FAQ data'),
      new File([new Uint8Array(windows1252(csv))], 'faq.csv', { type: 'text/csv' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Import FAQ data: faq\.csv/ });
    expect(
      await within(dialog).findByText(
        /3 rows read from Windows-1252 text, converted to UTF-8\. 2 will be imported\./,
      ),
    ).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Rows left out' })).getByText('Line 3: No answer.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(IMPORT_CONFIRMATIONS.faq)).toBeInTheDocument();

    // Date too: the queue's long poll ends at a deadline on the emulator clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const receives = countReceives();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase and import' }));
    await untilReal(() => emulator().db.state.jobs.pending.some((job) => job.kind === IMPORT_JOB));
    await advanceUntil(
      () => screen.queryAllByText(/2 questions imported/).length > 0,
      IMPORT_DELAY_MS + 5_000,
    );
    receives.stop();
    expect(screen.getAllByText(FAQ_MESSAGES.uploaded, { exact: false })).not.toHaveLength(0);
    expect(receives.counter.count).toBeGreaterThanOrEqual(1);
    // The accents survived the conversion and the import.
    expect(
      faqDocumentsOf(emulator(), DEMO_TENANT)
        .map((record) => record._source.question)
        .sort(),
    ).toEqual(['Où est la cafétéria?', 'À quelle heure?']);
  });

  it('polls the queue every 20 s at most 10 times, then reports the failure', async () => {
    const { screen, user } = await openSettings();
    await user.upload(
      screen.getByLabelText('Upload FAQ data'),
      new File([csv], 'faq.csv', { type: 'text/csv' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Import FAQ data/ });
    await within(dialog).findByText(IMPORT_CONFIRMATIONS.faq);
    // Date too: the queue's long poll ends at a deadline on the emulator clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const receives = countReceives();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase and import' }));
    // The import never answers: its job is lost.
    await untilReal(() => emulator().db.state.jobs.pending.some((job) => job.kind === IMPORT_JOB));
    emulator().db.update('jobs', (state) => {
      state.pending = state.pending.filter((job) => job.kind !== IMPORT_JOB);
    });
    const before = faqDocumentsOf(emulator(), DEMO_TENANT).length;
    // Each attempt waits up to 20 s on the queue, then 20 s before the next.
    await advanceUntil(
      () => screen.queryAllByText(FAQ_MESSAGES.uploadFailed, { exact: false }).length > 0,
      UPLOAD_POLL_ATTEMPTS * 2 * UPLOAD_POLL_INTERVAL_MS + 10_000,
    );
    receives.stop();
    expect(receives.counter.count).toBe(UPLOAD_POLL_ATTEMPTS);
    expect(faqDocumentsOf(emulator(), DEMO_TENANT)).toHaveLength(before);
  });

  it('refuses a file without the needed columns before anything is erased', async () => {
    const { screen, user } = await openSettings();
    await user.upload(
      screen.getByLabelText('Upload Survey questions'),
      new File(['title\nHello\n'], 'survey.csv', { type: 'text/csv' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Import Survey questions/ });
    expect(await within(dialog).findByText(/The file has no question column/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Erase and import' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
