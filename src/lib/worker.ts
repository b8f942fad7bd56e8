/**
 * Computation off the page's main thread, typed at both ends: the page calls `runInWorker(task, input)`, and the
 * worker module hands its function to `serveInWorker`. Used by the FAQ import's file reader and by the demo's
 * computing jobs (a clustering run must not freeze the page that waits for it).
 *
 * Where the platform has no workers (the jsdom tests), the task's `fallback` runs the same function on the
 * calling thread, after an `import()` of it, so the page's own chunk never carries the computation.
 */

/** The part of a `Worker` the helper uses (tests give a stand-in). */
export type WorkerLike = Pick<Worker, 'postMessage' | 'terminate' | 'onmessage' | 'onerror'>;

/** What a served worker answers: the value, or the message of the error it threw. */
export type WorkerReply<Output> = { ok: true; value: Output } | { ok: false; error: string };

export interface WorkerTask<Input, Output> {
  /**
   * Makes the worker, written at the call site so that Vite bundles it:
   * `() => new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' })`.
   */
  create: () => WorkerLike;
  /** The same computation on the calling thread, for platforms without workers. */
  fallback: (input: Input) => Promise<Output>;
  /** Stops the worker after this long and rejects with `errors.timeout()`. */
  timeoutMs?: number;
  /** What the caller's users are told when the worker is stopped, or when it crashes (not a thrown error). */
  errors?: { timeout?: () => Error; crash?: () => Error };
}

/** Whether this platform runs workers (browsers do; jsdom does not). */
export const hasWorkers = () => typeof Worker !== 'undefined';

/**
 * Runs the task on `input` in a fresh worker, which is terminated when it answers, fails or times out.
 * `transfer` hands buffers over instead of copying them (the input must not use them afterwards).
 */
export async function runInWorker<Input, Output>(
  task: WorkerTask<Input, Output>,
  input: Input,
  transfer: Transferable[] = [],
  workers: boolean = hasWorkers(),
): Promise<Output> {
  if (!workers) return task.fallback(input);
  const worker = task.create();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await new Promise<Output>((resolve, reject) => {
      if (task.timeoutMs !== undefined) {
        timer = setTimeout(
          () => reject(task.errors?.timeout?.() ?? new Error('The work took too long and was stopped.')),
          task.timeoutMs,
        );
      }
      worker.onmessage = (event: MessageEvent<WorkerReply<Output>>) => {
        if (event.data.ok) resolve(event.data.value);
        else reject(new Error(event.data.error));
      };
      worker.onerror = (event) => {
        // Handled here: not an uncaught error of the page.
        event.preventDefault();
        reject(task.errors?.crash?.() ?? new Error(event.message || 'The worker failed.'));
      };
      worker.postMessage(input, transfer);
    });
  } finally {
    clearTimeout(timer);
    worker.terminate();
  }
}

/** The worker's side: answers each message with `compute`'s value or error (see `WorkerReply`). */
export function serveInWorker<Input, Output>(
  scope: {
    onmessage: ((event: MessageEvent<Input>) => void) | null;
    postMessage(reply: WorkerReply<Output>): void;
  },
  compute: (input: Input) => Output | Promise<Output>,
): void {
  scope.onmessage = (event) => {
    Promise.resolve()
      .then(() => compute(event.data))
      .then(
        (value) => scope.postMessage({ ok: true, value }),
        (error: unknown) =>
          scope.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
  };
}
