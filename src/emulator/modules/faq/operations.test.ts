/**
 * The FAQ service through the portal's own gateway client, as each kind of caller: the statuses and who may move
 * a question between them, the byte limit, subject areas, settings, images, suggestions and the import, and the
 * attacks a real server must refuse (another organisation's ids, a user reviewing, a forged ChatbotId).
 */
import { signOut } from 'aws-amplify/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { FaqCmsSettings, FaqDoc } from '@/contracts/faq';
import * as contract from '@/contracts/faq';
import {
  FAQ_QUESTION_MAX_CHARACTERS,
  FAQ_RESPONSE_LIMIT_BYTES,
  FAQ_SUBJECT_AREA_MAX_CHARACTERS,
} from '@/contracts/faq';
import { IMPORT_OPERATIONS, type ImportKind, type ImportMessage } from '@/contracts/faq-import';
import type { Operation } from '@/contracts/operation';
import { isBlankHtml } from '@/lib/sanitize-html';
import { XSS_CORPUS } from '@/lib/xss-corpus';

import { withAnyFields } from '@tests/operations';

import { portalGateway, signInAs as signInOnly, type TestGateway } from '../../core/gateway/test-support';
import { bytesToBase64 } from '../../core/protocol/s3-rest';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, DEMO_SKILL, DEMO_TENANT, OTHER_ORGANISATION } from '../../seed';
import { withEmulatedAmplify } from '../cognito/test-support';

import { IMPORT_DELAY_MS, TOO_LARGE } from './operations';
import { publishedFaqs } from './state';

let context: EmulatorContext;
let gateway: TestGateway;

withEmulatedAmplify((started) => {
  context = started;
  gateway = portalGateway(context);
});

afterEach(async () => {
  vi.useRealTimers();
  await signOut();
});

/** Signs out whoever is signed in, then in as `account` (tests switch between callers). */
async function signInAs(account: { email: string; password: string }) {
  await signOut();
  await signInOnly(account);
}

/** A search call for the demo's assistant, with any fields: the server must refuse what the portal never sends. */
const es = <Reply>(operation: Operation<unknown, Reply, 'es'>, fields: Record<string, unknown> = {}) =>
  gateway.send(withAnyFields(operation), { ChatbotId: DEMO_SKILL.ID, ...fields });
const list = (includeReviewed: boolean) =>
  es(contract.getSubmittedFaqs, { IncludeReviewedQuestions: includeReviewed, CustomFields: ['site'] });
const documents = () => context.db.state.faq.documents.filter((record) => record.tenant === DEMO_TENANT);
const byId = (id: string) => documents().find((record) => record._id === id);
const byStatus = (status: string) => documents().filter((record) => record._source.status === status);
const audits = (docId: string) => context.db.state.faq.audit.filter((record) => record.docId === docId);

const doc = (overrides: Partial<FaqDoc> = {}): FaqDoc => ({
  question: 'How do I order a monitor?',
  subject_area: 'IT',
  answer: '<p>Use the <b>Equipment</b> app.</p>',
  answer_voice: 'Use the Equipment app.',
  ...overrides,
});

/** Another user's NEW question of the seed, and the user's own. */
const someoneElsesNew = () =>
  byStatus('NEW').find((record) => record._source.user !== DEMO_ACCOUNTS.user.email && !record._source.id);
const approvedWithoutReferences = () =>
  byStatus('APPROVED').find((record) => !documents().some((other) => other._source.id === record._id));

describe('the seed', () => {
  it('holds questions in every status, several subject areas, custom values and a proposal referring to an approved one', () => {
    for (const status of ['NEW', 'APPROVED', 'TO BE DELETED'])
      expect(byStatus(status).length).toBeGreaterThan(0);
    expect(new Set(documents().map((record) => record._source.subject_area)).size).toBeGreaterThanOrEqual(3);
    expect(documents().some((record) => record._source.customFields?.site)).toBe(true);
    const proposal = documents().find((record) => record._source.id);
    expect(byId(proposal?._source.id ?? '')?._source.status).toBe('APPROVED');
  });
});

