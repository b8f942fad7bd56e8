/**
 * How long the portal waits where the spec says to wait: debounces, polls, quiet periods, delayed loads and
 * redirects. Each wait is written as the spec's constant, kept beside the code that waits (e.g.
 * `ESTIMATE_QUIET_MS`), and goes through `timings.wait`, which in production is that very value.
 *
 * Why a service: the integration tests that are not about one of these numbers render the app with a faster
 * scale (tests/render.tsx), so that a purchase test does not sit out four seconds of quiet periods; the tests
 * that prove a constant render it with the spec's timings and fake timers, and assert the exact value.
 */
export interface Timings {
  /** The milliseconds to wait for a wait the spec gives as `specMs`. */
  wait(specMs: number): number;
}

/** The spec's values: what production always uses. */
export const SPEC_TIMINGS: Timings = { wait: (specMs) => specMs };
