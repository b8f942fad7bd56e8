import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { Cue } from '@/contracts/website-assistant';

import { evaluateCues, regularExpression, urlRule, wildcardExpression } from './cue-rules';

const cue = (overrides: Partial<Cue>): Cue => ({
  name: 'Cue',
  message: 'Hello',
  ruleType: 'default',
  URL: '',
  sendUtterance: false,
  utteranceMessage: '',
  ...overrides,
});
const visit = (url: string, secondsOnPage = 0, closed: string[] = []) => ({
  url,
  secondsOnPage,
  closed: new Set(closed),
});

describe('a cue’s URL rule', () => {
  it.each<[Partial<Cue>, string, boolean]>([
    [{ ruleType: '' }, 'https://shop.example.com/', false],
    [{ ruleType: 'default' }, 'https://shop.example.com/anything?x=1', true],
    [
      { ruleType: 'currentUrlEqual', URL: 'https://shop.example.com/pricing' },
      'https://shop.example.com/pricing',
      true,
    ],
    [
      { ruleType: 'currentUrlEqual', URL: 'https://shop.example.com/pricing' },
      'https://shop.example.com/pricing/',
      true,
    ],
    [
      { ruleType: 'currentUrlEqual', URL: 'https://shop.example.com/pricing' },
      'https://shop.example.com/pricing#plans',
      true,
    ],
    [
      { ruleType: 'currentUrlEqual', URL: 'https://shop.example.com/pricing' },
      'https://shop.example.com/pricing?a=1',
      false,
    ],
    [{ ruleType: 'currentUrlContains', URL: '/pricing' }, 'https://shop.example.com/en/pricing?a=1', true],
    [{ ruleType: 'currentUrlContains', URL: '/pricing' }, 'https://shop.example.com/prices', false],
    [{ ruleType: 'currentUrlContains', URL: '' }, 'https://shop.example.com/', false],
    [
      { ruleType: 'currentUrlMatches', URL: 'https://*.example.com/blog/*' },
      'https://www.example.com/blog/post-1',
      true,
    ],
    [
      { ruleType: 'currentUrlMatches', URL: 'https://*.example.com/blog/*' },
      'https://www.example.com/shop/blog/',
      false,
    ],
    [{ ruleType: 'currentUrlMatches', URL: '*/checkout' }, 'https://shop.example.com/checkout', true],
    [{ ruleType: 'currentUrlMatches', URL: '*/checkout' }, 'https://shop.example.com/checkout/done', false],
    [
      { ruleType: 'currentUrlMatches', URL: 'https://shop.example.com/a.b' },
      'https://shop.example.com/aXb',
      false,
    ],
    [{ ruleType: 'currentUrlRegex', URL: '/products/\\d+$' }, 'https://shop.example.com/products/42', true],
    [
      { ruleType: 'currentUrlRegex', URL: '/products/\\d+$' },
      'https://shop.example.com/products/42/reviews',
      false,
    ],
    [{ ruleType: 'currentUrlRegex', URL: '([' }, 'https://shop.example.com/', false],
  ])('%j on %s: %s', (rule, url, matches) => {
    expect(urlRule(cue(rule), url).matches).toBe(matches);
  });

  it('reads a pattern’s * as any run of characters and everything else literally', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (before, middle, after) => {
        const pattern = `${before.replaceAll('*', '')}*${after.replaceAll('*', '')}`;
        const url = `${before.replaceAll('*', '')}${middle}${after.replaceAll('*', '')}`;
        expect(wildcardExpression(pattern).test(url)).toBe(true);
        expect(wildcardExpression(before.replaceAll('*', '')).test(`${before.replaceAll('*', '')}x`)).toBe(
          false,
        );
      }),
    );
  });

  it('tells a regular expression JavaScript cannot read', () => {
    expect(regularExpression('^/a+$')).toBeInstanceOf(RegExp);
    expect(regularExpression('(')).toBeNull();
  });
});