describe('reading', () => {
  it('gives members the library, newest first, and only administrators the review queue', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const { data } = await list(true);
    expect(data.map((document) => document._id).sort()).toEqual(
      documents()
        .map((record) => record._id)
        .sort(),
    );
    const dates = data.map((document) => document._source.last_update);
    expect(dates).toEqual(dates.toSorted().reverse());
    await expect(list(false)).rejects.toMatchObject({ status: 403 });
    await signInAs(DEMO_ACCOUNTS.administrator);
    const queue = await list(false);
    expect(queue.data.every((document) => document._source.status !== 'APPROVED')).toBe(true);
    expect(queue.data.length).toBe(byStatus('NEW').length + byStatus('TO BE DELETED').length);
  });

  it('never shows another organisation’s questions, and refuses another organisation’s ChatbotId', async () => {
    await signInAs(OTHER_ORGANISATION.administrator);
    const harbour = await gateway.send(withAnyFields(contract.getSubmittedFaqs), {
      ChatbotId: OTHER_ORGANISATION.skill.ID,
      IncludeReviewedQuestions: true,
    });
    expect(harbour.data.length).toBeGreaterThan(0);
    expect(harbour.data.some((document) => byId(document._id))).toBe(false);
    // The demo organisation's assistant id from a Harbour session.
    await expect(list(true)).rejects.toMatchObject({ status: 403 });
  });
});

