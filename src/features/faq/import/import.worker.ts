/// <reference lib="webworker" />
/**
 * Reads an import file off the main thread (issue 14: a 10,000-row file is previewed without freezing the page).
 * Message in: { kind, name, bytes, context }; out: { preview } or { error }.
 */
import type { ImportKind } from '@/contracts/faq-import';

import { type PreviewContext, previewImport } from './parse';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (
  event: MessageEvent<{ kind: ImportKind; name: string; bytes: ArrayBuffer; context: PreviewContext }>,
) => {
  const { kind, name, bytes, context } = event.data;
  previewImport(kind, name, new Uint8Array(bytes), context).then(
    (preview) => self.postMessage({ preview }),
    (error: unknown) => self.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
