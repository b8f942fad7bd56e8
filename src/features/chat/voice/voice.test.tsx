import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clock } from '@/emulator/core/clock';
import { setNoiseOnly } from '@/emulator/modules/speech/rule';
import { signOutRequested } from '@/features/auth';
import { VOICE_LIMITS } from '@/lib/audio/vad';
import { decodeWav, SPEECH_SAMPLE_RATE } from '@/lib/audio/wav';
import type { Services } from '@/services';
import type { MicrophoneCapture, MicrophoneFrame } from '@/services/microphone';

import { server } from '@tests/emulator';
import { renderApp, type RenderedApp } from '@tests/render';
import { blobAtObjectUrl } from '@tests/setup/dom';
import { advanceTo } from '@tests/timers';

import { botReplied } from '../slice';
import type { SpeechRecognitionRequest } from '../types';

type View = RenderedApp;

/**
 * Voice input against the real app and the emulated cloud (speech endpoint and Lex). The only test doubles are
 * devices jsdom lacks: a scripted microphone (frames of a chosen level every 100 ms of fake time, through the
 * microphone service seam) and a speaker that "plays" the bot's PCM for as long as it lasts.
 */

const FRAME_MS = 100;
const SPEECH = 0.2;
const SILENCE = 0;
const DEMO_PHRASE = 'what is on my calendar today';
const CALENDAR_REPLY = /Your next meeting is Quarterly review/;

/** `level(t)`: the RMS level of the frame that ends `t` ms after the microphone opened. */
function scriptedMicrophone(level: (timeMs: number) => number) {
  const captures: { openedAt: number; closed: boolean }[] = [];
  const microphone: Services['microphone'] = {
    open() {
      const state = { openedAt: clock.now(), closed: false };
      captures.push(state);
      const listeners = new Set<(frame: MicrophoneFrame) => void>();
      let elapsed = 0;
      const timer = setInterval(() => {
        elapsed += FRAME_MS;
        // A 440 Hz tone whose RMS is the scripted level.
        const length = (SPEECH_SAMPLE_RATE * FRAME_MS) / 1000;
        const peak = level(elapsed) * Math.SQRT2;
        const samples = Float32Array.from({ length }, (_, index) =>
          Math.fround(peak * Math.sin((2 * Math.PI * 440 * index) / SPEECH_SAMPLE_RATE)),
        );
        const frame = { samples, amplitude: level(elapsed), timeMs: elapsed };
        for (const listener of listeners) listener(frame);
      }, FRAME_MS);
      const capture: MicrophoneCapture = {
        now: () => elapsed,
        onFrame(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        close() {
          clearInterval(timer);
          listeners.clear();
          state.closed = true;
        },
      };
      return Promise.resolve(capture);
    },
  };
  return {
    microphone,
    captures,
    /** When the latest capture opened (fake clock). */
    openedAt: () => captures.at(-1)!.openedAt,
    allClosed: () => captures.every((capture) => capture.closed),
  };
}

/** Plays Lex's 16 kHz 16-bit PCM for its real duration (fake time). */
function fakeSpeaker() {
  const played: { url: string; durationMs: number }[] = [];
  const speaker: Services['speaker'] = {
    async play(url, signal) {
      const blob = blobAtObjectUrl(url);
      if (!blob) throw new Error(`No audio at ${url}`);
      const durationMs = ((await blob.arrayBuffer()).byteLength / 2 / 16_000) * 1000;
      played.push({ url, durationMs });
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, durationMs);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
  return { speaker, played };
}

/** The speech requests the portal sent, parsed. */
function recordSpeechRequests(view: View) {
  const bodies: Promise<SpeechRecognitionRequest>[] = [];
  const authorizations: (string | null)[] = [];
  const endpoint = view.services.config.speechEndpoint;
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'POST' || request.url !== endpoint) return;
    authorizations.push(request.headers.get('authorization'));
    bodies.push(request.clone().json() as Promise<SpeechRecognitionRequest>);
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return { all: () => Promise.all(bodies), authorizations };
}
const cleanups: (() => void)[] = [];

let testStartedAt = 0;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  testStartedAt = clock.now();
  // jsdom lays nothing out and lacks scrollBy, which the virtualised message list calls.
  if (typeof Element.prototype.scrollBy !== 'function') {
    Element.prototype.scrollBy = () => undefined;
    cleanups.push(() => Reflect.deleteProperty(Element.prototype, 'scrollBy'));
  }
  // jsdom's Blob lacks stream(), which the bot client uses to gzip RecognizeUtterance's headers.
  if (typeof Blob.prototype.stream !== 'function') {
    Blob.prototype.stream = function stream(this: Blob) {
      const read = () => this.arrayBuffer();
      return new ReadableStream<Uint8Array<ArrayBuffer>>({
        async start(controller) {
          controller.enqueue(new Uint8Array(await read()));
          controller.close();
        },
      });
    };
    cleanups.push(() => Reflect.deleteProperty(Blob.prototype, 'stream'));
  }
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
});

