import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { buffers, CANCEL, type EventChannel, eventChannel, type Task } from 'redux-saga';
import { cancel, put } from 'redux-saga/effects';

import { notify, notifyInfo } from '@/features/notifications';
import { outcomeAtDeadline, startVad, type VadOutcome, vadStep, VOICE_LIMITS } from '@/lib/audio/vad';
import { concatSamples, encodeWav, SPEECH_SAMPLE_RATE } from '@/lib/audio/wav';
import { call, cancelled, fork, take } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { unauthenticate } from '@/lib/redux/session';
import type { Services } from '@/services';
import { toServiceError } from '@/services/errors';
import type { MicrophoneCapture, MicrophoneFrame } from '@/services/microphone';

import { CHAT_MESSAGES } from '../messages';
import {
  assistantPageClosed,
  botFailed,
  botReplied,
  type BotRepliedPayload,
  bubbleClicked,
  chatClosed,
  messageSubmitted,
} from '../slice';

import {
  audioStateChanged,
  continuousStarted,
  continuousStopped,
  listeningChanged,
  microphoneToggled,
  permissionAnswered,
} from './slice';

/**
 * Voice input (spec 1 §4 "Voice"). One listening session runs while continuous listening is on: it owns the
 * microphone, records one utterance at a time (the VAD ends it), has it transcribed, submits the transcript
 * to the chat and plays the spoken reply, then listens again. Everything that turns listening off cancels the
 * session, whose `finally` releases the microphone.
 */

/**
 * A recording's backstop: the VAD ends recordings on the capture clock; this timer, a little later, only ends
 * one whose device stopped delivering frames (unplugged, muted by the system).
 */
const DEADLINE = 'deadline';
/** The voice input's notices replace each other rather than pile up. */
const VOICE_NOTICE_KEY = 'chat/voice';
const DEADLINE_SLACK_MS = 500;
type RecordingEvent = MicrophoneFrame | typeof DEADLINE;

interface Recording {
  outcome: VadOutcome;
  samples: Float32Array;
}

function framesOf(capture: MicrophoneCapture): EventChannel<RecordingEvent> {
  return eventChannel<RecordingEvent>((emit) => {
    const stopListening = capture.onFrame(emit);
    const deadline = setTimeout(() => emit(DEADLINE), VOICE_LIMITS.maxRecordingMs + DEADLINE_SLACK_MS);
    return () => {
      stopListening();
      clearTimeout(deadline);
    };
    // Frames must not be lost while the saga is between two takes.
  }, buffers.expanding<RecordingEvent>(64));
}

/**
 * Records until the VAD (or, for a silent device, the clock) says the utterance is over. `noSpeechSinceMs`: when
 * the session last heard speech (the capture clock), from which the no-speech limit counts.
 */
export function* recordUtterance(capture: MicrophoneCapture, noSpeechSinceMs?: number): Saga<Recording> {
  const channel = yield* call(framesOf, capture);
  let vad = startVad(capture.now(), noSpeechSinceMs);
  const chunks: Float32Array[] = [];
  try {
    for (;;) {
      const event = yield* take(channel);
      if (event === DEADLINE) {
        return { outcome: outcomeAtDeadline(vad), samples: concatSamples(chunks) };
      }
      chunks.push(event.samples);
      vad = vadStep(vad, event);
      if (vad.outcome) return { outcome: vad.outcome, samples: concatSamples(chunks) };
    }
  } finally {
    channel.close();
  }
}

/**
 * Opens the microphone; when the session is cancelled while the browser is still asking for permission, the
 * capture that arrives afterwards is released at once instead of leaking a live microphone.
 */
function openMicrophone(microphone: Services['microphone']): Promise<MicrophoneCapture> {
  const opening = microphone.open();
  // redux-saga calls a promise's [CANCEL] when the task waiting on it is cancelled.
  return Object.assign(
    opening.then((capture) => capture),
    {
      [CANCEL]: () => {
        opening.then(
          (capture) => capture.close(),
          () => undefined,
        );
      },
    },
  );
}

function* playReply(speaker: Services['speaker'], audioUrl: string): Saga {
  const playback = new AbortController();
  yield put(listeningChanged('playing'));
  yield put(audioStateChanged('playing'));
  try {
    yield* call(speaker.play, audioUrl, playback.signal);
  } catch (error) {
    // A reply that cannot be played is still shown as text; listening goes on.
    console.warn('The spoken reply could not be played:', toServiceError(error).message);
  } finally {
    if (yield* cancelled()) playback.abort();
  }
  yield put(audioStateChanged('stopped'));
}

