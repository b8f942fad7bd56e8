import { describe, expect, it } from 'vitest';

import { compareCountryNames, COUNTRIES } from './countries';

const byCode = new Map(COUNTRIES.map((c) => [c.code, c.name]));

describe('COUNTRIES', () => {
  it('lists every ISO 3166-1 country once, and nothing else', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(byCode.size).toBe(249);
    expect(byCode.has('XK')).toBe(false);
  });

  it('uses two upper-case letters for every code and a non-empty name', () => {
    for (const { code, name } of COUNTRIES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name.trim()).not.toBe('');
    }
  });

  it('names countries by their official English short name', () => {
    expect(byCode.get('US')).toBe('United States of America');
    expect(byCode.get('GB')).toBe('United Kingdom');
    expect(byCode.get('DE')).toBe('Germany');
    expect(byCode.get('JP')).toBe('Japan');
    expect(byCode.get('CI')).toBe("Cote d'Ivoire");
    expect(byCode.get('AX')).toBe('Åland Islands');
  });

  it('is sorted by name in English collation', () => {
    const names = COUNTRIES.map((c) => c.name);
    expect([...names].sort(compareCountryNames)).toEqual(names);
    expect(names[0]).toBe('Afghanistan');
    // "Åland" sorts with the A's, not after "Zimbabwe".
    expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
    expect(names.at(-1)).toBe('Zimbabwe');
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(COUNTRIES)).toBe(true);
    expect(Object.isFrozen(COUNTRIES[0])).toBe(true);
  });
});
