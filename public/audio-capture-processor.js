// The microphone's capture processor (src/services/microphone.ts), on the audio thread. A file of its own, not a
// Blob URL made from a string: the Content-Security-Policy's script-src 'self' governs worklets too.
// It batches the 128-sample render quanta into chunks of `processorOptions.chunkSamples` to spare the main thread.
class CaptureFrames extends AudioWorkletProcessor {
  constructor(options) {
    super();
    this.size = options.processorOptions.chunkSamples;
    this.buffer = new Float32Array(this.size);
    this.filled = 0;
  }

  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel) {
      let offset = 0;
      while (offset < channel.length) {
        const count = Math.min(channel.length - offset, this.buffer.length - this.filled);
        this.buffer.set(channel.subarray(offset, offset + count), this.filled);
        this.filled += count;
        offset += count;
        if (this.filled === this.buffer.length) {
          this.port.postMessage(this.buffer, [this.buffer.buffer]);
          this.buffer = new Float32Array(this.size);
          this.filled = 0;
        }
      }
    }
    return true;
  }
}

registerProcessor('capture-frames', CaptureFrames);