async function openAssistant(devices: Partial<Pick<Services, 'microphone' | 'speaker'>> = {}) {
  const view = await renderApp({
    route: '/assistant',
    signedInAs: 'user',
    advanceTimers: vi.advanceTimersByTime,
  });
  Object.assign(view.services, devices);
  await view.screen.findByRole('heading', { level: 1, name: 'Assistant' }, { timeout: 10_000 });
  return view;
}

const voice = (view: View) => view.store.getState().chatVoice;
const micButton = (view: View) => view.screen.getByRole('button', { name: /voice input/ });

async function startListening(view: View) {
  await view.user.click(await view.screen.findByRole('button', { name: 'Start voice input' }));
  await waitFor(() => expect(voice(view).listening).toBe('recording'));
  expect(micButton(view)).toHaveAttribute('aria-pressed', 'true');
  expect(view.screen.getByRole('button', { name: 'Stop voice input' })).toBeInTheDocument();
}

/**
 * Records each change of the listening state with the fake time (ms after the microphone opened) it happened
 * at: the saga may move on within the same tick, so a test asserts on when a state began.
 */
function trackListening(view: View, mic: ReturnType<typeof scriptedMicrophone>) {
  const changes: { atMs: number; listening: string }[] = [];
  let last = voice(view).listening;
  const unsubscribe = view.store.subscribe(() => {
    const { listening } = voice(view);
    if (listening === last) return;
    last = listening;
    changes.push({ atMs: clock.now() - mic.openedAt(), listening });
  });
  cleanups.push(unsubscribe);
  return {
    changes,
    /** When the state first became `listening`, or null. */
    began: (listening: string) => changes.find((change) => change.listening === listening)?.atMs ?? null,
  };
}

/** Transcripts the user sent in this test (history may hold older spoken turns). */
const userMessages = (view: View) =>
  view.store
    .getState()
    .chat.messages.filter(
      (message) =>
        message.author === 'me' && message.type === 'transcript' && Date.parse(message.at) >= testStartedAt,
    )
    .map((message) => ({ type: message.type, text: message.data.text }));

const botTexts = (view: View) =>
  view.store
    .getState()
    .chat.messages.filter((message) => message.author === 'other' && Date.parse(message.at) >= testStartedAt)
    .map((message) => message.data.text ?? '');

