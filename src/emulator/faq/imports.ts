/**
 * The bulk import, as the real pipeline runs it after UploadCollection / UploadSurvey (an Event: the call answers
 * at once): read the uploaded object from the upload bucket, parse it as UTF-8 CSV with a header row, replace the
 * organisation's FAQ (every row published) or survey questions, and post the completion message with the
 * upload's msgId to the upload queue. A missing object, a missing column or no usable row fails with a message
 * and replaces nothing.
 */
import Papa from 'papaparse';

import { FAQ_RESPONSE_LIMIT_BYTES, type ImportKind, type ImportMessage } from '@/contracts/faq';
import { sanitizeHtml } from '@/lib/sanitize-html';

import { newId } from '../db';
import { base64ToBytes } from '../protocol/s3-rest';
import { enqueueMessage } from '../sqs';
import type { EmulatorContext } from '../types';

export const IMPORT_JOB = 'faq.import';

export interface ImportJob {
  kind: ImportKind;
  tenant: string;
  /** The object's key in the upload bucket. */
  key: string;
  msgId: string;
  importer: string;
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

type Rows = Record<string, string>[];

function readCsv(context: EmulatorContext, key: string): Rows {
  const object = context.db.state.s3.buckets[context.config.uploadBucket]?.[key];
  if (!object) throw new Error('The uploaded file was not found.');
  const text = new TextDecoder('utf-8', { fatal: true }).decode(base64ToBytes(object.body));
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  return parsed.data;
}

const cell = (row: Record<string, string>, column: string) => (row[column] ?? '').trim();

function importFaq(context: EmulatorContext, job: ImportJob, rows: Rows): number {
  if (rows.length > 0 && !('question' in (rows[0] ?? {}) && 'answer' in (rows[0] ?? {}))) {
    throw new Error('The file needs question and answer columns.');
  }
  const settings = context.db.state.faq.settings.find((entry) => entry.tenant === job.tenant);
  const customColumns = settings?.customFields.map((field) => field.sourceFieldName) ?? [];
  const now = context.clock.nowIso();
  const documents = rows.flatMap((row) => {
    const question = cell(row, 'question');
    const answer = sanitizeHtml(cell(row, 'answer'), 'faq');
    const voice =
      cell(row, 'answer_voice') ||
      answer
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    if (!question || !answer || utf8Bytes(answer) + utf8Bytes(voice) > FAQ_RESPONSE_LIMIT_BYTES) return [];
    const custom = Object.fromEntries(
      customColumns.flatMap((name) => (cell(row, name) ? [[name, cell(row, name)]] : [])),
    );
    const docId = newId();
    return [
      {
        tenant: job.tenant,
        _id: docId,
        _source: {
          docId,
          question,
          subject_area: cell(row, 'subject_area') || 'General',
          answer,
          answer_voice: voice,
          ...(Object.keys(custom).length > 0 ? { customFields: custom } : {}),
          user: job.importer,
          last_update: now,
          status: 'APPROVED' as const,
          id: '',
        },
      },
    ];
  });
  if (documents.length === 0) throw new Error('The file has no question with an answer.');
  context.db.update('faq', (state) => {
    state.documents = [...state.documents.filter((record) => record.tenant !== job.tenant), ...documents];
    const areas = [...new Set(documents.map((record) => record._source.subject_area))].sort();
    state.subjectAreas = [
      ...state.subjectAreas.filter((area) => area.tenant !== job.tenant),
      ...areas.map((name) => ({ tenant: job.tenant, name })),
    ];
  });
  return documents.length;
}

function importSurvey(context: EmulatorContext, job: ImportJob, rows: Rows): number {
  const questions = rows.flatMap((row) => {
    const question = cell(row, 'question');
    if (!question) return [];
    const answers = cell(row, 'answers')
      .split('|')
      .map((answer) => answer.trim())
      .filter(Boolean);
    return [{ tenant: job.tenant, question, answers }];
  });
  if (questions.length === 0) throw new Error('The file has no survey question.');
  context.db.update('faq', (state) => {
    state.surveys = [...state.surveys.filter((entry) => entry.tenant !== job.tenant), ...questions];
  });
  return questions.length;
}

export function runImport(context: EmulatorContext, job: ImportJob) {
  let message: ImportMessage;
  try {
    const rows = readCsv(context, job.key);
    const count = job.kind === 'faq' ? importFaq(context, job, rows) : importSurvey(context, job, rows);
    message = {
      msgId: job.msgId,
      status: 'success',
      msg: `${count} ${job.kind === 'faq' ? 'questions' : 'survey questions'} imported.`,
    };
  } catch (error) {
    message = {
      msgId: job.msgId,
      status: 'error',
      msg:
        error instanceof TypeError
          ? 'The file is not UTF-8 text.'
          : error instanceof Error
            ? error.message
            : String(error),
    };
  }
  enqueueMessage(context, context.config.uploadQueueUrl, { body: JSON.stringify(message) });
}
