// @vitest-environment jsdom
// (a unit test of code that needs a DOM: web storage, DOMPurify, window or document)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FaqCustomField, FaqSearchDocument, FaqStatus } from '@/contracts/faq';

import { downloadCurrentFaq } from './export';
import { previewImport } from './parse';

const SITE: FaqCustomField = {
  name: 'Site',
  label: 'Site',
  sourceFieldName: 'site',
  options: ['All', 'London'].map((value) => ({ value, label: value })),
};

const document = (id: string, question: string, status: FaqStatus, site?: string): FaqSearchDocument => ({
  _id: id,
  _source: {
    docId: id,
    question,
    subject_area: 'IT',
    answer: `<p>About ${question}, with a comma.</p>`,
    answer_voice: `About ${question}.`,
    user: 'alex@demo.example',
    last_update: '2026-03-01T10:00:00.000Z',
    status,
    id: '',
    ...(site ? { customFields: { site } } : {}),
  },
});

const DOCUMENTS = [
  document('a', 'Où est la cafétéria?', 'APPROVED', 'London'),
  document('b', '=HYPERLINK("https://evil.example")', 'APPROVED'),
  document('c', 'Going soon?', 'TO BE DELETED'),
  document('d', 'Waiting for review?', 'NEW'),
];

/** What the browser was handed to download: the file's name and bytes. */
const downloads: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  downloads.length = 0;
  let last: Blob | null = null;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      last = blob;
      return 'blob:export-test';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) downloads.push({ name: this.download, blob: last });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the current FAQ as an import file (issue 21 §4.1)', () => {
  it('is the published questions in the import’s own columns: an .xlsx imports again as it was', async () => {
    await downloadCurrentFaq('xlsx', DOCUMENTS, [SITE], '2026-03-18');
    const [file] = downloads;
    expect(file?.name).toBe('faq-2026-03-18.xlsx');
    const bytes = new Uint8Array(await file!.blob.arrayBuffer());
    const preview = await previewImport('faq', file!.name, bytes, { customFields: [SITE] });
    expect(preview).toMatchObject({ fatal: null, rowsRead: 3, accepted: 3, rejected: [] });
    expect(preview.columns).toEqual(['question', 'subject_area', 'answer', 'answer_voice', 'site']);
    // Workbook cells are text: the formula-like question is kept as it was, never run.
    expect(preview.questionKeys).toContain('=hyperlink("https://evil.example")');
    expect(preview.csv).toContain('London');
    expect(preview.csv).not.toContain('Waiting for review?');
  });

  it('as CSV, escapes a cell a spreadsheet would run as a formula', async () => {
    await downloadCurrentFaq('csv', DOCUMENTS, [SITE], '2026-03-18');
    const [file] = downloads;
    expect(file?.name).toBe('faq-2026-03-18.csv');
    const text = await file!.blob.text();
    expect(text.split('\r\n')[0]).toBe('question,subject_area,answer,answer_voice,site');
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
    const preview = await previewImport('faq', file!.name, new TextEncoder().encode(text), {
      customFields: [SITE],
    });
    expect(preview).toMatchObject({ fatal: null, accepted: 3 });
  });
});
