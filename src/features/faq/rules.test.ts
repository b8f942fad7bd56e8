// @vitest-environment jsdom
// (a unit test of code that needs a DOM: web storage, DOMPurify, window or document)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  FAQ_QUESTION_MAX_CHARACTERS,
  FAQ_RESPONSE_LIMIT_BYTES,
  FAQ_SUBJECT_AREA_MAX_CHARACTERS,
  type FaqSearchDocument,
  type FaqStatus,
} from '@/contracts/faq';
import { isBlankHtml } from '@/lib/sanitize-html';
import { XSS_CORPUS } from '@/lib/xss-corpus';

import { DELETE_BLOCKED, FAQ_MESSAGES, SETTINGS_MESSAGES } from './messages';
import {
  EMPTY_FAQ_FORM,
  firstSettingsError,
  normaliseSettings,
  someFieldHasNoOptions,
  toDoc,
  toRows,
  utf8Bytes,
  validateFaqForm,
} from './rules';

const document = (
  id: string,
  status: FaqStatus,
  user: string,
  lastUpdate: string,
  refersTo = '',
): FaqSearchDocument => ({
  _id: id,
  _source: {
    docId: id,
    question: `Question ${id}`,
    subject_area: 'IT',
    answer: '<p>Answer</p>',
    answer_voice: 'Answer',
    user,
    last_update: lastUpdate,
    status,
    id: refersTo,
  },
});

describe('the table rows (spec 2 §4 "FAQ statuses")', () => {
  const me = 'me@demo.example';
  const rows = toRows(
    [
      document('mine', 'NEW', me, '2026-01-02T00:00:00.000Z'),
      document('theirs', 'NEW', 'other@demo.example', '2026-01-05T00:00:00.000Z'),
      document('approved', 'APPROVED', 'other@demo.example', '2026-01-01T00:00:00.000Z'),
      document('referred', 'APPROVED', me, '2026-01-03T00:00:00.000Z'),
      document('proposal', 'NEW', 'other@demo.example', '2026-01-04T00:00:00.000Z', 'referred'),
      document('leaving', 'TO BE DELETED', me, '2026-01-06T00:00:00.000Z'),
    ],
    me,
  );
  const row = (id: string) => rows.find((candidate) => candidate.docId === id);

  it('are newest first', () => {
    expect(rows.map((candidate) => candidate.docId)).toEqual([
      'leaving',
      'theirs',
      'proposal',
      'referred',
      'mine',
      'approved',
    ]);
  });

  it('let only the submitter delete their own NEW question directly', () => {
    expect(row('mine')).toMatchObject({ canBeDirectlyDeleted: true, deleteBlockedReason: null });
    expect(row('theirs')).toMatchObject({
      canBeDirectlyDeleted: false,
      canBeMarkedForDeletion: false,
      deleteBlockedReason: DELETE_BLOCKED.notYours,
    });
  });

  it('let an approved question be marked for deletion only when nothing refers to it', () => {
    expect(row('approved')).toMatchObject({ canBeMarkedForDeletion: true, deleteBlockedReason: null });
    expect(row('referred')).toMatchObject({
      canBeMarkedForDeletion: false,
      deleteBlockedReason: DELETE_BLOCKED.referred,
    });
    expect(row('leaving')?.deleteBlockedReason).toBe(DELETE_BLOCKED.pendingDeletion);
    expect(row('proposal')?.refersTo).toBe('referred');
  });
});

