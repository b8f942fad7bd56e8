import { IMPORT_MAX_BYTES, type ImportKind } from '@/contracts/faq-import';
import { runInWorker, type WorkerLike, type WorkerTask } from '@/lib/worker';

import { LIMIT_MESSAGES, READ_TIMEOUT_MS } from './limits';
import type { ImportPreview, PreviewContext } from './parse';

/** A limit stopped the reading: its message says which. */
export class ImportLimitError extends Error {}

/** What the worker is given: the file's bytes (transferred, not copied) and what the preview needs. */
export interface ReadRequest {
  kind: ImportKind;
  name: string;
  bytes: ArrayBuffer;
  context: PreviewContext;
}

/** Makes the worker a file is read in (tests give a stand-in). */
export type CreateWorker = () => WorkerLike;

const createImportWorker: CreateWorker = () =>
  new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });

/** The same parser on the calling thread, loaded on first use. */
const readHere = async ({ kind, name, bytes, context }: ReadRequest) =>
  (await import('./parse')).previewImport(kind, name, new Uint8Array(bytes), context);

/**
 * Reads an import file in a worker where the platform has workers (browsers), stopped after READ_TIMEOUT_MS
 * (issue 21 §4.3); the same code on the calling thread where it has none (the jsdom tests). A file over the size
 * limit is refused before a byte of it is read. A `createWorker` stand-in (tests) is used even where the platform
 * has no workers.
 */
export async function readImportFile(
  kind: ImportKind,
  file: File,
  context: PreviewContext,
  createWorker?: CreateWorker,
): Promise<ImportPreview> {
  if (file.size > IMPORT_MAX_BYTES) throw new ImportLimitError(LIMIT_MESSAGES.fileTooLarge(file.size));
  const bytes = await file.arrayBuffer();
  const task: WorkerTask<ReadRequest, ImportPreview> = {
    create: createWorker ?? createImportWorker,
    fallback: readHere,
    // A file built to exhaust the reader (or a reader that hangs) is stopped, and the page stays alive.
    timeoutMs: READ_TIMEOUT_MS,
    errors: {
      timeout: () => new ImportLimitError(LIMIT_MESSAGES.timedOut),
      crash: () => new Error('The file could not be read.'),
    },
  };
  return runInWorker(
    task,
    { kind, name: file.name, bytes, context },
    [bytes],
    createWorker ? true : undefined,
  );
}
