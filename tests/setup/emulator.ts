/**
 * The emulator tier's and the integration tier's setup: every request goes to the emulated cloud, which each
 * test gets fresh (a copy of the seed, tests/emulator.ts); a request no handler answers fails the test.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';

import { server, startEmulator } from '../emulator';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

beforeEach(async () => {
  await startEmulator('demo');
});
