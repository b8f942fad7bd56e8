import * as XLSX from '@e965/xlsx';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import { FAQ_RESPONSE_LIMIT_BYTES, type FaqCustomField } from '@/contracts/faq';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@/contracts/faq-import';

import { xlsxBomb } from '@tests/zip';

import { LIMIT_MESSAGES, ZIP_MAX_UNPACKED_BYTES } from './limits';
import { decodeText, type PreviewContext, previewImport as preview } from './parse';

const SITE: FaqCustomField = {
  name: 'Site',
  label: 'Site',
  sourceFieldName: 'site',
  options: ['All', 'London', 'Zagreb'].map((value) => ({ value, label: value })),
};
const NO_FIELDS: PreviewContext = { customFields: [] };
const previewImport = (
  kind: 'faq' | 'survey',
  name: string,
  bytes: Uint8Array,
  context: PreviewContext = NO_FIELDS,
) => preview(kind, name, new Uint8Array(bytes), context);

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Windows-1252 bytes of Latin-1 text (the code points below 256 that are not C1 controls are the same). */
function windows1252(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > 0xff) throw new Error(`not Latin-1: ${text.charAt(index)}`);
    bytes[index] = code;
  }
  return bytes;
}

function xlsxBytes(rows: string[][], bookType: 'xlsx' | 'xls' = 'xlsx'): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'FAQ');
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType }) as ArrayBuffer);
}

const HEADER = 'question,subject_area,answer,answer_voice';

describe('decoding a CSV (spec 2 §5: converted to UTF-8)', () => {
  it('keeps the accents of a Windows-1252 file', () => {
    const text = `${HEADER}\nOù est la cafétéria?,Facilités,<p>Au rez-de-chaussée.</p>,Au rez-de-chaussée.`;
    expect(decodeText(windows1252(text))).toEqual({ text, encoding: 'windows-1252' });
  });

  it('reads UTF-8 with or without a byte-order mark, and UTF-16 by its mark', () => {
    const text = 'question\nZürich 😀 ok';
    expect(decodeText(utf8(text))).toEqual({ text, encoding: 'utf-8' });
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(text)]))).toEqual({
      text,
      encoding: 'utf-8',
    });
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      utf16[2 + index * 2] = code & 0xff;
      utf16[3 + index * 2] = code >> 8;
    }
    expect(decodeText(utf16)).toEqual({ text, encoding: 'utf-16le' });
  });

  it('never loses text that was valid UTF-8 (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeText(utf8(text)).text).toBe(text.startsWith('\uFEFF') ? text.slice(1) : text);
      }),
    );
  });
});

