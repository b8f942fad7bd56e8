import config from '../../playwright.config';

import { openChat } from './chat-helpers';
import { expect, signIn, test } from './fixtures';

/**
 * Voice input with a microphone that hears no speech (spec 1 §4: "if 5 s pass with no speech, continuous listening
 * turns off"): Chromium's own fake device, which only beeps (a 20 ms tone twice a second), as a quiet room with a
 * ticking clock would. Loud blips are not speech (src/lib/audio/vad.ts): listening turns off after 5 s, and no
 * recording is ever sent to the speech service (it used to record for 13 s, again and again).
 */
const baseArgs = config.use?.launchOptions?.args ?? [];
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...baseArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('a microphone that hears no speech turns listening off after 5 s, sending nothing', async ({ page }) => {
  test.setTimeout(60_000);
  let speechRequests = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v1/speech')) speechRequests += 1;
  });
  await signIn(page);
  const region = await openChat(page);
  const status = region.getByRole('status');

  await region.getByRole('button', { name: 'Start voice input' }).click();
  await expect(status).toHaveText('Listening…');
  const listeningSince = Date.now();
  const start = region.getByRole('button', { name: 'Start voice input' });
  await expect(start).toHaveAttribute('aria-pressed', 'false', { timeout: 10_000 });
  const listenedMs = Date.now() - listeningSince;
  expect(listenedMs).toBeGreaterThan(4_000);
  expect(listenedMs).toBeLessThan(8_000);
  await expect(status).toHaveText('');

  // Past the 13 s a recording may last: still nothing sent, listening still off.
  await page.waitForTimeout(Math.max(0, 15_000 - (Date.now() - listeningSince)));
  expect(speechRequests).toBe(0);
  await expect(start).toHaveAttribute('aria-pressed', 'false');
});
