/**
 * What an import file may cost to read (issue 21 §4.3: a 409 KB spreadsheet that inflated to 419 MB crashed the
 * tab). Each limit is checked before the work it bounds, and the message names the limit that was hit.
 */
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@/contracts/faq-import';

/** A spreadsheet (a zip) may unpack to at most this much: its entries' sizes are checked before SheetJS reads. */
export const ZIP_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Reading a file in the worker is stopped after this long. */
export const READ_TIMEOUT_MS = 30_000;

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

export const LIMIT_MESSAGES = {
  unreadable: 'The spreadsheet could not be read.',
  fileTooLarge: (bytes: number) =>
    `The file is ${megabytes(bytes)}: files up to ${megabytes(IMPORT_MAX_BYTES)} can be imported.`,
  csvTooLarge: (bytes: number) =>
    `The spreadsheet makes ${megabytes(bytes)} of CSV: up to ${megabytes(IMPORT_MAX_BYTES)} can be imported.`,
  unpacksTooLarge: (bytes: number) =>
    `The spreadsheet unpacks to ${megabytes(bytes)}: spreadsheets may unpack to at most ${megabytes(ZIP_MAX_UNPACKED_BYTES)}.`,
  unpacksMoreThanDeclared:
    'The spreadsheet unpacks to more than its own table of contents says: it is damaged or built to harm, and was not read.',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows: up to ${IMPORT_MAX_ROWS.toLocaleString('en-US')} can be imported at once.`,
  timedOut: `Reading the file took longer than ${READ_TIMEOUT_MS / 1000} seconds, so it was stopped.`,
} as const;
