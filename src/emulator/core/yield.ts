/**
 * Hands the main thread back to the browser, to carry on in a task of its own: the emulated cloud runs on the
 * page's main thread, and a first visit seeds every module (70 password verifiers among them) while the sign-in
 * page is already on screen, where one long task would leave the page deaf to typing for half a second on a phone.
 * `scheduler.yield()` where the browser has it (it resumes ahead of other queued work), a message otherwise (not a
 * timer: nested timers are clamped to 4 ms each, and tests' fake timers would hold it).
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
