import { afterEach, describe, expect, it, vi } from 'vitest';

import { IMPORT_MAX_BYTES } from '@/contracts/faq-import';

import { LIMIT_MESSAGES, READ_TIMEOUT_MS } from './limits';
import { type CreateWorker, ImportLimitError, readImportFile } from './read-file';

/** A worker that takes the file and never answers, as one stuck in a hostile spreadsheet would. */
function stuckWorker() {
  const worker = {
    onmessage: null,
    onerror: null,
    postMessage: vi.fn(),
    terminate: vi.fn(),
  };
  const create: CreateWorker = () => worker;
  return { worker, create };
}

const csv = () => new File(['question\nQ?\n'], 'survey.csv', { type: 'text/csv' });

afterEach(() => {
  vi.useRealTimers();
});

describe('reading an import file (issue 21 §4.3)', () => {
  it('stops the worker after exactly 30 s and says which limit was hit', async () => {
    vi.useFakeTimers();
    const { worker, create } = stuckWorker();
    const reading = readImportFile('survey', csv(), { customFields: [] }, create);
    const outcome = reading.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    expect(worker.terminate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ImportLimitError);
    expect((error as Error).message).toBe(LIMIT_MESSAGES.timedOut);
    expect(LIMIT_MESSAGES.timedOut).toBe('Reading the file took longer than 30 seconds, so it was stopped.');
    expect(worker.terminate).toHaveBeenCalledOnce();
  });

  it('refuses a file over 10 MB before reading a byte of it', async () => {
    const { worker, create } = stuckWorker();
    const file = new File([''], 'huge.xlsx');
    Object.defineProperty(file, 'size', { value: IMPORT_MAX_BYTES + 1 });
    const read = vi.spyOn(file, 'arrayBuffer');
    await expect(readImportFile('faq', file, { customFields: [] }, create)).rejects.toThrow(
      LIMIT_MESSAGES.fileTooLarge(IMPORT_MAX_BYTES + 1),
    );
    expect(read).not.toHaveBeenCalled();
    expect(worker.postMessage).not.toHaveBeenCalled();
  });
});
