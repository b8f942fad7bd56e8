import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';

import { cueOf, cueSchema, type CueValues, cueValuesOf, NEW_CUE, usesUrl } from './cue-form';

const valid: CueValues = { ...NEW_CUE, name: 'Pricing help', message: 'Questions about our plans?' };

async function problems(values: CueValues, otherNames: string[] = []) {
  try {
    await cueSchema(otherNames).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const found: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) found[inner.path ?? ''] ??= inner.message;
    return found;
  }
}

describe('the cue dialog’s rules (spec 3 §4, §5)', () => {
  it('starts a new cue on every page, sending no utterance', () => {
    expect(NEW_CUE).toMatchObject({ ruleType: 'default', sendUtterance: false, priority: 0, timeOnPage: 0 });
  });

  it.each<[Partial<CueValues>, string, string]>([
    [{ name: ' ' }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name at most 100 characters'],
    [{ name: 'Taken' }, 'name', 'Name is taken by another cue'],
    [{ message: '' }, 'message', 'Message is required'],
    [{ ruleType: 'currentUrlContains', URL: ' ' }, 'URL', 'URL is required'],
    [{ ruleType: 'currentUrlRegex', URL: '([' }, 'URL', 'URL is not a valid regular expression'],
    [{ sendUtterance: true, utteranceMessage: '' }, 'utteranceMessage', 'Utterance Message is required'],
    [{ priority: 101 }, 'priority', 'Priority invalid: 0 to 100'],
    [{ timeOnPage: '' }, 'timeOnPage', 'Seconds on the page before it shows invalid: 0 to 3600'],
  ])('%j: %s says “%s”', async (change, field, message) => {
    expect(await problems({ ...valid, ...change }, ['Taken'])).toEqual({ [field]: message });
  });

  it('asks no URL of the rule types that use none, nor an utterance that is not sent', async () => {
    for (const ruleType of ['', 'default'] as const) {
      expect(usesUrl(ruleType)).toBe(false);
      expect(await problems({ ...valid, ruleType, URL: '' })).toEqual({});
    }
    expect(await problems({ ...valid, sendUtterance: false, utteranceMessage: '' })).toEqual({});
  });

  it('saves a URL only for the rules that use one, and keeps its own name when edited', async () => {
    expect(cueOf({ ...valid, ruleType: 'default', URL: '/left-over' }).URL).toBe('');
    expect(cueOf({ ...valid, ruleType: 'currentUrlContains', URL: ' /pricing ' }).URL).toBe('/pricing');
    const cue = cueOf(valid);
    expect(cueValuesOf(cue)).toEqual(valid);
    expect(await problems(cueValuesOf(cue), [])).toEqual({});
  });
});
