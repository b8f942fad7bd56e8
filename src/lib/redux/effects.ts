import type { Action } from '@reduxjs/toolkit';
import type { Buffer, Channel, TakeableChannel, Task } from 'redux-saga';
import type { ActionPattern, CallEffect, SagaReturnType, StrictEffect } from 'redux-saga/effects';
import * as effects from 'redux-saga/effects';

/**
 * Typed effects, used with `yield*`: `const users = yield* call(listUsers, gateway, page)` is typed by what
 * `listUsers` resolves to. A plain `yield call(…)` cannot be typed (TypeScript gives every `yield` in a
 * generator one type), which is why sagas used to cast each result; the cast now lives here, once per effect.
 * Effects whose result is not used (`put`, `delay`, `takeLatest`…) are still yielded directly from
 * `redux-saga/effects`; so are effects placed inside `race` or `all`. ADR 0009 records the choice.
 */
export type Effects<T> = Generator<StrictEffect, T, unknown>;

// Any function: parameters are checked through `Parameters<Fn>` at the call.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFunction = (...args: any[]) => unknown;

/** `call(fn, ...args)`: the function's result, the promise's value or the saga's return value. */
export function* call<Fn extends AnyFunction>(fn: Fn, ...args: Parameters<Fn>): Effects<SagaReturnType<Fn>> {
  return (yield effects.call(fn, ...args)) as SagaReturnType<Fn>;
}

/** `fork(fn, ...args)`: the attached task. */
export function* fork<Fn extends AnyFunction>(fn: Fn, ...args: Parameters<Fn>): Effects<Task> {
  return (yield effects.fork(fn, ...args)) as Task;
}

/** `select(selector, ...args)`: what the selector returns for the current state. */
export function* select<R, Args extends unknown[]>(
  selector: (state: never, ...args: Args) => R,
  ...args: Args
): Effects<R> {
  return (yield effects.select(selector as (state: unknown, ...args: Args) => R, ...args)) as R;
}

/**
 * The action a pattern matches: an action creator's action, a type guard's type, or `Action` for a type string
 * or a plain predicate.
 */
type Matching<P> = P extends { match(action: unknown): action is infer A }
  ? AsAction<A>
  : // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a guard's parameter may be any action type
    P extends (action: any) => action is infer A
    ? AsAction<A>
    : P extends readonly (infer Item)[]
      ? Matching<Item>
      : Action;
type AsAction<A> = A extends Action ? A : Action;

/**
 * `take(pattern)` with the matched action typed: pass action creators (`take(autoRefreshToggled)`) to get their
 * payload; or `take(channel)` for the channel's message.
 */
export function take<P extends ActionPattern>(pattern: P): Effects<Matching<P>>;
export function take<T>(channel: TakeableChannel<T>): Effects<T>;
export function* take(pattern: unknown): Effects<unknown> {
  return yield effects.take(pattern as ActionPattern);
}

/** What an effect placed in a `race` gives back when it wins. */
type EffectResult<E> = E extends CallEffect<infer R> ? R : E extends effects.TakeEffect ? Action : unknown;

/** `race({ … })`: the winner's entry is set, the others are `undefined`. */
export function* race<T extends Record<string, StrictEffect>>(
  contenders: T,
): Effects<{ [K in keyof T]?: EffectResult<T[K]> }> {
  return (yield effects.race(contenders)) as { [K in keyof T]?: EffectResult<T[K]> };
}

/** `actionChannel(pattern)`: a channel that buffers the matching actions. */
export function* actionChannel<P extends ActionPattern>(
  pattern: P,
  buffer?: Buffer<Matching<P>>,
): Effects<Channel<Matching<P>>> {
  return (yield buffer ? effects.actionChannel(pattern, buffer) : effects.actionChannel(pattern)) as Channel<
    Matching<P>
  >;
}

/** `cancelled()`, in a `finally`: whether the saga was cancelled. */
export function* cancelled(): Effects<boolean> {
  return (yield effects.cancelled()) as boolean;
}
