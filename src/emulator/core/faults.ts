/**
 * Fault injection: makes the emulated cloud fail on purpose, so that people and tests can see how the portal
 * handles a 500, a 403 or a slow answer. A fault matches a gateway ApiCall or a Cognito/AWS operation name.
 */
export interface Fault {
  /** The ApiCall (`ListUsers2`) or the AWS operation (`InitiateAuth`) to break. */
  operation: string;
  status: number;
  message?: string;
  /**
   * The AWS error type to answer with instead of the status's usual one (Lex: 403 is AccessDeniedException),
   * e.g. 403 `ExpiredTokenException` for credentials that have expired.
   */
  errorType?: string;
  /** The gateway: the request field a refusal is about (a 400 the portal shows under that field). */
  field?: string;
  /** How many calls fail before the fault disappears; unlimited when absent. */
  times?: number;
  /** Answer after this many milliseconds (a slow network); with status 0 the call only waits. */
  delayMs?: number;
  /**
   * Instead of an HTTP error, the call succeeds with a failed result. 'dialog-failed': the Lex runtime's turn
   * runs but its intent fails (dialog state Failed); `status` is then ignored.
   */
  outcome?: 'dialog-failed';
}

export class FaultRegistry {
  private faults: Fault[] = [];

  add(fault: Fault) {
    this.faults.push({ ...fault });
  }

  clear() {
    this.faults = [];
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** The fault for this operation, if any, counting one use of it. */
  take(operation: string): Fault | undefined {
    const fault = this.faults.find((candidate) => candidate.operation === operation);
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    }
    return fault;
  }
}
