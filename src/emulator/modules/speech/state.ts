/**
 * The speech module's state: what the emulated recogniser hears.
 */
/**
 * Settings of the emulated speech services. No speech model runs offline: any audio that contains speech is
 * "heard" as `nextSpokenPhrase`, or as noise without words when `noiseOnly` (see src/emulator/modules/speech). The demo
 * panel and tests set them.
 */
export interface SpeechSettings {
  nextSpokenPhrase: string;
  /** A noisy room: loud audio holds no words the recogniser can make out. */
  noiseOnly: boolean;
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    speech: SpeechSettings;
  }
}
