/// <reference lib="webworker" />
/**
 * Reads an import file off the main thread (issue 14: a 10,000-row file is previewed without freezing the page).
 * In: a `ReadRequest`; out: the preview, or the message of the limit or error that stopped it.
 */
import { serveInWorker } from '@/lib/worker';

import { previewImport } from './parse';
import type { ReadRequest } from './read-file';

declare const self: DedicatedWorkerGlobalScope;

serveInWorker(self, ({ kind, name, bytes, context }: ReadRequest) =>
  previewImport(kind, name, new Uint8Array(bytes), context),
);
