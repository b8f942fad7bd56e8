import type { TenantConfig } from '@/config/tenant-schema';

import { type Analytics, createAnalytics } from './analytics';
import type { Bot } from './bot';
import { createGateway, type Gateway } from './gateway';
import { configureIdentity, identity } from './identity';
import type { Microphone } from './microphone';
import type { JobQueue } from './queue';
import type { Speaker } from './speaker';
import type { SpeechService } from './speech';
import type { Storage } from './storage';
import { SPEC_TIMINGS, type Timings } from './timings';
import type { Voice } from './voice';

/** Everything that talks to the outside world, created once per page from the tenant config. */
export interface Services {
  config: TenantConfig;
  gateway: Gateway;
  identity: typeof identity;
  analytics: Analytics;
  storage: Storage;
  bot: Bot;
  /** Voice input and spoken replies: loaded with import() on first use (the chat launcher stays small). */
  speech: SpeechService;
  microphone: Microphone;
  speaker: Speaker;
  /** Text to speech (the FAQ's Listen): loaded with import() on first use. */
  voice: Voice;
  /** The job queue at a URL (where a job's completion message arrives): the SDK loads with import() on first use. */
  queue(url: string): JobQueue;
  /** The spec's waits (debounces, polls, quiet periods): see timings.ts. */
  timings: Timings;
}

export { SPEC_TIMINGS, type Timings };

/** A value created on first use, once; a failed creation (say, a chunk that did not load) is tried again. */
function once<T>(create: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= create().catch((error: unknown) => {
      value = undefined;
      throw error;
    }));
}

/** The services reach sagas through redux-saga's context under this key. */
export const SERVICES_CONTEXT = 'services';

export function createServices(
  config: TenantConfig,
  hooks: { onSessionExpired(): void },
  /** Only tests pass other timings (tests/render.tsx); production waits the spec's values. */
  timings: Timings = SPEC_TIMINGS,
): Services {
  configureIdentity(config);
  const gateway = createGateway(config, {
    getTokens: (forceRefresh) => identity.tokens({ forceRefresh }),
    onSessionExpired: hooks.onSessionExpired,
  });
  const bot = once(async () => (await import('./bot')).createBot(config));
  const speech = once(async () =>
    (await import('./speech')).createSpeech(config, (forceRefresh) => identity.tokens({ forceRefresh })),
  );
  return {
    config,
    gateway,
    identity,
    analytics: createAnalytics(config, gateway),
    // Storage: its module (and the S3 client) loads with the first upload or result read, not with the first screen.
    storage: {
      uploadProfilePicture: async (file, options) =>
        (await import('./storage')).createStorage(config).uploadProfilePicture(file, options),
      uploadImport: async (key, csv) =>
        (await import('./storage')).createStorage(config).uploadImport(key, csv),
      readResult: async (link) => (await import('./storage')).createStorage(config).readResult(link),
    },
    // The assistant's runtime and speech recognition load on first use (the entry chunk stays within budget).
    bot: {
      send: async (turn) => (await bot()).send(turn),
      suggest: async (prefix) => (await bot()).suggest(prefix),
    },
    speech: { recognise: async (wav) => (await speech()).recognise(wav) },
    microphone: { open: async () => (await import('./microphone')).openMicrophone() },
    speaker: { play: async (url, signal) => (await import('./speaker')).playPcm(url, signal) },
    queue: (url) => ({
      receive: async (settings) => (await import('./queue')).createQueue(config, url).receive(settings),
      remove: async (receiptHandle) =>
        (await import('./queue')).createQueue(config, url).remove(receiptHandle),
    }),
    voice: { synthesise: async (text) => (await import('./voice')).createVoice(config).synthesise(text) },
    timings,
  };
}
