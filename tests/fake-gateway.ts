import type { Gateway, GatewayCall } from '@/services/gateway';

/**
 * A gateway that answers every call with the given replies in turn and records the calls: for unit tests of a
 * feature's `api.ts` (what it sends, how it reads a reply). What the server does is the emulator's to answer,
 * in the integration tests.
 */
export function fakeGateway(...replies: unknown[]) {
  const calls: GatewayCall[] = [];
  const gateway: Gateway = {
    call: <T>(request: GatewayCall) => {
      calls.push(request);
      return Promise.resolve(replies.shift() as T);
    },
  };
  return { gateway, calls };
}
