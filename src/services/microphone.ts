import { resample, rmsAmplitude, SPEECH_SAMPLE_RATE } from '@/lib/audio/wav';

import { ServiceFailure } from './errors';

/**
 * The microphone: getUserMedia + Web Audio capture, delivering mono frames at the speech service's 48 kHz
 * (spec 1 §9). Loaded with import() on the first microphone click (see services/index.ts), so neither the
 * sign-in page nor the chat launcher carries it.
 */

/** One captured chunk (≈ 43 ms). */
export interface MicrophoneFrame {
  /** Mono samples in [-1, 1] at `SPEECH_SAMPLE_RATE`. */
  samples: Float32Array;
  /** RMS level of the samples. */
  amplitude: number;
  /** The capture clock (audio time since the microphone opened) at the end of the frame, in ms. */
  timeMs: number;
}

export interface MicrophoneCapture {
  /** The capture clock now, in ms (the same clock as `MicrophoneFrame.timeMs`). */
  now(): number;
  /** Listens to frames; returns the way to stop listening. */
  onFrame(listener: (frame: MicrophoneFrame) => void): () => void;
  /** Releases the device (the browser's recording indicator goes off). Safe to call twice. */
  close(): void;
}

export interface Microphone {
  /** Asks for permission (the first time) and starts capturing. Throws a `MicrophoneFailure`. */
  open(): Promise<MicrophoneCapture>;
}

export const MICROPHONE_UNSUPPORTED_MESSAGE = 'getUserMedia is not implemented in this browser';

export type MicrophoneFailureCode = 'MICROPHONE_UNSUPPORTED' | 'MICROPHONE_DENIED' | 'MICROPHONE_UNAVAILABLE';

export class MicrophoneFailure extends ServiceFailure {
  declare readonly code: MicrophoneFailureCode;
  constructor(code: MicrophoneFailureCode, message: string) {
    super({ code, status: 0, message });
  }
}

/** Samples per posted chunk: 16 render quanta, ≈ 43 ms at 48 kHz — fine enough for 1.5 s of silence. */
const CHUNK_SAMPLES = 2048;

/**
 * The capture processor, on the audio thread (public/audio-capture-processor.js). A served file: the
 * Content-Security-Policy (script-src 'self') refuses a worklet from a Blob URL.
 */
const CAPTURE_PROCESSOR_URL = '/audio-capture-processor.js';

function deniedOrUnavailable(error: unknown): MicrophoneFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const message = error instanceof Error || error instanceof DOMException ? error.message : String(error);
  // NotAllowedError: the user or a policy said no; SecurityError: an insecure page; older browsers' name.
  if (['NotAllowedError', 'SecurityError', 'PermissionDeniedError'].includes(name)) {
    return new MicrophoneFailure('MICROPHONE_DENIED', message || 'Permission denied');
  }
  return new MicrophoneFailure('MICROPHONE_UNAVAILABLE', message || 'The microphone could not be started');
}

/** A context at 48 kHz when the browser can (Chromium resamples the device); otherwise the device's rate. */
function createContext(): AudioContext {
  try {
    return new AudioContext({ sampleRate: SPEECH_SAMPLE_RATE, latencyHint: 'interactive' });
  } catch {
    return new AudioContext({ latencyHint: 'interactive' });
  }
}

export async function openMicrophone(): Promise<MicrophoneCapture> {
  const mediaDevices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (typeof mediaDevices?.getUserMedia !== 'function') {
    throw new MicrophoneFailure('MICROPHONE_UNSUPPORTED', MICROPHONE_UNSUPPORTED_MESSAGE);
  }
  let stream: MediaStream;
  try {
    stream = await mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
  } catch (error) {
    throw deniedOrUnavailable(error);
  }
  const stopTracks = () => {
    for (const track of stream.getTracks()) track.stop();
  };

  if (typeof AudioContext === 'undefined' || typeof AudioWorkletNode === 'undefined') {
    stopTracks();
    throw new MicrophoneFailure('MICROPHONE_UNSUPPORTED', MICROPHONE_UNSUPPORTED_MESSAGE);
  }
  let context: AudioContext | undefined;
  try {
    context = createContext();
    await context.audioWorklet.addModule(CAPTURE_PROCESSOR_URL);
    await context.resume();
  } catch (error) {
    stopTracks();
    void context?.close();
    throw deniedOrUnavailable(error);
  }

  const source = context.createMediaStreamSource(stream);
  const capture = new AudioWorkletNode(context, 'capture-frames', {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    channelCount: 1,
    channelCountMode: 'explicit',
    processorOptions: { chunkSamples: CHUNK_SAMPLES },
  });
  // Only nodes connected to the destination are rendered; a muted gain keeps the microphone out of the speakers.
  const mute = context.createGain();
  mute.gain.value = 0;
  source.connect(capture).connect(mute).connect(context.destination);

  const rate = context.sampleRate;
  const listeners = new Set<(frame: MicrophoneFrame) => void>();
  let capturedSamples = 0;
  const clock = () => (capturedSamples / SPEECH_SAMPLE_RATE) * 1000;
  capture.port.onmessage = (event: MessageEvent<Float32Array>) => {
    const samples = resample(event.data, rate, SPEECH_SAMPLE_RATE);
    capturedSamples += samples.length;
    const frame: MicrophoneFrame = { samples, amplitude: rmsAmplitude(samples), timeMs: clock() };
    for (const listener of listeners) listener(frame);
  };

  let closed = false;
  return {
    now: clock,
    onFrame(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      capture.port.onmessage = null;
      source.disconnect();
      capture.disconnect();
      mute.disconnect();
      stopTracks();
      void context.close();
    },
  };
}