describe('submitting', () => {
  it('stores a NEW question stamped with the submitter and a new subject area only where allowed', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const { docId } = await es(contract.insertFaq, { Doc: doc() });
    expect(byId(docId ?? '')?._source).toMatchObject({
      status: 'NEW',
      user: DEMO_ACCOUNTS.user.email,
      id: '',
    });
    await expect(
      es(contract.insertFaq, { Doc: doc({ subject_area: 'Brand new area' }) }),
    ).rejects.toMatchObject({
      status: 403,
    });
    await signInAs(DEMO_ACCOUNTS.administrator);
    await es(contract.insertFaq, { Doc: doc({ subject_area: 'Brand new area' }) });
    const areas = await es(contract.getSubjectAreas);
    expect(areas.data).toContain('Brand new area');
  });

  it('sanitises the answer and requires every field, whitespace-only counting as empty', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const { docId } = await es(contract.insertFaq, {
      Doc: doc({
        answer: '<p onclick="alert(1)">Hi<script>alert(2)</script><img src="javascript:alert(3)"></p>',
      }),
    });
    expect(byId(docId ?? '')?._source.answer).toBe('<p>Hi<img></p>');
    for (const field of ['question', 'subject_area', 'answer', 'answer_voice'] as const) {
      await expect(es(contract.insertFaq, { Doc: doc({ [field]: '  ' }) })).rejects.toMatchObject({
        status: 400,
      });
    }
  });

  it('refuses a question over 500 characters and a subject area over 100 (attack: the form bypassed)', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const before = documents().length;
    await expect(
      es(contract.insertFaq, { Doc: doc({ question: 'q'.repeat(FAQ_QUESTION_MAX_CHARACTERS + 1) }) }),
    ).rejects.toMatchObject({ status: 400, message: /question is longer than 500/ });
    await expect(
      es(contract.insertFaq, { Doc: doc({ subject_area: 's'.repeat(FAQ_SUBJECT_AREA_MAX_CHARACTERS + 1) }) }),
    ).rejects.toMatchObject({ status: 400, message: /subject_area is longer than 100/ });
    // A reviewer cannot publish one either.
    const pending = byStatus('NEW')[0];
    await expect(
      es(contract.updateFaqAndPublishIt, {
        DocId: pending?._id,
        Doc: doc({ question: 'q'.repeat(FAQ_QUESTION_MAX_CHARACTERS + 1) }),
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(documents()).toHaveLength(before);
    // At the limits, counted in characters (an emoji is one) after trimming.
    const { docId } = await es(contract.insertFaq, {
      Doc: doc({
        question: ` ${'😀'.repeat(FAQ_QUESTION_MAX_CHARACTERS)} `,
        subject_area: '😀'.repeat(FAQ_SUBJECT_AREA_MAX_CHARACTERS),
      }),
    });
    expect(byId(docId ?? '')?._source.question).toBe('😀'.repeat(FAQ_QUESTION_MAX_CHARACTERS));
  });

  it('never stores an answer that sanitising leaves empty (attack: each hostile answer of the corpus)', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    let refused = 0;
    for (const hostile of XSS_CORPUS) {
      try {
        const { docId } = await es(contract.insertFaq, { Doc: doc({ answer: hostile }) });
        expect(isBlankHtml(byId(docId ?? '')?._source.answer ?? ''), hostile).toBe(false);
      } catch (error) {
        expect(error, hostile).toMatchObject({ status: 400, message: /answer has no content/ });
        refused += 1;
      }
    }
    // The corpus has answers that are nothing but script: some are refused.
    expect(refused).toBeGreaterThan(0);
    await expect(
      es(contract.insertFaq, {
        Doc: doc({ answer: '<p><script>alert(1)</script></p><img src="javascript:x">' }),
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('limits the two responses to 22,000 UTF-8 bytes together', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    // 'é' is two bytes and '😀' four: 10,000 + 12,000 bytes is exactly the limit.
    const answer = `<p>${'é'.repeat(4_996)}</p>`;
    const voice = `${'😀'.repeat(3_000)}a`;
    const bytes = (text: string) => new TextEncoder().encode(text).length;
    expect(bytes(answer) + bytes(voice)).toBe(22_000);
    await es(contract.insertFaq, { Doc: doc({ answer, answer_voice: voice }) });
    await expect(
      es(contract.insertFaq, { Doc: doc({ answer, answer_voice: `${voice}a` }) }),
    ).rejects.toMatchObject({
      status: 400,
      message: TOO_LARGE,
    });
    expect(FAQ_RESPONSE_LIMIT_BYTES).toBe(22_000);
  });

  it('proposes a change to an approved question, which then cannot be marked for deletion', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const approved = approvedWithoutReferences();
    const { docId } = await es(contract.insertFaq, {
      Doc: doc({ question: approved?._source.question }),
      DocId: approved?._id,
    });
    expect(byId(docId ?? '')?._source.id).toBe(approved?._id);
    await expect(es(contract.markFaqForDeletion, { DocId: approved?._id })).rejects.toMatchObject({
      status: 409,
    });
  });
});

describe('deleting', () => {
  it('lets the submitter delete their own NEW question without an audit record, and nobody else’s', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const { docId } = await es(contract.insertFaq, { Doc: doc() });
    await es(contract.deleteFaq, { DocId: docId, DontStoreAuditRecord: true });
    expect(byId(docId ?? '')).toBeUndefined();
    expect(audits(docId ?? '')).toEqual([]);
    const theirs = someoneElsesNew();
    await expect(
      es(contract.deleteFaq, { DocId: theirs?._id, DontStoreAuditRecord: true }),
    ).rejects.toMatchObject({
      status: 403,
    });
    const approved = approvedWithoutReferences();
    await expect(
      es(contract.deleteFaq, { DocId: approved?._id, DontStoreAuditRecord: true }),
    ).rejects.toMatchObject({
      status: 403,
    });
    expect(byId(theirs?._id ?? '')).toBeDefined();
  });

  it('marks an approved question for deletion into the review queue, with an audit record', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const approved = approvedWithoutReferences();
    await es(contract.markFaqForDeletion, { DocId: approved?._id });
    expect(byId(approved?._id ?? '')?._source.status).toBe('TO BE DELETED');
    expect(audits(approved?._id ?? '').map((record) => record.action)).toEqual(['marked-for-deletion']);
    await expect(es(contract.markFaqForDeletion, { DocId: approved?._id })).rejects.toMatchObject({
      status: 409,
    });
  });

  it('treats another organisation’s document as unknown', async () => {
    await signInAs(OTHER_ORGANISATION.administrator);
    const target = approvedWithoutReferences();
    const attempt = (operation: Operation<unknown, unknown, 'es'>) =>
      gateway.send(withAnyFields(operation), {
        ChatbotId: OTHER_ORGANISATION.skill.ID,
        DocId: target?._id,
        DontStoreAuditRecord: false,
      });
    for (const operation of [contract.deleteFaq, contract.markFaqForDeletion, contract.rejectFaq]) {
      await expect(attempt(operation)).rejects.toMatchObject({ status: 404 });
    }
    expect(byId(target?._id ?? '')?._source.status).toBe('APPROVED');
  });
});

