import type { ImportKind } from '@/contracts/faq';

import type { ImportPreview } from './parse';

/**
 * Reads an import file in a worker where the platform has workers (browsers); the same code on the calling
 * thread where it has none (the jsdom tests).
 */
export async function readImportFile(kind: ImportKind, file: File): Promise<ImportPreview> {
  const bytes = await file.arrayBuffer();
  if (typeof Worker === 'undefined') {
    const { previewImport } = await import('./parse');
    return previewImport(kind, file.name, new Uint8Array(bytes));
  }
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<ImportPreview>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<{ preview?: ImportPreview; error?: string }>) => {
        if (event.data.preview) resolve(event.data.preview);
        else reject(new Error(event.data.error ?? 'The file could not be read.'));
      };
      worker.onerror = () => reject(new Error('The file could not be read.'));
      worker.postMessage({ kind, name: file.name, bytes }, [bytes]);
    });
  } finally {
    worker.terminate();
  }
}
