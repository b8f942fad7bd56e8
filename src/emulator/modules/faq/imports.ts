/**
 * The bulk import, as the real pipeline runs it after UploadCollection / UploadSurvey (an Event: the call answers
 * at once): read the uploaded object from the upload bucket, parse it as UTF-8 CSV with a header row, check
 * every row by the import's rules (src/contracts/faq-import.ts: the question form's, issue 21 §4.2) and sanitise
 * each answer, then either add and update (each row updates the published question it matches, or is added)
 * or erase and import (the organisation's FAQ replaced), and post the completion message with the upload's msgId
 * to the upload queue. A missing object, a limit, a missing column or no usable row fails with a message and
 * changes nothing.
 */
import Papa from 'papaparse';

import type { FaqSource } from '@/contracts/faq';
import {
  FAQ_IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportKind,
  type ImportMessage,
  type ImportMode,
  type LeftOutRow,
  questionKey,
  reviewImportRows,
} from '@/contracts/faq-import';
import { isBlankHtml, sanitizeHtml } from '@/lib/sanitize-html';

import { newId } from '../../core/db';
import { base64ToBytes } from '../../core/protocol/s3-rest';
import type { EmulatorContext } from '../../core/types';
import { enqueueMessage } from '../sqs/handlers';

import type { FaqRecord } from './state';

export const IMPORT_JOB = 'faq.import';

export interface ImportJob {
  kind: ImportKind;
  mode: ImportMode;
  tenant: string;
  /** The object's key in the upload bucket. */
  key: string;
  msgId: string;
  importer: string;
}

type Rows = Record<string, string | undefined>[];

/** What an import did: its counts and the rows it left out. */
type Outcome = Required<Pick<ImportMessage, 'added' | 'updated' | 'leftOut'>>;

class ImportRefused extends Error {}

function readCsv(context: EmulatorContext, key: string): { rows: Rows; columns: string[] } {
  const object = context.db.state.s3.buckets[context.config.uploadBucket]?.[key];
  if (!object) throw new ImportRefused('The uploaded file was not found.');
  if (object.size > IMPORT_MAX_BYTES) throw new ImportRefused('The file is over 10 MB.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(base64ToBytes(object.body));
  } catch {
    throw new ImportRefused('The file is not UTF-8 text.');
  }
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
    preview: IMPORT_MAX_ROWS + 1,
  });
  if (parsed.data.length > IMPORT_MAX_ROWS)
    throw new ImportRefused(`The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`);
  return { rows: parsed.data, columns: parsed.meta.fields ?? [] };
}

const cell = (row: Rows[number], column: string) => (row[column] ?? '').trim();