function* microphoneFailed(error: unknown): Saga {
  const failure = toServiceError(error);
  if (failure.code === 'MICROPHONE_DENIED') {
    // Spec 1 §8: a refusal is the user's choice: remember it, and only log it.
    yield put(permissionAnswered(false));
    console.warn('Microphone permission denied:', failure.message);
  } else if (failure.code === 'MICROPHONE_UNSUPPORTED') {
    yield put(notify({ message: failure.message, variant: 'error' }));
  } else {
    console.warn('The microphone could not be started:', failure.message);
    yield put(notify({ message: 'The microphone could not be started.', variant: 'warning' }));
  }
}

/** Continuous listening: from the microphone click until something turns it off. */
export function* listeningSession(): Saga {
  const { microphone, speech, speaker } = yield* services();
  yield put(continuousStarted());
  let capture: MicrophoneCapture;
  try {
    capture = yield* call(openMicrophone, microphone);
  } catch (error) {
    yield* microphoneFailed(error);
    yield put(continuousStopped());
    return;
  }
  yield put(permissionAnswered(true));
  try {
    // Spec 1 §4: 5 s without speech turn continuous listening off. Counted on the capture clock from the start,
    // and from each spoken reply; a recording in which the recogniser found no speech does not restart it.
    let noSpeechSinceMs = capture.now();
    for (;;) {
      yield put(listeningChanged('recording'));
      const recording = yield* call(recordUtterance, capture, noSpeechSinceMs);
      // 5 s without a word: the user has stopped talking to the assistant.
      if (recording.outcome === 'no-speech') break;

      yield put(listeningChanged('sending'));
      let transcript: string;
      try {
        transcript = yield* call(speech.recognise, encodeWav(recording.samples, SPEECH_SAMPLE_RATE));
      } catch (error) {
        // Spec 1 §4: a failed transcription clears the listening state and toggles continuous mode (off).
        console.warn('Speech recognition failed:', toServiceError(error).message);
        break;
      }
      if (!transcript) {
        // Loud, but no speech in it (noise, a cough): nothing is sent, and the user is told. Listening goes on
        // for what is left of the 5 s, so a noisy room never keeps the microphone (and the recogniser) busy.
        yield put(notifyInfo(CHAT_MESSAGES.notCaught, VOICE_NOTICE_KEY));
        if (capture.now() - noSpeechSinceMs >= VOICE_LIMITS.noSpeechMs) break;
        continue;
      }

      yield put(messageSubmitted({ type: 'transcript', text: transcript, source: 'chat' }));
      // A bot failure or a bubble click meanwhile ends the session (see chatVoiceSaga).
      // The answer to this transcript: the turns ahead of it in the queue (say, the welcome) answer other messages.
      const reply = yield* take(
        (action: Action): action is PayloadAction<BotRepliedPayload> =>
          botReplied.match(action) && action.payload.replyTo === 'transcript',
      );
      if (reply.payload.audioUrl) yield* playReply(speaker, reply.payload.audioUrl);
      // When the reply has been spoken, listening resumes, and the user has 5 s to answer.
      noSpeechSinceMs = capture.now();
    }
  } finally {
    capture.close();
    if (!(yield* cancelled())) yield put(continuousStopped());
  }
}

export function* chatVoiceSaga(): Saga {
  let session: Task | undefined;
  const sessionRunning = () => session?.isRunning() ?? false;
  function* stopSession(): Saga {
    if (session?.isRunning()) {
      yield cancel(session);
      yield put(continuousStopped());
    }
    session = undefined;
  }
  for (;;) {
    const action = yield* take([
      microphoneToggled.type,
      botFailed.type,
      bubbleClicked.type,
      chatClosed.type,
      assistantPageClosed.type,
      unauthenticate.type,
    ]);
    switch (action.type) {
      case microphoneToggled.type:
        if (sessionRunning()) yield* stopSession();
        else session = yield* fork(listeningSession);
        break;
      case botFailed.type:
        yield put(audioStateChanged('error'));
        yield* stopSession();
        break;
      case bubbleClicked.type:
        yield put(audioStateChanged('bubble_clicked'));
        yield* stopSession();
        break;
      default:
        // The chat closed (the window or the Assistant page), or the user signed out: the microphone is released.
        yield* stopSession();
    }
  }
}
