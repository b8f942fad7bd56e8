/**
 * Hands the main thread back to the browser, to carry on in a task of its own. For work that runs while a page is
 * already on screen and takes typing (the portal starting behind its prerendered sign-in page, the demo's cloud
 * seeding 70 password verifiers): as one long task it would leave the page deaf for half a second on a phone.
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