describe('the preview of an import', () => {
  it('counts the rows and lists each left out with its line and reason: the question form’s rules', async () => {
    const csv = [
      `${HEADER},site`,
      'How do I print?,IT,<p>Use the print app.</p>,Use the print app.,London',
      ',IT,<p>No question</p>,No question,',
      'Where is lunch?,Facilities,,Upstairs,',
      `Too long?,IT,"${'x'.repeat(FAQ_RESPONSE_LIMIT_BYTES)}",y,`,
      '"A question, with a comma",HR,"<p>Line one,</p><p>line two</p>",ok,All',
      'No area?,,<p>x</p>,x,',
      'No voice?,IT,<p>x</p>,,',
      'Paris?,IT,<p>x</p>,x,Paris',
      'Markup only?,IT,<p> </p>,x,',
      `${'q'.repeat(501)},IT,<p>x</p>,x,`,
      `Long area?,${'a'.repeat(101)},<p>x</p>,x,`,
      '  how do I   PRINT? ,IT,<p>Again.</p>,Again.,',
    ].join('\r\n');
    const result = await previewImport('faq', 'faq.csv', utf8(csv), { customFields: [SITE] });
    expect(result).toMatchObject({ rowsRead: 12, accepted: 2, fatal: null, encoding: 'utf-8' });
    expect(result.rejected).toEqual([
      { line: 3, reason: 'No question.' },
      { line: 4, reason: 'No answer.' },
      { line: 5, reason: 'The answers are over 22,000 bytes.' },
      { line: 7, reason: 'No subject area.' },
      { line: 8, reason: 'No voice answer.' },
      { line: 9, reason: '“Paris” is not an option of Site.' },
      { line: 10, reason: 'No answer.' },
      { line: 11, reason: 'The question is over 500 characters.' },
      { line: 12, reason: 'The subject area is over 100 characters.' },
      { line: 13, reason: 'Repeats the question of line 2.' },
    ]);
    expect(result.questionKeys).toEqual(['how do i print?', 'a question, with a comma']);
    expect(result.csv).toBe(csv);
  });

  it('refuses a file without the required columns, or of another type', async () => {
    const noAnswer = await previewImport('faq', 'faq.csv', utf8('question,subject_area\nQ,IT'));
    expect(noAnswer.fatal).toMatch(/no answer or answer_voice column/);
    expect((await previewImport('faq', 'faq.csv', utf8(''))).fatal).toBe('The file is empty.');
    expect((await previewImport('faq', 'notes.txt', utf8(HEADER))).fatal).toBe(
      'Choose a .csv, .xls, .xlsx file.',
    );
    // A survey needs only its questions.
    expect(
      await previewImport('survey', 'survey.csv', utf8('question,answers\nHappy?,Yes|No')),
    ).toMatchObject({
      accepted: 1,
      fatal: null,
    });
  });

  it('converts the first sheet of an .xlsx or .xls workbook to CSV, accents and commas intact', async () => {
    const rows = [
      ['question', 'subject_area', 'answer', 'answer_voice'],
      ['Où est la cafétéria?', 'Facilités', '<p>Au rez-de-chaussée, à gauche.</p>', 'Au rez-de-chaussée.'],
    ];
    for (const bookType of ['xlsx', 'xls'] as const) {
      const result = await previewImport('faq', `faq.${bookType}`, xlsxBytes(rows, bookType));
      expect(result).toMatchObject({ encoding: 'spreadsheet', rowsRead: 1, accepted: 1, fatal: null });
      expect(Papa.parse<string[]>(result.csv.trim()).data).toEqual(rows);
    }
    expect((await previewImport('faq', 'broken.xlsx', utf8('not a workbook'))).fatal).not.toBeNull();
  });
});

describe('the limits of an import (issue 21 §4.3)', () => {
  const row = (index: number) => `Question ${index}?,IT,<p>Answer ${index}.</p>,Answer ${index}.`;
  const csvOf = (rows: number) =>
    [HEADER, ...Array.from({ length: rows }, (_, index) => row(index))].join('\n');

  it('reads up to 20,000 rows, and refuses one more, from a CSV or a spreadsheet', async () => {
    expect(await previewImport('faq', 'faq.csv', utf8(csvOf(IMPORT_MAX_ROWS)))).toMatchObject({
      accepted: IMPORT_MAX_ROWS,
      fatal: null,
    });
    expect((await previewImport('faq', 'faq.csv', utf8(csvOf(IMPORT_MAX_ROWS + 1)))).fatal).toBe(
      LIMIT_MESSAGES.tooManyRows,
    );
    const sheet = [
      HEADER.split(','),
      ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, index) => row(index).split(',')),
    ];
    expect((await previewImport('faq', 'faq.xlsx', xlsxBytes(sheet))).fatal).toBe(LIMIT_MESSAGES.tooManyRows);
  });

  it('refuses a file over 10 MB', async () => {
    expect(IMPORT_MAX_BYTES).toBe(10 * 1024 * 1024);
    const big = new Uint8Array(12 * 1024 * 1024).fill(0x61);
    expect((await previewImport('faq', 'faq.csv', big)).fatal).toBe(
      'The file is 12 MB: files up to 10 MB can be imported.',
    );
  });

  it('refuses a zip bomb by its directory before anything is unpacked', async () => {
    const bomb = await xlsxBomb(60);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const result = await previewImport('faq', 'faq.xlsx', bomb);
    expect(result.fatal).toMatch(/unpacks to 60 MB: spreadsheets may unpack to at most 50 MB/);
    expect(ZIP_MAX_UNPACKED_BYTES).toBe(50 * 1024 * 1024);
  });

  it('refuses a zip whose directory lies about an entry’s size, whatever the file is called', async () => {
    const forged = await xlsxBomb(2, { declaredSize: 1_000 });
    for (const name of ['faq.xlsx', 'faq.xls']) {
      expect((await previewImport('faq', name, forged)).fatal).toBe(LIMIT_MESSAGES.unpacksMoreThanDeclared);
    }
  });
});
