/**
 * The one place where an injected fault (src/emulator/core/faults.ts) takes effect. Every emulated service calls
 * `applyFault` first thing for its operation; the service's protocol only decides what the error looks like on
 * the wire (an AWS JSON `__type`, an S3 XML `<Error>`, the gateway's `{code, message}`, …).
 *
 * A fault may delay the answer (`delayMs`, on timers, so fake timers drive it), fail it (`status` ≠ 0), or, for
 * services that know one, change the outcome of a call that otherwise succeeds (`outcome`: the status is then
 * ignored and the caller is told through `onOutcome`).
 */
import type { Fault, FaultRegistry } from '../faults';

/** A fault that fails the call: its status is an HTTP error status. */
export type FailingFault = Fault & { status: number };

/** How a protocol answers a failing fault: the response the client sees. */
export type FaultProtocol = (
  fault: FailingFault,
  request: Request,
  operation: string,
) => Response | Promise<Response>;

export interface ApplyFaultOptions {
  /** Called (and no error answered) when the fault asks for another outcome instead of an error. */
  onOutcome?: (outcome: NonNullable<Fault['outcome']>, fault: Fault) => void;
}

const wait = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * Takes (and counts one use of) the fault registered for `operation`, waits its delay, and returns the
 * protocol's error response when it fails the call; undefined when the call should go on as usual.
 */
export async function applyFault(
  context: { faults: FaultRegistry },
  operation: string,
  request: Request,
  protocol: FaultProtocol,
  options: ApplyFaultOptions = {},
): Promise<Response | undefined> {
  const fault = context.faults.take(operation);
  if (!fault) return undefined;
  if (fault.delayMs) await wait(fault.delayMs);
  if (fault.outcome) {
    options.onOutcome?.(fault.outcome, fault);
    return undefined;
  }
  if (!fault.status) return undefined;
  return protocol(fault, request, operation);
}

/** For services that answer failures by throwing: carries the protocol's response to the handler's catch. */
export class FaultResponse extends Error {
  constructor(readonly response: Response) {
    super('Injected fault');
  }
}