describe('voice input (spec 1 §4 "Voice", §9)', () => {
  it('stops recording 1.5 s after speech ends, transcribes the WAV and sends the transcript', async () => {
    const mic = scriptedMicrophone((t) => (t <= 1_000 ? SPEECH : SILENCE));
    const view = await openAssistant({ microphone: mic.microphone });
    const speech = recordSpeechRequests(view);
    await startListening(view);
    const track = trackListening(view, mic);
    expect(view.screen.getByRole('status')).toHaveTextContent('Listening…');
    expect(voice(view).permission).toBe(true);

    advanceTo(mic.openedAt() + 1_000 + VOICE_LIMITS.silenceAfterSpeechMs - FRAME_MS);
    expect(voice(view).listening).toBe('recording');
    advanceTo(mic.openedAt() + 1_000 + VOICE_LIMITS.silenceAfterSpeechMs);
    expect(track.began('sending')).toBe(2_500);

    // The transcript is sent as the user's message, and the bot answers it (the list is virtualised, and
    // jsdom lays nothing out: read the conversation from the store).
    await waitFor(() => expect(botTexts(view).some((text) => CALENDAR_REPLY.test(text))).toBe(true), {
      timeout: 20_000,
    });
    expect(userMessages(view)).toEqual([{ type: 'transcript', text: DEMO_PHRASE }]);

    const [request] = await speech.all();
    expect(speech.authorizations[0]).toMatch(/^Bearer \S+/);
    expect(request?.config).toEqual({
      encoding: 'LINEAR16',
      sampleRateHertz: 48_000,
      audioChannelCount: 1,
      languageCode: 'en-US',
      model: 'command_and_search',
      speechContexts: [{ phrases: view.services.config.speechPhraseHints }],
    });
    const wav = decodeWav(Uint8Array.from(atob(request!.audio.content), (c) => c.charCodeAt(0)));
    expect(wav).toMatchObject({ sampleRate: 48_000, channelCount: 1, bitsPerSample: 16 });
    // 1 s of speech and the 1.5 s of silence that ended it.
    expect(wav.samples.length).toBe((2_500 / 1000) * 48_000);

    // Continuous listening: after the (unspoken, in jsdom) reply, the next utterance is awaited.
    await waitFor(() => expect(voice(view).listening).toBe('recording'));
    expect(voice(view).continuous).toBe(true);
    expect(mic.captures).toHaveLength(1);
  });

  it('turns continuous listening off after 5 s without speech and releases the microphone', async () => {
    const mic = scriptedMicrophone(() => SILENCE);
    const view = await openAssistant({ microphone: mic.microphone });
    const speech = recordSpeechRequests(view);
    await startListening(view);
    const track = trackListening(view, mic);

    advanceTo(mic.openedAt() + VOICE_LIMITS.noSpeechMs - FRAME_MS);
    expect(voice(view)).toMatchObject({ listening: 'recording', continuous: true });
    advanceTo(mic.openedAt() + VOICE_LIMITS.noSpeechMs);
    await waitFor(() => expect(voice(view)).toMatchObject({ listening: 'passive', continuous: false }));
    expect(track.changes).toEqual([{ atMs: 5_000, listening: 'passive' }]);
    expect(mic.allClosed()).toBe(true);
    expect(micButton(view)).toHaveAttribute('aria-pressed', 'false');
    expect(view.screen.getByRole('button', { name: 'Start voice input' })).toBeInTheDocument();
    expect(await speech.all()).toEqual([]);
    expect(userMessages(view)).toEqual([]);
  });

  it('stops recording at 13 s while the user keeps talking, and sends what was heard', async () => {
    const mic = scriptedMicrophone(() => SPEECH);
    const view = await openAssistant({ microphone: mic.microphone });
    const speech = recordSpeechRequests(view);
    await startListening(view);
    const track = trackListening(view, mic);

    advanceTo(mic.openedAt() + VOICE_LIMITS.maxRecordingMs - FRAME_MS);
    expect(voice(view).listening).toBe('recording');
    advanceTo(mic.openedAt() + VOICE_LIMITS.maxRecordingMs);
    expect(track.began('sending')).toBe(13_000);

    await waitFor(() => expect(userMessages(view)).toEqual([{ type: 'transcript', text: DEMO_PHRASE }]), {
      timeout: 10_000,
    });
    const [request] = await speech.all();
    const wav = decodeWav(Uint8Array.from(atob(request!.audio.content), (c) => c.charCodeAt(0)));
    expect(wav.samples.length).toBe(13 * 48_000);
  });

  it('hears no speech in a microphone that only clicks or beeps: off at exactly 5 s, nothing sent', async () => {
    // A 100 ms blip every 500 ms (a fake device's beep, a ticking clock): loud, but never the 200 ms of speech.
    const mic = scriptedMicrophone((t) => (t % 500 === 0 ? SPEECH : SILENCE));
    const view = await openAssistant({ microphone: mic.microphone });
    const speech = recordSpeechRequests(view);
    await startListening(view);
    const track = trackListening(view, mic);

    advanceTo(mic.openedAt() + VOICE_LIMITS.noSpeechMs - FRAME_MS);
    expect(voice(view)).toMatchObject({ listening: 'recording', continuous: true });
    advanceTo(mic.openedAt() + VOICE_LIMITS.noSpeechMs);
    await waitFor(() => expect(voice(view)).toMatchObject({ listening: 'passive', continuous: false }));
    expect(track.changes).toEqual([{ atMs: 5_000, listening: 'passive' }]);
    expect(mic.allClosed()).toBe(true);
    // Listening stays off: no recognition request, now or later.
    advanceTo(mic.openedAt() + 40_000);
    expect(await speech.all()).toEqual([]);
    expect(userMessages(view)).toEqual([]);
  });

  it('says "I didn\'t catch that" for a recording without speech, and keeps listening for the rest of the 5 s', async () => {
    // A cough (300 ms) at 1 s, in a room whose noise holds no words: one recording, recognised as nothing.
    const mic = scriptedMicrophone((t) => (t > 1_000 && t <= 1_300 ? SPEECH : SILENCE));
    const view = await openAssistant({ microphone: mic.microphone });
    setNoiseOnly(view.emulator, true);
    const speech = recordSpeechRequests(view);
    await startListening(view);
    const track = trackListening(view, mic);

    advanceTo(mic.openedAt() + 1_300 + VOICE_LIMITS.silenceAfterSpeechMs);
    expect(track.began('sending')).toBe(2_800);
    expect(await view.screen.findByText("I didn't catch that.")).toBeInTheDocument();
    await waitFor(() => expect(voice(view).listening).toBe('recording'));
    expect(voice(view).continuous).toBe(true);
    // 5 s after listening began without a word, it turns off, at the exact value.
    advanceTo(mic.openedAt() + VOICE_LIMITS.noSpeechMs - FRAME_MS);
    expect(voice(view).continuous).toBe(true);
    advanceTo(mic.openedAt() + VOICE_LIMITS.noSpeechMs);
    await waitFor(() => expect(voice(view)).toMatchObject({ listening: 'passive', continuous: false }));
    expect(track.changes.at(-1)).toEqual({ atMs: 5_000, listening: 'passive' });
    expect(await speech.all()).toHaveLength(1);
    expect(userMessages(view)).toEqual([]);
    expect(mic.allClosed()).toBe(true);
  });

  it('turns listening off after a noisy 13 s recording without words: one request, never a second', async () => {
    // A loud room (a fan, a TV in a language the recogniser does not take): loud all the time, no words.
    const mic = scriptedMicrophone(() => SPEECH);
    const view = await openAssistant({ microphone: mic.microphone });
    setNoiseOnly(view.emulator, true);
    const speech = recordSpeechRequests(view);
    await startListening(view);
    const track = trackListening(view, mic);

    advanceTo(mic.openedAt() + VOICE_LIMITS.maxRecordingMs);
    expect(track.began('sending')).toBe(13_000);
    expect(await view.screen.findByText("I didn't catch that.")).toBeInTheDocument();
    await waitFor(() => expect(voice(view)).toMatchObject({ listening: 'passive', continuous: false }));
    expect(mic.allClosed()).toBe(true);
    advanceTo(mic.openedAt() + 60_000);
    expect(await speech.all()).toHaveLength(1);
    expect(view.store.getState().notifications.history.map((item) => item.message)).toEqual([
      "I didn't catch that.",
    ]);
  });

  it('clears the listening state and turns continuous mode off when transcription fails', async () => {
    const mic = scriptedMicrophone((t) => (t <= 1_000 ? SPEECH : SILENCE));
    const view = await openAssistant({ microphone: mic.microphone });
    view.emulator.faults.add({ operation: 'RecognizeSpeech', status: 503, message: 'Backend unavailable' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await startListening(view);

    advanceTo(mic.openedAt() + 2_500);
    await waitFor(() => expect(voice(view)).toMatchObject({ listening: 'passive', continuous: false }));
    expect(mic.allClosed()).toBe(true);
    expect(userMessages(view)).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Speech recognition failed:', 'Backend unavailable');
    expect(micButton(view)).toHaveAttribute('aria-pressed', 'false');
  });

  it('plays the spoken reply, then resumes listening', async () => {
    const mic = scriptedMicrophone((t) => (t <= 1_000 ? SPEECH : SILENCE));
    const { speaker, played } = fakeSpeaker();
    const view = await openAssistant({ microphone: mic.microphone, speaker });
    await startListening(view);
    const track = trackListening(view, mic);
    advanceTo(mic.openedAt() + 2_500);

    await waitFor(() => expect(voice(view)).toMatchObject({ listening: 'playing', audioState: 'playing' }), {
      timeout: 10_000,
    });
    expect(view.screen.getByRole('status')).toHaveTextContent('Speaking…');
    expect(played).toHaveLength(1);
    expect(played[0]!.durationMs).toBeGreaterThan(0);

    await waitFor(() => expect(voice(view)).toMatchObject({ listening: 'recording', audioState: 'stopped' }));
    expect(voice(view).continuous).toBe(true);
    // Listening resumed when the reply had been played to its end, not before.
    const playingAt = track.began('playing')!;
    const resumedAt = track.changes.find(
      (change) => change.atMs > playingAt && change.listening === 'recording',
    );
    expect(resumedAt!.atMs - playingAt).toBeGreaterThanOrEqual(played[0]!.durationMs);
    expect(mic.allClosed()).toBe(false);
  });

  it('speaks the answer to its own transcript, not a reply to another message that arrives first', async () => {
    const mic = scriptedMicrophone((t) => (t <= 1_000 ? SPEECH : SILENCE));
    const { speaker, played } = fakeSpeaker();
    const view = await openAssistant({ microphone: mic.microphone, speaker });
    await startListening(view);
    // As soon as the transcript is in the chat, a reply to something else lands (say, a welcome still queued).
    const foreignUrl = URL.createObjectURL(new Blob([new Uint8Array(3_200)]));
    let injected = false;
    const unsubscribe = view.store.subscribe(() => {
      if (injected || userMessages(view).length === 0) return;
      injected = true;
      queueMicrotask(() => {
        view.store.dispatch(
          botReplied({
            message: {
              id: 'other',
              author: 'other',
              type: 'text',
              data: { text: 'Hi!' },
              hidden: false,
              source: 'chat',
              at: new Date(clock.now()).toISOString(),
            },
            dialogState: 'ElicitIntent',
            replyTo: 'text',
            audioUrl: foreignUrl,
          }),
        );
      });
    });
    cleanups.push(unsubscribe);
    advanceTo(mic.openedAt() + 2_500);

    await waitFor(() => expect(played).toHaveLength(1), { timeout: 10_000 });
    expect(injected).toBe(true);
    expect(played[0]!.url).not.toBe(foreignUrl);
  });

  it('turns listening off when the bot fails', async () => {
    const mic = scriptedMicrophone((t) => (t <= 1_000 ? SPEECH : SILENCE));
    const view = await openAssistant({ microphone: mic.microphone });
    await startListening(view);
    view.emulator.faults.add({ operation: 'RecognizeUtterance', status: 500, message: 'The bot broke' });
    advanceTo(mic.openedAt() + 2_500);

    await waitFor(() => expect(voice(view)).toMatchObject({ audioState: 'error', continuous: false }), {
      timeout: 10_000,
    });
    expect(voice(view).listening).toBe('passive');
    expect(mic.allClosed()).toBe(true);
  });

  it('turns listening off when a bubble is clicked', async () => {
    const mic = scriptedMicrophone(() => SILENCE);
    const view = await openAssistant({ microphone: mic.microphone });
    const bubbles = await view.screen.findByRole(
      'group',
      { name: 'Suggested questions' },
      { timeout: 10_000 },
    );
    await startListening(view);

    await view.user.click(within(bubbles).getByRole('button', { name: /IT support/ }));
    expect(voice(view)).toMatchObject({
      audioState: 'bubble_clicked',
      continuous: false,
      listening: 'passive',
    });
    expect(mic.allClosed()).toBe(true);
  });

  it('stops on a second click and releases the microphone; starts again on a third', async () => {
    const mic = scriptedMicrophone(() => SILENCE);
    const view = await openAssistant({ microphone: mic.microphone });
    await startListening(view);
    await view.user.click(view.screen.getByRole('button', { name: 'Stop voice input' }));
    expect(voice(view)).toMatchObject({ listening: 'passive', continuous: false });
    expect(mic.allClosed()).toBe(true);
    await startListening(view);
    expect(mic.captures).toHaveLength(2);
    expect(mic.allClosed()).toBe(false);
  });

  it('releases a microphone that arrives after the user already stopped (a slow permission prompt)', async () => {
    const mic = scriptedMicrophone(() => SILENCE);
    let answerPrompt: () => void = () => undefined;
    const slowMicrophone: Services['microphone'] = {
      open: () =>
        new Promise<MicrophoneCapture>((resolve) => {
          answerPrompt = () => void mic.microphone.open().then(resolve);
        }),
    };
    const view = await openAssistant({ microphone: slowMicrophone });
    await view.user.click(await view.screen.findByRole('button', { name: 'Start voice input' }));
    expect(voice(view)).toMatchObject({ continuous: true, listening: 'passive', permission: null });
    await view.user.click(view.screen.getByRole('button', { name: 'Stop voice input' }));
    expect(voice(view).continuous).toBe(false);

    act(() => answerPrompt());
    await waitFor(() => expect(mic.captures).toHaveLength(1));
    await waitFor(() => expect(mic.allClosed()).toBe(true));
    expect(voice(view)).toMatchObject({ continuous: false, listening: 'passive' });
  });

  it('releases the microphone on sign-out', async () => {
    const mic = scriptedMicrophone(() => SILENCE);
    const view = await openAssistant({ microphone: mic.microphone });
    await startListening(view);
    act(() => {
      view.store.dispatch(signOutRequested({}));
    });
    await waitFor(() => expect(mic.allClosed()).toBe(true));
    await waitFor(() => expect(view.store.getState().auth.status).not.toBe('authenticated'));
    expect(voice(view)).toMatchObject({ listening: 'passive', continuous: false });
  });
});

describe('the browser microphone (spec 1 §8)', () => {
  it('shows that media is unsupported when the browser has no getUserMedia', async () => {
    // jsdom, like an old or insecure-context browser, has no navigator.mediaDevices.
    expect(navigator.mediaDevices).toBeUndefined();
    const view = await openAssistant();
    await view.user.click(await view.screen.findByRole('button', { name: 'Start voice input' }));
    expect(
      await view.screen.findByText('getUserMedia is not implemented in this browser', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(voice(view)).toMatchObject({ listening: 'passive', continuous: false, permission: null });
  });

  it('only logs a refused permission, and remembers it', async () => {
    const getUserMedia = vi.fn((_constraints: MediaStreamConstraints) =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    );
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    cleanups.push(() => Reflect.deleteProperty(navigator, 'mediaDevices'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = await openAssistant();
    await view.user.click(await view.screen.findByRole('button', { name: 'Start voice input' }));

    await waitFor(() => expect(voice(view).permission).toBe(false));
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(getUserMedia.mock.calls[0]).toMatchObject([{ audio: { channelCount: 1 } }]);
    expect(voice(view)).toMatchObject({ listening: 'passive', continuous: false });
    expect(warn).toHaveBeenCalledWith('Microphone permission denied:', 'Permission denied');
    expect(view.screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(view.store.getState().notifications.history).toEqual([]);
  });
});
