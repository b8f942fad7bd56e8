/**
 * The visitor's voice (when the bot's voiceEnabled is on): one recording from the microphone, cut by the portal
 * chat's own voice-activity rules (src/lib/audio/vad.ts, spec 1 §9: 1.5 s of silence after speech, 13 s at most,
 * 5 s without speech is nothing), as 16 kHz 16-bit mono PCM for Lex's RecognizeUtterance.
 */
import { outcomeAtDeadline, startVad, type VadOutcome, vadStep, VOICE_LIMITS } from '@/lib/audio/vad';
import { concatSamples, resample, SPEECH_SAMPLE_RATE, toInt16 } from '@/lib/audio/wav';
import { openMicrophone } from '@/services/microphone';

/** Lex V2's PCM input rate. */
export const LEX_SAMPLE_RATE = 16_000;

export interface Recording {
  outcome: VadOutcome;
  /** What was heard, as PCM for Lex; null when nothing was said. */
  pcm: Uint8Array<ArrayBuffer> | null;
}

function pcm16(samples: Float32Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  samples.forEach((sample, index) => view.setInt16(index * 2, toInt16(sample), true));
  return bytes;
}

/** Records until the visitor stops speaking (or `signal` aborts: what was heard so far is sent). */
export async function recordUtterance(signal: AbortSignal): Promise<Recording> {
  const capture = await openMicrophone();
  const chunks: Float32Array[] = [];
  let state = startVad(capture.now());
  try {
    await new Promise<void>((resolve) => {
      // A device that stops delivering frames must not keep the visitor waiting.
      const deadline = setTimeout(resolve, VOICE_LIMITS.maxRecordingMs + 1000);
      const finish = () => {
        clearTimeout(deadline);
        stop();
        resolve();
      };
      const stop = capture.onFrame((frame) => {
        chunks.push(frame.samples);
        state = vadStep(state, frame);
        if (state.outcome) finish();
      });
      signal.addEventListener('abort', finish, { once: true });
    });
  } finally {
    capture.close();
  }
  const outcome = outcomeAtDeadline(state);
  if (outcome === 'no-speech') return { outcome, pcm: null };
  return { outcome, pcm: pcm16(resample(concatSamples(chunks), SPEECH_SAMPLE_RATE, LEX_SAMPLE_RATE)) };
}
