import type { Operation } from '@/contracts/operation';

/** Fields as a client may send them: anything. */
export type AnyFields = Record<string, unknown>;

/**
 * The operation with its request type widened to any fields: for tests that send what the portal never would (a
 * wrong type, a missing or unknown field) to see the emulated gateway refuse it, as the real one must.
 */
export function withAnyFields<Reply, Path extends string>(
  operation: Operation<unknown, Reply, Path>,
): Operation<AnyFields, Reply, Path> {
  return operation as Operation<AnyFields, Reply, Path>;
}