describe('which cue fires', () => {
  const pricing = cue({ name: 'Pricing', ruleType: 'currentUrlContains', URL: '/pricing', priority: 5 });
  const everywhere = cue({ name: 'Welcome', ruleType: 'default' });
  const patient = cue({ name: 'Still there?', ruleType: 'default', timeOnPage: 30, priority: 9 });
  const once = cue({ name: 'Newsletter', ruleType: 'default', stayClosed: true, priority: 7 });

  it('fires the highest priority whose rule takes the URL, and says why the others do not', () => {
    const { fires, verdicts } = evaluateCues(
      [everywhere, pricing],
      visit('https://shop.example.com/pricing'),
    );
    expect(fires).toBe(pricing);
    expect(verdicts.map((verdict) => verdict.fires)).toEqual([false, true]);
    expect(verdicts[0]?.reason).toBe(
      'Not shown: it shows on every page. “Pricing” shows instead (priority 5).',
    );
    expect(verdicts[1]?.reason).toBe('Shown: the URL contains “/pricing”.');
  });

  it('takes the first listed among equal priorities', () => {
    const other = cue({ name: 'Other', ruleType: 'default' });
    expect(evaluateCues([everywhere, other], visit('https://a.example.com/')).fires).toBe(everywhere);
    expect(evaluateCues([other, everywhere], visit('https://a.example.com/')).fires).toBe(other);
  });

  it('waits for the time on the page, and says how long is left', () => {
    const early = evaluateCues([patient, everywhere], visit('https://a.example.com/', 10));
    expect(early.fires).toBe(everywhere);
    expect(early.verdicts[0]).toMatchObject({ fires: false, waitsSeconds: 20 });
    expect(evaluateCues([patient, everywhere], visit('https://a.example.com/', 30)).fires).toBe(patient);
  });

  it('never shows a cue the visitor closed for good again; others may still show once closed', () => {
    expect(evaluateCues([once, everywhere], visit('https://a.example.com/', 0, ['Newsletter'])).fires).toBe(
      everywhere,
    );
    expect(evaluateCues([everywhere], visit('https://a.example.com/', 0, ['Welcome'])).fires).toBe(
      everywhere,
    );
  });

  it('fires nothing when no rule takes the URL', () => {
    const { fires, verdicts } = evaluateCues(
      [pricing, cue({ ruleType: '' })],
      visit('https://a.example.com/'),
    );
    expect(fires).toBeNull();
    expect(verdicts[1]?.reason).toBe('Not shown: its rule type is not selected.');
  });

  it('fires at most one cue, and only one whose own verdict is that it shows', () => {
    const cues = fc.array(
      fc.record({
        name: fc.string({ minLength: 1, maxLength: 4 }),
        ruleType: fc.constantFrom('', 'default', 'currentUrlContains', 'currentUrlMatches'),
        URL: fc.constantFrom('', '/a', '*a*', 'https://x.example/*'),
        priority: fc.integer({ min: 0, max: 3 }),
        timeOnPage: fc.integer({ min: 0, max: 20 }),
        stayClosed: fc.boolean(),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(
        cues,
        fc.constantFrom('https://x.example/a', 'https://y.example/b'),
        fc.nat(30),
        (list, url, seconds) => {
          const full = list.map((entry) => cue(entry));
          const { fires, verdicts } = evaluateCues(full, visit(url, seconds, ['a']));
          expect(verdicts.filter((verdict) => verdict.fires).length).toBe(fires ? 1 : 0);
          if (fires) {
            for (const verdict of verdicts) {
              const rule = urlRule(verdict.cue, url);
              const eligible =
                rule.matches &&
                (verdict.cue.timeOnPage ?? 0) <= seconds &&
                !(verdict.cue.stayClosed && verdict.cue.name === 'a');
              if (eligible) expect(verdict.cue.priority ?? 0).toBeLessThanOrEqual(fires.priority ?? 0);
            }
          }
        },
      ),
    );
  });
});
