import * as XLSX from '@e965/xlsx';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import { FAQ_RESPONSE_LIMIT_BYTES } from '@/contracts/faq';

import { decodeText, previewImport } from './parse';

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
  it('counts the rows and lists each rejected one with its line and reason', async () => {
    const csv = [
      HEADER,
      'How do I print?,IT,<p>Use the print app.</p>,Use the print app.',
      ',IT,<p>No question</p>,No question',
      'Where is lunch?,Facilities,,',
      `Too long?,IT,"${'x'.repeat(FAQ_RESPONSE_LIMIT_BYTES)}",y`,
      '"A question, with a comma",HR,"<p>Line one,</p><p>line two</p>",ok',
    ].join('\r\n');
    const preview = await previewImport('faq', 'faq.csv', utf8(csv));
    expect(preview).toMatchObject({ rowsRead: 5, accepted: 2, fatal: null, encoding: 'utf-8' });
    expect(preview.rejected).toEqual([
      { line: 3, reason: 'No question.' },
      { line: 4, reason: 'No answer.' },
      { line: 5, reason: 'The answers are over 22,000 bytes.' },
    ]);
    expect(preview.csv).toBe(csv);
  });

  it('refuses a file without the required columns, or of another type', async () => {
    const noAnswer = await previewImport('faq', 'faq.csv', utf8('question,subject_area\nQ,IT'));
    expect(noAnswer.fatal).toMatch(/no answer column/);
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
      const preview = await previewImport('faq', `faq.${bookType}`, xlsxBytes(rows, bookType));
      expect(preview).toMatchObject({ encoding: 'spreadsheet', rowsRead: 1, accepted: 1, fatal: null });
      expect(Papa.parse<string[]>(preview.csv.trim()).data).toEqual(rows);
    }
    expect((await previewImport('faq', 'broken.xlsx', utf8('not a workbook'))).fatal).not.toBeNull();
  });
});