describe('reviewing', () => {
  it('is the administrators’: a user can neither accept, reject nor keep', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const pending = byStatus('NEW')[0];
    await expect(
      es(contract.updateFaqAndPublishIt, { DocId: pending?._id, Doc: doc() }),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(es(contract.rejectFaq, { DocId: pending?._id })).rejects.toMatchObject({ status: 403 });
    await expect(
      es(contract.rejectFaqDeletionSuggestion, { DocId: byStatus('TO BE DELETED')[0]?._id }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });

  it('accepts a new question (published, as edited), rejects one, keeps or deletes one marked for deletion', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const [first, second] = byStatus('NEW').filter((record) => !record._source.id);
    await es(contract.updateFaqAndPublishIt, {
      DocId: first?._id,
      Doc: doc({ question: 'Edited by the reviewer?' }),
    });
    expect(byId(first?._id ?? '')?._source).toMatchObject({
      status: 'APPROVED',
      question: 'Edited by the reviewer?',
    });
    await es(contract.rejectFaq, { DocId: second?._id });
    expect(byId(second?._id ?? '')).toBeUndefined();
    expect(audits(second?._id ?? '').map((record) => record.action)).toEqual(['rejected']);
    const leaving = byStatus('TO BE DELETED')[0];
    await es(contract.rejectFaqDeletionSuggestion, { DocId: leaving?._id });
    expect(byId(leaving?._id ?? '')?._source.status).toBe('APPROVED');
    await es(contract.markFaqForDeletion, { DocId: leaving?._id });
    await es(contract.deleteFaq, { DocId: leaving?._id, DontStoreAuditRecord: true });
    expect(byId(leaving?._id ?? '')).toBeUndefined();
    // An administrator's deletion is always audited.
    expect(audits(leaving?._id ?? '').at(-1)?.action).toBe('deleted');
  });

  it('accepting a proposal publishes its content in place of the approved question', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const proposal = documents().find((record) => record._source.id);
    const originalId = proposal?._source.id ?? '';
    await es(contract.updateFaqAndPublishIt, {
      DocId: proposal?._id,
      Doc: doc({ question: proposal?._source.question, answer: '<p>The new answer.</p>' }),
    });
    expect(byId(proposal?._id ?? '')).toBeUndefined();
    expect(byId(originalId)?._source).toMatchObject({
      status: 'APPROVED',
      answer: '<p>The new answer.</p>',
      id: '',
    });
  });

  it('makes the assistant answer an approved question, and stop once it is deleted', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const { docId } = await es(contract.insertFaq, { Doc: doc({ question: 'Where is the quiet room?' }) });
    const answers = () => publishedFaqs(context.db.state.faq, DEMO_TENANT).map((faq) => faq.question);
    expect(answers()).not.toContain('Where is the quiet room?');
    await signInAs(DEMO_ACCOUNTS.administrator);
    await es(contract.updateFaqAndPublishIt, {
      DocId: docId,
      Doc: doc({ question: 'Where is the quiet room?' }),
    });
    expect(answers()).toContain('Where is the quiet room?');
    await es(contract.deleteFaq, { DocId: docId, DontStoreAuditRecord: false });
    expect(answers()).not.toContain('Where is the quiet room?');
  });
});

describe('settings', () => {
  const settings = (fields: FaqCmsSettings['customFields']): FaqCmsSettings => ({
    nonAdminsCanCreateSubjectAreas: true,
    customFields: fields,
  });
  const save = (value: unknown, tenant: string = DEMO_TENANT) =>
    gateway.send(withAnyFields(contract.saveFaqCmsSettings), { Tenant: tenant, Settings: value });
  const read = (tenant: string = DEMO_TENANT) => gateway.send(contract.getFaqCmsSettings, { Tenant: tenant });

  it('are stored normalised by administrators only, for their own organisation only', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    await save(
      settings([
        {
          name: 'Office',
          label: 'x',
          sourceFieldName: 'office',
          options: [{ value: 'Paris', label: 'Paris' }],
        },
        { name: 'Cost centre', label: '', sourceFieldName: '', options: [{ value: 'A', label: 'A' }] },
      ]),
    );
    const { data } = await read();
    expect(
      data.customFields.map((field) => [field.label, field.sourceFieldName, field.options[0]?.value]),
    ).toEqual([
      ['Office', 'site', 'All'],
      ['Cost centre', 'cost_centre', 'All'],
    ]);
    await expect(save(settings([]), OTHER_ORGANISATION.tenant)).rejects.toMatchObject({ status: 403 });
    await expect(read(OTHER_ORGANISATION.tenant)).rejects.toMatchObject({ status: 403 });
    await signInAs(DEMO_ACCOUNTS.user);
    await expect(save(settings([]))).rejects.toMatchObject({ status: 403 });
  });

  it('refuse what the page refuses, with its messages', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const field = {
      name: 'Office',
      label: 'Office',
      sourceFieldName: 'site',
      options: [{ value: 'x', label: 'x' }],
    };
    await expect(save(settings([{ ...field, name: ' ' }]))).rejects.toMatchObject({
      message: 'Name cannot be empty',
    });
    await expect(save(settings([{ ...field, options: [{ value: '', label: 'x' }] }]))).rejects.toMatchObject({
      message: 'Value cannot be empty',
    });
    await expect(save(settings([{ ...field, options: [{ value: 'x', label: '' }] }]))).rejects.toMatchObject({
      message: 'Label cannot be empty',
    });
    await expect(save(settings([{ ...field, options: [] }]))).rejects.toMatchObject({ status: 400 });
  });
});

