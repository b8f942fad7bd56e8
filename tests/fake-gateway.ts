import type { AnyOperation, Operation, PathParams } from '@/contracts/operation';
import type { Gateway, SendArguments } from '@/services/gateway';

/** An operation a fake gateway was asked to send, with its fields and path parameters. */
export interface SentOperation {
  operation: AnyOperation;
  fields: object | undefined;
  params: Readonly<Record<string, string>> | undefined;
}

/**
 * A gateway that answers every call with the given replies in turn and records the calls: for unit tests of a
 * feature's `api.ts` (what it sends, how it reads a reply). What the server does is the emulator's to answer,
 * in the integration tests.
 */
export function fakeGateway(...replies: unknown[]) {
  const calls: SentOperation[] = [];
  const gateway: Gateway = {
    send<Fields extends object, Reply, Path extends string>(
      operation: Operation<Fields, Reply, Path>,
      ...request: SendArguments<Fields, Path>
    ) {
      const [fields, params]: [object?, PathParams<Path>?] = request;
      calls.push({ operation, fields, params });
      // The test's canned reply stands for the server's answer.
      return Promise.resolve(replies.shift() as Reply);
    },
  };
  return { gateway, calls };
}