describe('the question form (spec 2 §5)', () => {
  const valid = {
    ...EMPTY_FAQ_FORM,
    question: 'How do I reset my password?',
    subjectArea: 'IT',
    htmlResponse: '<p>Go to the portal.</p>',
    voiceResponse: 'Go to the portal.',
  };

  it('requires all four fields; whitespace only, or an editor with nothing in it, is empty', () => {
    const { fields } = validateFaqForm({
      ...EMPTY_FAQ_FORM,
      question: '   ',
      subjectArea: '\t',
      htmlResponse: '<p><br></p>',
      voiceResponse: ' \n ',
    });
    expect(fields).toEqual({
      question: FAQ_MESSAGES.required,
      subjectArea: FAQ_MESSAGES.required,
      htmlResponse: FAQ_MESSAGES.required,
      voiceResponse: FAQ_MESSAGES.required,
    });
    expect(validateFaqForm(valid).fields).toEqual({});
  });

  it('counts a picture or a video as content, not an image whose address was removed', () => {
    expect(isBlankHtml('<p><img src="https://x.example/a.png"></p>')).toBe(false);
    expect(isBlankHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toBe(false);
    expect(isBlankHtml('<p> </p>')).toBe(true);
    expect(isBlankHtml('<p><img></p>')).toBe(true);
    expect(isBlankHtml('<img alt="x" src="">')).toBe(true);
  });

  it('refuses a question over 500 characters and a subject area over 100, counting an emoji as one', () => {
    const at = (max: number) => '😀'.repeat(max);
    expect(
      validateFaqForm({
        ...valid,
        question: ` ${at(FAQ_QUESTION_MAX_CHARACTERS)} `,
        subjectArea: at(FAQ_SUBJECT_AREA_MAX_CHARACTERS),
      }).fields,
    ).toEqual({});
    expect(
      validateFaqForm({
        ...valid,
        question: `${at(FAQ_QUESTION_MAX_CHARACTERS)}a`,
        subjectArea: `${at(FAQ_SUBJECT_AREA_MAX_CHARACTERS)}a`,
      }).fields,
    ).toEqual({
      question: FAQ_MESSAGES.tooLong(FAQ_QUESTION_MAX_CHARACTERS),
      subjectArea: FAQ_MESSAGES.tooLong(FAQ_SUBJECT_AREA_MAX_CHARACTERS),
    });
  });

  it('takes an answer that sanitising would empty for no answer (every hostile answer of the corpus)', () => {
    for (const hostile of XSS_CORPUS) {
      const { fields } = validateFaqForm({ ...valid, htmlResponse: hostile });
      const sent = toDoc({ ...valid, htmlResponse: hostile }).answer;
      // Refused exactly when what would be sent has nothing in it.
      expect(fields.htmlResponse === FAQ_MESSAGES.required, hostile).toBe(isBlankHtml(sent));
    }
  });

  it('limits the two responses to 22,000 UTF-8 bytes together, counting multi-byte characters as bytes', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.nat({ max: FAQ_RESPONSE_LIMIT_BYTES }),
        (html, voice, padding) => {
          const htmlResponse = `<p>${html}</p>${'x'.repeat(padding)}`;
          const total = utf8Bytes(htmlResponse) + utf8Bytes(voice);
          const { tooLarge } = validateFaqForm({ ...valid, htmlResponse, voiceResponse: voice });
          expect(tooLarge).toBe(total > FAQ_RESPONSE_LIMIT_BYTES);
        },
      ),
      { numRuns: 200 },
    );
    // At the boundary: 'é' is two bytes, '😀' four.
    const html = 'é'.repeat(5_000); // 10,000 bytes
    expect(
      validateFaqForm({ ...valid, htmlResponse: html, voiceResponse: '😀'.repeat(3_000) }).tooLarge,
    ).toBe(false);
    expect(
      validateFaqForm({ ...valid, htmlResponse: `${html}a`, voiceResponse: '😀'.repeat(3_000) }).tooLarge,
    ).toBe(true);
  });

  it('sends the Doc trimmed, with only the custom values chosen', () => {
    expect(toDoc({ ...valid, question: '  Q?  ', custom: { site: 'London', region: '' } })).toEqual({
      question: 'Q?',
      subject_area: 'IT',
      answer: valid.htmlResponse,
      answer_voice: valid.voiceResponse,
      customFields: { site: 'London' },
    });
    expect(toDoc(valid)).not.toHaveProperty('customFields');
    // What Quill's export could let through never leaves the browser.
    expect(
      toDoc({ ...valid, htmlResponse: '<p>Hi<img src=x onerror=alert(1)><script>alert(2)</script></p>' })
        .answer,
    ).toBe('<p>Hi<img src="x"></p>');
  });
});

describe('the CMS settings (spec 2 §3, §5)', () => {
  const settings = {
    nonAdminsCanCreateSubjectAreas: false,
    customFields: [
      {
        name: 'Office',
        label: 'x',
        sourceFieldName: 'office',
        options: [{ value: 'London', label: 'London' }],
      },
      {
        name: 'Cost Centre',
        label: '',
        sourceFieldName: '',
        options: [
          { value: 'All', label: 'All' },
          { value: 'CC1', label: 'One' },
        ],
      },
    ],
  };

  it('keep the label equal to the name, the first field stored as site, and All first where it is absent', () => {
    const [first, second] = normaliseSettings(settings).customFields;
    expect(first).toEqual({
      name: 'Office',
      label: 'Office',
      sourceFieldName: 'site',
      options: [
        { value: 'All', label: 'All' },
        { value: 'London', label: 'London' },
      ],
    });
    expect(second).toMatchObject({ label: 'Cost Centre', sourceFieldName: 'cost_centre' });
    expect(second?.options.filter((option) => option.value === 'All')).toHaveLength(1);
  });

  it('give the first error in order: a name, then each option’s value, then its label', () => {
    expect(firstSettingsError(settings)).toBeNull();
    const broken = structuredClone(settings);
    broken.customFields[1]!.options[1]!.label = ' ';
    expect(firstSettingsError(broken)).toBe(SETTINGS_MESSAGES.labelEmpty);
    broken.customFields[0]!.options[0]!.value = '';
    expect(firstSettingsError(broken)).toBe(SETTINGS_MESSAGES.valueEmpty);
    broken.customFields[0]!.name = '';
    expect(firstSettingsError(broken)).toBe(SETTINGS_MESSAGES.nameEmpty);
    expect(SETTINGS_MESSAGES.blocked(SETTINGS_MESSAGES.nameEmpty)).toBe(
      'Name cannot be empty. Please fix the error before saving the settings again.',
    );
  });

  it('cannot be saved while a field has no options', () => {
    expect(someFieldHasNoOptions(settings)).toBe(false);
    expect(
      someFieldHasNoOptions({
        ...settings,
        customFields: [...settings.customFields, { ...settings.customFields[0]!, options: [] }],
      }),
    ).toBe(true);
  });
});