describe('images', () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const uploadImage = (Mime: string, bytes: Uint8Array, Filename = 'a.png') =>
    gateway.send(contract.uploadFaqImage, { Filename, Mime, Base64: bytesToBase64(bytes) });

  it('stores an image in the public store and serves it at the returned address, never to be sniffed', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const bytes = PNG;
    const { uri } = await uploadImage('image/png', bytes);
    expect(uri).toMatch(
      new RegExp(
        `^https://s3\\.us-east-1\\.amazonaws\\.com/${context.config.profilePictureBucket}/faq-images/`,
      ),
    );
    const response = await fetch(uri);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    await expect(
      gateway.send(contract.uploadFaqImage, {
        Filename: 'a.svg',
        Mime: 'image/svg+xml',
        Base64: bytesToBase64(bytes),
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a file whose bytes are not the image its type says (attack: HTML or SVG declared as an image)', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const text = (value: string) => new TextEncoder().encode(value);
    const before = Object.keys(context.db.state.s3.buckets[context.config.profilePictureBucket] ?? {}).length;
    for (const [mime, bytes] of [
      ['image/png', text('<html><script>alert(document.cookie)</script></html>')],
      ['image/gif', text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      // A real PNG declared as another type is refused too: the type served must be the true one.
      ['image/jpeg', PNG],
      ['image/webp', Uint8Array.from([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45])],
    ] as const) {
      await expect(uploadImage(mime, bytes), mime).rejects.toMatchObject({
        status: 400,
        message: `The file is not a ${mime} image.`,
      });
    }
    expect(Object.keys(context.db.state.s3.buckets[context.config.profilePictureBucket] ?? {})).toHaveLength(
      before,
    );
  });
});

describe('suggestions-v2', () => {
  const suggest = (query: string, index = `${DEMO_SKILL.ID}_user_upload`) =>
    gateway.send(contract.suggestionsV2, { dontGroupResults: true, extraFields: 'site' }, { index, query });

  it('finds approved questions containing every word, only the caller’s own index', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const { hits } = await suggest('how do');
    expect(hits.hits.length).toBeGreaterThan(0);
    for (const hit of hits.hits) {
      expect(hit._source.question.toLowerCase()).toMatch(/how.*do|do.*how/);
      expect(byId(hit._id)?._source.status).toBe('APPROVED');
    }
    await expect(suggest('how', `${OTHER_ORGANISATION.skill.ID}_user_upload`)).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('the bulk import', () => {
  const putObject = (key: string, text: string | Uint8Array) =>
    context.db.update('s3', (state) => {
      const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
      state.buckets[context.config.uploadBucket] = {
        ...state.buckets[context.config.uploadBucket],
        [key]: {
          key,
          contentType: 'text/csv',
          body: bytesToBase64(bytes),
          size: bytes.length,
          etag: '"x"',
          lastModified: '',
        },
      };
    });
  const queued = (msgId: string): ImportMessage | undefined =>
    context.db.state.sqs.queues
      .flatMap((queue) => queue.messages)
      .map((message) => JSON.parse(message.body) as ImportMessage)
      .find((message) => message.msgId === msgId);
  const upload = (kind: ImportKind, msgId: string, options: { tenant?: string; mode?: unknown } = {}) =>
    gateway.send(withAnyFields(IMPORT_OPERATIONS[kind]), {
      collection: `has/${msgId}.csv`,
      msgId,
      tenant: options.tenant ?? DEMO_TENANT,
      InvocationType: 'Event',
      ...('mode' in options ? { Mode: options.mode } : {}),
    });
  let sequence = 0;
  /** Puts the file and runs the import to its completion message. */
  async function runImport(csv: string | Uint8Array, mode?: unknown, kind: ImportKind = 'faq') {
    sequence += 1;
    const msgId = `0f3c2a1e-1111-4222-8333-${String(sequence).padStart(12, '0')}`;
    putObject(`${DEMO_TENANT}/has/${msgId}.csv`, csv);
    await upload(kind, msgId, mode === undefined ? {} : { mode });
    await vi.advanceTimersByTimeAsync(IMPORT_DELAY_MS);
    return queued(msgId);
  }
  const HEADER = 'question,subject_area,answer,answer_voice';

  it('erases and imports on the emulator clock, and posts the completion message with the upload’s msgId', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const msgId = '0f3c2a1e-1111-4222-8333-444455556666';
    putObject(`${DEMO_TENANT}/has/${msgId}.csv`, `${HEADER}\nOù?,Facilités,<p>Ici.</p>,Ici.\n,IT,x,y\n`);
    await upload('faq', msgId, { mode: 'erase-and-import' });
    expect(queued(msgId)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(IMPORT_DELAY_MS);
    expect(queued(msgId)).toEqual({
      msgId,
      status: 'success',
      msg: '1 questions imported: 1 added, 0 updated. 1 rows left out.',
      added: 1,
      updated: 0,
      leftOut: [{ line: 3, reason: 'No question.' }],
    });
    // Everything went, the questions waiting for review included.
    expect(documents().map((record) => record._source.question)).toEqual(['Où?']);
    expect(context.db.state.faq.documents.some((record) => record.tenant === OTHER_ORGANISATION.tenant)).toBe(
      true,
    );
  });

  it('adds and updates: a row updates the published question it matches, ignoring case and spaces; nothing else changes', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const payday = documents().find(
      (record) => record._source.question === 'When is payday?' && record._source.status === 'APPROVED',
    );
    const leaving = byStatus('TO BE DELETED')[0];
    const before = documents();
    const message = await runImport(
      [
        `${HEADER},site`,
        '"  WHEN is   payday? ",Finance,<p>On the 25th.</p>,On the 25th.,',
        `"${leaving?._source.question.toLowerCase()}",IT,<p>Still here.</p>,Still here.,London`,
        'Who runs the canteen?,Facilities,<p>Chef Ana.</p>,Chef Ana.,All',
      ].join('\n'),
      'add-and-update',
    );
    expect(message).toMatchObject({ status: 'success', added: 1, updated: 2, leftOut: [] });
    // Updated in place: same id, submitter and status; a suggested change to it still waits for review.
    expect(byId(payday?._id ?? '')?._source).toMatchObject({
      question: 'WHEN is   payday?',
      answer: '<p>On the 25th.</p>',
      status: 'APPROVED',
      user: payday?._source.user,
    });
    expect(documents().some((record) => record._source.id === payday?._id)).toBe(true);
    expect(byId(leaving?._id ?? '')?._source).toMatchObject({
      status: 'TO BE DELETED',
      answer: '<p>Still here.</p>',
      customFields: { site: 'London' },
    });
    // The rest is as it was: every NEW question, every other approved one.
    const untouched = before.filter((record) => record._id !== payday?._id && record._id !== leaving?._id);
    for (const record of untouched) expect(byId(record._id)).toEqual(record);
    expect(documents()).toHaveLength(before.length + 1);
    expect(
      documents().find((record) => record._source.question === 'Who runs the canteen?')?._source,
    ).toMatchObject({
      status: 'APPROVED',
      user: DEMO_ACCOUNTS.administrator.email,
    });
  });

  it('applies the question form’s rules to each row, and sanitises answers (attack: markup only, unknown options)', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = documents().length;
    const message = await runImport(
      [
        `${HEADER},site`,
        'Good?,IT,<p onclick="alert(1)">Yes.</p>,Yes.,',
        'No area?,,<p>x</p>,x,',
        'No voice?,IT,<p>x</p>,,',
        'Script only?,IT,<script>alert(document.cookie)</script>,x,',
        'Paris?,IT,<p>x</p>,x,Paris',
        `${'q'.repeat(FAQ_QUESTION_MAX_CHARACTERS + 1)},IT,<p>x</p>,x,`,
      ].join('\n'),
      'add-and-update',
    );
    expect(message?.leftOut).toEqual([
      { line: 3, reason: 'No subject area.' },
      { line: 4, reason: 'No voice answer.' },
      { line: 5, reason: 'No answer once unsafe markup is removed.' },
      { line: 6, reason: '“Paris” is not an option of Site.' },
      { line: 7, reason: 'The question is over 500 characters.' },
    ]);
    expect(documents()).toHaveLength(before + 1);
    expect(documents().find((record) => record._source.question === 'Good?')?._source.answer).toBe(
      '<p>Yes.</p>',
    );
    // Never silently "General".
    expect(documents().some((record) => record._source.subject_area === 'General')).toBe(false);
  });

  it('refuses a file over the limits, or with a column missing, and changes nothing', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = documents();
    const rows = Array.from({ length: 20_001 }, (_, index) => `Q${index}?,IT,<p>A.</p>,A.`);
    expect(await runImport([HEADER, ...rows].join('\n'), 'erase-and-import')).toMatchObject({
      status: 'error',
      msg: 'The file has more than 20,000 rows.',
    });
    expect(
      await runImport(new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61), 'erase-and-import'),
    ).toMatchObject({ status: 'error', msg: 'The file is over 10 MB.' });
    expect(await runImport('question,answer\nQ?,<p>A.</p>\n', 'erase-and-import')).toMatchObject({
      status: 'error',
      msg: 'The file has no subject_area or answer_voice column.',
    });
    expect(documents()).toEqual(before);
  });

  it('takes only a known mode: an FAQ import adds and updates or erases, a survey is replaced whole', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    const guid = (n: number) => `0f3c2a1e-1111-4222-8333-00000000010${n}`;
    await expect(upload('faq', guid(1), { mode: 'merge' })).rejects.toMatchObject({ status: 400 });
    await expect(upload('faq', guid(2), { mode: 1 })).rejects.toMatchObject({ status: 400 });
    await expect(upload('survey', guid(3), { mode: 'add-and-update' })).rejects.toMatchObject({
      status: 400,
    });
    expect(context.db.state.jobs.pending).toEqual([]);
  });

  it('fails with a message and replaces nothing when the file is missing or malformed', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = documents().length;
    const missing = '0f3c2a1e-1111-4222-8333-000000000001';
    await upload('faq', missing);
    const malformed = '0f3c2a1e-1111-4222-8333-000000000002';
    putObject(`${DEMO_TENANT}/has/${malformed}.csv`, 'title,text\nA,B\n');
    await upload('faq', malformed);
    await vi.advanceTimersByTimeAsync(IMPORT_DELAY_MS);
    expect(queued(missing)).toMatchObject({ status: 'error', msg: 'The uploaded file was not found.' });
    expect(queued(malformed)?.status).toBe('error');
    expect(documents()).toHaveLength(before);
  });

  it('is the administrators’, for their own organisation', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    await expect(upload('survey', '0f3c2a1e-1111-4222-8333-000000000003')).rejects.toMatchObject({
      status: 403,
    });
    await signInAs(DEMO_ACCOUNTS.administrator);
    await expect(
      upload('survey', '0f3c2a1e-1111-4222-8333-000000000004', { tenant: OTHER_ORGANISATION.tenant }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('reads survey questions with their answers', async () => {
    await signInAs(DEMO_ACCOUNTS.administrator);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(
      await runImport('question,answers\nHappy?,Yes | No\n', 'erase-and-import', 'survey'),
    ).toMatchObject({
      status: 'success',
      added: 1,
    });
    expect(context.db.state.faq.surveys.filter((entry) => entry.tenant === DEMO_TENANT)).toEqual([
      { tenant: DEMO_TENANT, question: 'Happy?', answers: ['Yes', 'No'] },
    ]);
  });
});
