import { describe, expect, it } from 'vitest';

import type { Cue } from '@/contracts/website-assistant';

import { type CuePage, runCues } from './cues';

const cue = (name: string, fields: Partial<Cue> = {}): Cue => ({
  name,
  message: `${name} message`,
  ruleType: 'default',
  URL: '',
  sendUtterance: false,
  utteranceMessage: '',
  ...fields,
});

/** A page whose address, visibility, seconds and storage the test moves by hand. */
function fakePage(url = 'https://shop.example/') {
  let routeChanged: (() => void) | null = null;
  let tick: (() => void) | null = null;
  const page = {
    address: url,
    visible: true,
    stored: new Set<string>(),
    tickers: 0,
    navigate(next: string) {
      page.address = next;
      routeChanged?.();
    },
    seconds(count: number) {
      for (let index = 0; index < count; index += 1) tick?.();
    },
    get ticking() {
      return tick !== null;
    },
  };
  const port: CuePage = {
    url: () => page.address,
    visible: () => page.visible,
    onRouteChange(callback) {
      routeChanged = callback;
      return () => (routeChanged = null);
    },
    everySecond(callback) {
      page.tickers += 1;
      tick = callback;
      return () => (tick = null);
    },
    closedForGood: () => new Set(page.stored),
    rememberClosed: (names) => (page.stored = new Set(names)),
  };
  return { page, port };
}

function run(cues: Cue[], url?: string) {
  const { page, port } = fakePage(url);
  const shown: (string | null)[] = [];
  const runner = runCues(cues, port, (fired) => shown.push(fired?.name ?? null));
  return { page, shown, runner };
}

describe('the loader’s cue runner', () => {
  it('shows the winning cue at once, and only once while it stays the winner', () => {
    const { shown, runner } = run([cue('Hello')]);
    runner.evaluate();
    expect(shown).toEqual(['Hello']);
  });

  it('re-reads the cues on a single-page-app route change', () => {
    const { page, shown } = run(
      [
        cue('Pricing', { ruleType: 'currentUrlContains', URL: '/pricing' }),
        cue('Visit', { ruleType: 'currentUrlMatches', URL: '*/visit*' }),
      ],
      'https://shop.example/',
    );
    expect(shown).toEqual([]);
    page.navigate('https://shop.example/pricing');
    page.navigate('https://shop.example/#/visit');
    page.navigate('https://shop.example/about');
    expect(shown).toEqual(['Pricing', 'Visit', null]);
  });

  it('waits for the active time on the page, counting only visible seconds, and restarts it on a new page', () => {
    const { page, shown } = run([cue('Later', { timeOnPage: 3 })]);
    page.seconds(2);
    page.visible = false;
    page.seconds(5);
    expect(shown).toEqual([]);
    page.visible = true;
    page.seconds(1);
    expect(shown).toEqual(['Later']);
    // Nothing waits any more: the ticker stops.
    expect(page.ticking).toBe(false);
    page.navigate('https://shop.example/next');
    expect(shown).toEqual(['Later', null]);
    page.seconds(3);
    expect(shown).toEqual(['Later', null, 'Later']);
  });

  it('keeps a dismissed cue away on this page, and for good when it says so', () => {
    const once = run([cue('Hello')]);
    once.runner.dismiss();
    once.page.navigate('https://shop.example/other');
    expect(once.shown).toEqual(['Hello', null, 'Hello']);
    expect(once.page.stored.size).toBe(0);

    const forGood = run([cue('Hello', { stayClosed: true })]);
    forGood.runner.dismiss();
    forGood.page.navigate('https://shop.example/other');
    expect(forGood.shown).toEqual(['Hello', null]);
    expect([...forGood.page.stored]).toEqual(['Hello']);
  });

  it('shows the highest priority, and no cue while the chat is open', () => {
    const { shown, runner } = run([cue('Low', { priority: 1 }), cue('High', { priority: 5 })]);
    expect(shown).toEqual(['High']);
    runner.setChatOpen(true);
    runner.evaluate();
    expect(shown).toEqual(['High', null]);
    runner.setChatOpen(false);
    expect(shown).toEqual(['High', null, 'High']);
  });

  it('stops listening when stopped', () => {
    const { page, shown, runner } = run([
      cue('Pricing', { ruleType: 'currentUrlContains', URL: '/pricing' }),
    ]);
    runner.stop();
    page.navigate('https://shop.example/pricing');
    expect(shown).toEqual([]);
  });
});
