import { IMPORT_MAX_BYTES, type ImportKind } from '@/contracts/faq-import';

import { LIMIT_MESSAGES, READ_TIMEOUT_MS } from './limits';
import type { ImportPreview, PreviewContext } from './parse';

/** A limit stopped the reading: its message says which. */
export class ImportLimitError extends Error {}

/** The worker a file is read in (tests give a stand-in). */
export type CreateWorker = () => Pick<Worker, 'postMessage' | 'terminate' | 'onmessage' | 'onerror'>;

const createImportWorker: CreateWorker = () =>
  new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });

/**
 * Reads an import file in a worker where the platform has workers (browsers), stopped after READ_TIMEOUT_MS
 * (issue 21 §4.3); the same code on the calling thread where it has none (the jsdom tests). A file over the size
 * limit is refused before a byte of it is read.
 */
export async function readImportFile(
  kind: ImportKind,
  file: File,
  context: PreviewContext,
  createWorker: CreateWorker | null = typeof Worker === 'undefined' ? null : createImportWorker,
): Promise<ImportPreview> {
  if (file.size > IMPORT_MAX_BYTES) throw new ImportLimitError(LIMIT_MESSAGES.fileTooLarge(file.size));
  const bytes = await file.arrayBuffer();
  if (!createWorker) {
    const { previewImport } = await import('./parse');
    return previewImport(kind, file.name, new Uint8Array(bytes), context);
  }
  const worker = createWorker();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await new Promise<ImportPreview>((resolve, reject) => {
      // A file built to exhaust the reader (or a reader that hangs) is stopped, and the page stays alive.
      timer = setTimeout(() => reject(new ImportLimitError(LIMIT_MESSAGES.timedOut)), READ_TIMEOUT_MS);
      worker.onmessage = (event: MessageEvent<{ preview?: ImportPreview; error?: string }>) => {
        if (event.data.preview) resolve(event.data.preview);
        else reject(new Error(event.data.error ?? 'The file could not be read.'));
      };
      worker.onerror = () => reject(new Error('The file could not be read.'));
      worker.postMessage({ kind, name: file.name, bytes, context }, [bytes]);
    });
  } finally {
    clearTimeout(timer);
    worker.terminate();
  }
}
