import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { initialsOf } from './initials';

describe('initialsOf (the default avatar)', () => {
  it('takes the first letters of at most two words, upper case', () => {
    expect(initialsOf('Alex Morgan')).toBe('AM');
    expect(initialsOf('alex')).toBe('A');
    expect(initialsOf('jamie.lee@demo.example')).toBe('JL');
    expect(initialsOf('')).toBe('');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (name) => /^[^a-z]{0,2}$/.test(initialsOf(name))),
    );
  });
});
