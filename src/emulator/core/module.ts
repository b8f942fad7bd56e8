/**
 * An emulator module: one area of the emulated cloud (the identity services, the assistant, subscriptions, …)
 * in one folder. It owns its state, namespaced at `state[name]`, with its own version: a change of that shape
 * re-seeds (or migrates) this module alone and never the demo data of the others. It brings its seed, its msw
 * handlers (AWS protocols) or gateway operations, the kinds of delayed job it runs, and optionally a tab of the
 * demo panel. Modules are registered, one line each, in `modules.ts`. Its state's type is declared in its
 * state.ts (src/emulator/README.md describes a module's files):
 *
 *   declare module '../../core/types' {
 *     interface EmulatorModuleStates {
 *       faq: FaqModuleState;
 *     }
 *   }
 */
import type { RequestHandler } from 'msw';
import type { ComponentType } from 'react';

import type { GatewayOperation } from './gateway/envelope';
import type { EmulatorContext, SeedInput } from './types';

export type { SeedInput } from './types';

/** Work that completes after a delay on the clock; the payload is stored with the state, so plain JSON. */
export type JobHandler<Payload = never> = (
  context: EmulatorContext,
  payload: Payload,
) => void | Promise<void>;

/** What a demo-panel tab's panel receives; `onChange` asks the other panels to redraw (e.g. a fault was added). */
export interface DemoTabProps {
  context: EmulatorContext;
  onChange?: () => void;
}

export interface DemoTab {
  /** The tab's label; modules giving the same label share one tab, their panels one after another. */
  label: string;
  /**
   * Its panel, loaded when the panel opens: the emulated cloud itself stays free of React and MUI, so that a page
   * that only needs the cloud (the public chatbot's frame in the demo) does not download them.
   */
  loadPanel: () => Promise<ComponentType<DemoTabProps>>;
  /** Tabs are ordered by this (default 100), then by the registry's order. */
  order?: number;
}

export interface EmulatorModule<Name extends string = string, State = unknown> {
  /** Its state lives at `state[name]`. */
  readonly name: Name;
  /** Bumped when State's shape changes: only this module re-seeds (or migrates). */
  readonly version: number;
  seed(input: SeedInput): State | Promise<State>;
  /** Turns a stored state of another version into the current shape; undefined re-seeds. */
  migrate?(stored: unknown, storedVersion: number): State | undefined;
  /** On load of a stored state, e.g. extend synthetic history up to now; the same object when nothing changed. */
  refresh?(state: State, input: SeedInput): State;
  /** msw handlers (AWS protocols etc.). */
  handlers?(context: EmulatorContext): RequestHandler[];
  /** REST gateway operations: descriptors of src/contracts, each `implement`ed (gateway/envelope.ts). */
  operations?: readonly GatewayOperation[];
  /** The kinds of job it runs (`context.jobs.schedule(kind, payload, delayMs)`); kinds are unique overall. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own payload type
  jobs?: Readonly<Record<string, JobHandler<any>>>;
  demoTab?: DemoTab;
}

/** Declares a module, keeping its name's literal type (the registry derives the state's type from it). */
export function defineModule<const Name extends string, State>(
  module: EmulatorModule<Name, State>,
): EmulatorModule<Name, State> {
  return module;
}

/** The state of each module of a registry, by name. */
export type StatesOf<Modules extends readonly EmulatorModule[]> = {
  [M in Modules[number] as M['name']]: M extends EmulatorModule<string, infer State> ? State : never;
};
