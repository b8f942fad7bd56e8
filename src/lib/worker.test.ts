// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import { runInWorker, serveInWorker, type WorkerLike, type WorkerReply, type WorkerTask } from './worker';

/**
 * A worker made of the two ends the helper joins: the page's `WorkerLike` and a served scope, wired as a
 * browser's message ports would be (asynchronously, data cloned).
 */
function servedWorker(compute: (input: number[]) => number[] | Promise<number[]>) {
  const scope: Parameters<typeof serveInWorker<number[], number[]>>[0] = {
    onmessage: null,
    postMessage: (reply: WorkerReply<number[]>) =>
      setTimeout(() => {
        page.onmessage?.call(page as Worker, new MessageEvent('message', { data: structuredClone(reply) }));
      }),
  };
  serveInWorker(scope, compute);
  const page: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage: vi.fn((input: number[]) =>
      setTimeout(() => scope.onmessage?.(new MessageEvent('message', { data: structuredClone(input) }))),
    ),
    terminate: vi.fn(),
  };
  return page;
}

const double: WorkerTask<number[], number[]> = {
  create: () => servedWorker((numbers: number[]) => numbers.map((n) => n * 2)),
  fallback: (numbers) => Promise.resolve(numbers.map((n) => n * 2)),
};

afterEach(() => {
  vi.useRealTimers();
});

describe('runInWorker', () => {
  it('gives the served function’s value and terminates the worker', async () => {
    const worker = servedWorker((numbers: number[]) => numbers.map((n) => n * 2));
    await expect(runInWorker({ ...double, create: () => worker }, [1, 2, 3], [], true)).resolves.toEqual([
      2, 4, 6,
    ]);
    expect(worker.terminate).toHaveBeenCalledOnce();
  });

  it('rejects with the message of what the function threw, asynchronously or not', async () => {
    const throwing = servedWorker((): number[] => {
      throw new Error('Row 3 has no question.');
    });
    await expect(runInWorker({ ...double, create: () => throwing }, [1], [], true)).rejects.toThrow(
      'Row 3 has no question.',
    );
    const rejecting = servedWorker(() => Promise.reject(new Error('Not UTF-8.')));
    await expect(runInWorker({ ...double, create: () => rejecting }, [1], [], true)).rejects.toThrow(
      'Not UTF-8.',
    );
    expect(rejecting.terminate).toHaveBeenCalledOnce();
  });

  it('runs the fallback on the calling thread where there are no workers, and makes no worker', async () => {
    const create = vi.fn(double.create);
    await expect(runInWorker({ ...double, create }, [4], [], false)).resolves.toEqual([8]);
    expect(create).not.toHaveBeenCalled();
  });

  it('stops a worker that does not answer within the time limit, with the task’s error', async () => {
    vi.useFakeTimers();
    const silent = servedWorker(() => new Promise<number[]>(() => {}));
    const outcome = runInWorker(
      {
        ...double,
        create: () => silent,
        timeoutMs: 5_000,
        errors: { timeout: () => new Error('Too slow.') },
      },
      [1],
      [],
      true,
    ).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(silent.terminate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual(new Error('Too slow.'));
    expect(silent.terminate).toHaveBeenCalledOnce();
  });

  it('reports a crashed worker with the task’s error and keeps it from the page', async () => {
    const crashed: WorkerLike = { onmessage: null, onerror: null, postMessage: vi.fn(), terminate: vi.fn() };
    const outcome = runInWorker(
      { ...double, create: () => crashed, errors: { crash: () => new Error('The file could not be read.') } },
      [1],
      [],
      true,
    );
    const event = new Event('error', { cancelable: true }) as ErrorEvent;
    crashed.onerror?.call(crashed as Worker, event);
    await expect(outcome).rejects.toThrow('The file could not be read.');
    expect(event.defaultPrevented).toBe(true);
  });
});