function importFaq(
  context: EmulatorContext,
  job: ImportJob,
  { rows, columns }: ReturnType<typeof readCsv>,
): Outcome {
  const missing = FAQ_IMPORT_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw new ImportRefused(`The file has no ${missing.join(' or ')} column.`);
  const settings = context.db.state.faq.settings.find((entry) => entry.tenant === job.tenant);
  const customFields = settings?.customFields ?? [];
  const reviewed = reviewImportRows('faq', rows, customFields);
  const leftOut: LeftOutRow[] = [...reviewed.leftOut];
  const now = context.clock.nowIso();
  const contents = reviewed.accepted.flatMap(({ line, row, key }) => {
    const answer = sanitizeHtml(cell(row, 'answer'), 'faq');
    if (isBlankHtml(answer)) {
      leftOut.push({ line, reason: 'No answer once unsafe markup is removed.' });
      return [];
    }
    const custom = Object.fromEntries(
      customFields.flatMap(({ sourceFieldName: name }) => (cell(row, name) ? [[name, cell(row, name)]] : [])),
    );
    const content: Pick<FaqSource, 'question' | 'subject_area' | 'answer' | 'answer_voice' | 'customFields'> =
      {
        question: cell(row, 'question'),
        subject_area: cell(row, 'subject_area'),
        answer,
        answer_voice: cell(row, 'answer_voice'),
        ...(Object.keys(custom).length > 0 ? { customFields: custom } : {}),
      };
    return [{ key, content }];
  });
  leftOut.sort((left, right) => left.line - right.line);
  if (contents.length === 0) throw new ImportRefused('The file has no row that can be imported.');

  const newRecord = (content: (typeof contents)[number]['content']): FaqRecord => {
    const docId = newId();
    return {
      tenant: job.tenant,
      _id: docId,
      _source: { ...content, docId, user: job.importer, last_update: now, status: 'APPROVED', id: '' },
    };
  };
  let added = 0;
  let updated = 0;
  context.db.update('faq', (state) => {
    const others = state.documents.filter((record) => record.tenant !== job.tenant);
    if (job.mode === 'erase-and-import') {
      state.documents = [...others, ...contents.map(({ content }) => newRecord(content))];
      added = contents.length;
    } else {
      const own = state.documents.filter((record) => record.tenant === job.tenant);
      // Published questions (approved, or waiting to be deleted) by their match key.
      const published = new Map<string, FaqRecord[]>();
      for (const record of own) {
        if (record._source.status === 'NEW') continue;
        const key = questionKey(record._source.question);
        published.set(key, [...(published.get(key) ?? []), record]);
      }
      const fresh: FaqRecord[] = [];
      for (const { key, content } of contents) {
        const matches = published.get(key);
        if (!matches) {
          fresh.push(newRecord(content));
          continue;
        }
        updated += 1;
        for (const record of matches) {
          // The file's content in place, under the question's own id, submitter and status.
          delete record._source.customFields;
          Object.assign(record._source, content, { last_update: now });
        }
      }
      added = fresh.length;
      state.documents = [...others, ...own, ...fresh];
    }
    // An erase keeps the file's subject areas; an addition adds its new ones to those there.
    const kept =
      job.mode === 'erase-and-import'
        ? []
        : state.subjectAreas.filter((area) => area.tenant === job.tenant).map((area) => area.name);
    const areas = new Set([...kept, ...contents.map(({ content }) => content.subject_area)]);
    state.subjectAreas = [
      ...state.subjectAreas.filter((area) => area.tenant !== job.tenant),
      ...[...areas].sort().map((name) => ({ tenant: job.tenant, name })),
    ];
  });
  return { added, updated, leftOut };
}

function importSurvey(
  context: EmulatorContext,
  job: ImportJob,
  { rows, columns }: ReturnType<typeof readCsv>,
): Outcome {
  if (!columns.includes('question')) throw new ImportRefused('The file has no question column.');
  const { accepted, leftOut } = reviewImportRows('survey', rows, []);
  const questions = accepted.map(({ row }) => ({
    tenant: job.tenant,
    question: cell(row, 'question'),
    answers: cell(row, 'answers')
      .split('|')
      .map((answer) => answer.trim())
      .filter(Boolean),
  }));
  if (questions.length === 0) throw new ImportRefused('The file has no survey question.');
  context.db.update('faq', (state) => {
    state.surveys = [...state.surveys.filter((entry) => entry.tenant !== job.tenant), ...questions];
  });
  return { added: questions.length, updated: 0, leftOut };
}

/** The completion message's sentence. */
function summary(kind: ImportKind, { added, updated, leftOut }: Outcome): string {
  const done =
    kind === 'faq'
      ? `${added + updated} questions imported: ${added} added, ${updated} updated.`
      : `${added} survey questions imported.`;
  return leftOut.length > 0 ? `${done} ${leftOut.length} rows left out.` : done;
}

export function runImport(context: EmulatorContext, job: ImportJob) {
  let message: ImportMessage;
  try {
    const csv = readCsv(context, job.key);
    const outcome = job.kind === 'faq' ? importFaq(context, job, csv) : importSurvey(context, job, csv);
    message = { msgId: job.msgId, status: 'success', msg: summary(job.kind, outcome), ...outcome };
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    message = { msgId: job.msgId, status: 'error', msg: error.message };
  }
  enqueueMessage(context, context.config.uploadQueueUrl, { body: JSON.stringify(message) });
}
