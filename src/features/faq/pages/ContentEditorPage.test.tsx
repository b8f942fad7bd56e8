import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { updateFaqAndPublishIt } from '@/contracts/faq';
import { faqDocumentsOf } from '@/emulator/modules/faq/test-support';
import { DEMO_TENANT } from '@/emulator/seed';

import { emulator } from '@tests/emulator';
import { renderApp } from '@tests/render';

import { FAQ_MESSAGES } from '../messages';

const faqDocuments = () => faqDocumentsOf(emulator(), DEMO_TENANT);
const firstWith = (status: string, proposal = false) =>
  faqDocuments()
    .toSorted((left, right) => right._source.last_update.localeCompare(left._source.last_update))
    .find((record) => record._source.status === status && Boolean(record._source.id) === proposal);

async function openQueue() {
  const app = await renderApp({ route: '/faq/content-editor', signedInAs: 'administrator' });
  const table = await app.screen.findByRole('table', { name: 'Questions waiting to be reviewed' });
  return { ...app, table };
}

async function review(app: Awaited<ReturnType<typeof openQueue>>, question: string) {
  await app.user.click(
    within(app.table).getAllByRole('button', { name: `Review Question: ${question}` })[0]!,
  );
  return app.screen.findByRole('region', { name: 'Review question' });
}

describe('/faq/content-editor', () => {
  it('is for administrators: an ordinary user is sent to the home page', async () => {
    const { screen, router } = await renderApp({ route: '/faq/content-editor', signedInAs: 'user' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('table', { name: 'Questions waiting to be reviewed' })).not.toBeInTheDocument();
  });

  it('lists only the questions waiting for review', async () => {
    const { table } = await openQueue();
    const waiting = faqDocuments().filter((record) => record._source.status !== 'APPROVED');
    expect(within(table).getAllByRole('row')).toHaveLength(waiting.length + 1);
    expect(within(table).queryByText('APPROVED')).not.toBeInTheDocument();
  });

  it('accepts a new question as the reviewer edited it, then reloads the queue', async () => {
    const pending = firstWith('NEW');
    const app = await openQueue();
    const form = await review(app, pending?._source.question ?? '');
    const question = within(form).getByRole('textbox', { name: 'Question' });
    expect(question).toHaveValue(pending?._source.question);
    await app.user.clear(question);
    await app.user.type(question, 'Edited before publishing?');
    await app.user.click(within(form).getByRole('button', { name: 'Accept' }));
    expect(await app.screen.findByText(FAQ_MESSAGES.accepted)).toBeInTheDocument();
    expect(faqDocuments().find((record) => record._id === pending?._id)?._source).toMatchObject({
      status: 'APPROVED',
      question: 'Edited before publishing?',
    });
    await waitFor(() =>
      expect(app.screen.queryByRole('region', { name: 'Review question' })).not.toBeInTheDocument(),
    );
    expect(within(app.table).queryByText(pending?._source.question ?? '')).not.toBeInTheDocument();
  });

  it('rejects a new question', async () => {
    const pending = firstWith('NEW');
    const app = await openQueue();
    const form = await review(app, pending?._source.question ?? '');
    await app.user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await app.screen.findByText(FAQ_MESSAGES.rejected)).toBeInTheDocument();
    expect(faqDocuments().some((record) => record._id === pending?._id)).toBe(false);
  });

  it('keeps a question marked for deletion', async () => {
    const leaving = firstWith('TO BE DELETED');
    const app = await openQueue();
    const form = await review(app, leaving?._source.question ?? '');
    expect(within(form).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await app.user.click(within(form).getByRole('button', { name: 'Keep Question' }));
    expect(await app.screen.findByText(FAQ_MESSAGES.deletionRejected)).toBeInTheDocument();
    expect(faqDocuments().find((record) => record._id === leaving?._id)?._source.status).toBe('APPROVED');
  });

  it('deletes a question marked for deletion', async () => {
    const leaving = firstWith('TO BE DELETED');
    const app = await openQueue();
    const form = await review(app, leaving?._source.question ?? '');
    await app.user.click(within(form).getByRole('button', { name: 'Delete' }));
    expect(await app.screen.findByText(FAQ_MESSAGES.deleted)).toBeInTheDocument();
    expect(faqDocuments().some((record) => record._id === leaving?._id)).toBe(false);
  });

  it('says so when a review fails, and keeps the form', async () => {
    emulator().faults.add({ operation: updateFaqAndPublishIt.apiCall, status: 500, times: 1 });
    const pending = firstWith('NEW');
    const app = await openQueue();
    const form = await review(app, pending?._source.question ?? '');
    await app.user.click(within(form).getByRole('button', { name: 'Accept' }));
    expect(await app.screen.findByText(FAQ_MESSAGES.reviewFailed)).toBeInTheDocument();
    expect(faqDocuments().find((record) => record._id === pending?._id)?._source.status).toBe('NEW');
    expect(app.screen.getByRole('region', { name: 'Review question' })).toBeInTheDocument();
  });

  it('publishes a suggested change in place of the approved question', async () => {
    const proposal = firstWith('NEW', true);
    const originalId = proposal?._source.id;
    const app = await openQueue();
    const form = await review(app, proposal?._source.question ?? '');
    expect(within(form).getByText(/suggests a change to an approved question/)).toBeInTheDocument();
    // What changes, word by word: the seed's suggestion adds a sentence about bonuses.
    const changes = await within(form).findByRole('region', { name: 'What the suggestion changes' });
    const added = changes.querySelector('ins');
    expect(added).toHaveTextContent(/bonuses/);
    await app.user.click(within(form).getByRole('button', { name: 'Accept' }));
    expect(await app.screen.findByText(FAQ_MESSAGES.accepted)).toBeInTheDocument();
    expect(faqDocuments().find((record) => record._id === originalId)?._source.answer).toBe(
      proposal?._source.answer,
    );
    expect(faqDocuments().some((record) => record._id === proposal?._id)).toBe(false);
  });
});
