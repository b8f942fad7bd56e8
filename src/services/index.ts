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
  /**
   * The demo's emulated cloud, starting while the first screen paints (main.tsx): every service waits for it
   * before its first request, which would otherwise leave the page before msw's worker could answer it.
   * Real tenants and tests pass nothing: their cloud is there already.
   */
  cloudReady: Promise<unknown> = Promise.resolve(),
): Services {
  configureIdentity(config, { cloudReady });
  const gateway = createGateway(config, {
    getTokens: (forceRefresh) => identity.tokens({ forceRefresh }),
    onSessionExpired: hooks.onSessionExpired,
    ready: () => cloudReady,
  });
  // The AWS SDK clients read Amplify's credentials themselves (fetchAuthSession): Amplify, which the identity
  // service loads on demand, must be configured first; that also waits for the demo's cloud.
  const withIdentity = async <T>(load: () => Promise<T>): Promise<T> => {
    await identity.load();
    return load();
  };
  const bot = once(() => withIdentity(async () => (await import('./bot')).createBot(config)));
  const speech = once(async () => {
    await cloudReady;
    return (await import('./speech')).createSpeech(config, (forceRefresh) =>
      identity.tokens({ forceRefresh }),
    );
  });
  return {
    config,
    gateway,
    identity,
    analytics: createAnalytics(config, gateway),
    // Storage: its module (and the S3 client) loads with the first upload or result read, not with the first screen.
    storage: {
      uploadProfilePicture: (file, options) =>
        withIdentity(async () =>
          (await import('./storage')).createStorage(config).uploadProfilePicture(file, options),
        ),
      uploadImport: (key, csv) =>
        withIdentity(async () => (await import('./storage')).createStorage(config).uploadImport(key, csv)),
      readResult: (link) =>
        withIdentity(async () => (await import('./storage')).createStorage(config).readResult(link)),
    },
    // The assistant's runtime and speech recognition load on first use (the entry chunk stays within budget).
    bot: {
      send: async (turn) => (await bot()).send(turn),
      suggest: async (prefix) => (await bot()).suggest(prefix),
    },
    speech: { recognise: async (wav) => (await speech()).recognise(wav) },
    microphone: { open: async () => (await import('./microphone')).openMicrophone() },
    speaker: {
      play: async (url, signal) => {
        await cloudReady;
        return (await import('./speaker')).playPcm(url, signal);
      },
    },
    queue: (url) => ({
      receive: (settings) =>
        withIdentity(async () => (await import('./queue')).createQueue(config, url).receive(settings)),
      remove: (receiptHandle) =>
        withIdentity(async () => (await import('./queue')).createQueue(config, url).remove(receiptHandle)),
    }),
    voice: {
      synthesise: (text) =>
        withIdentity(async () => (await import('./voice')).createVoice(config).synthesise(text)),
    },
    timings,
  };
}
