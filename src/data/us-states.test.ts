import { describe, expect, it } from 'vitest';

import { US_STATES } from './us-states';

const byCode = new Map(US_STATES.map((s) => [s.code, s]));
const ofKind = (kind: string) => US_STATES.filter((s) => s.kind === kind).map((s) => s.code);

describe('US_STATES', () => {
  it('has the 50 states, the District of Columbia and six territories', () => {
    expect(US_STATES).toHaveLength(57);
    expect(ofKind('state')).toHaveLength(50);
    expect(ofKind('district')).toEqual(['DC']);
    expect(ofKind('territory').sort()).toEqual(['AS', 'GU', 'MP', 'PR', 'UM', 'VI']);
  });

  it('has unique two-letter upper-case codes', () => {
    expect(byCode.size).toBe(US_STATES.length);
    for (const { code } of US_STATES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('names states and territories', () => {
    expect(byCode.get('CA')?.name).toBe('California');
    expect(byCode.get('NY')?.name).toBe('New York');
    expect(byCode.get('DC')?.name).toBe('District of Columbia');
    expect(byCode.get('PR')).toEqual({ code: 'PR', name: 'Puerto Rico', kind: 'territory' });
    expect(byCode.get('VI')?.name).toBe('U.S. Virgin Islands');
    expect(byCode.has('PW')).toBe(false); // Palau is a sovereign state, not a territory
  });

  it('is sorted by name', () => {
    const names = US_STATES.map((s) => s.name);
    expect([...names].sort(new Intl.Collator('en').compare)).toEqual(names);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(US_STATES)).toBe(true);
    expect(Object.isFrozen(US_STATES[0])).toBe(true);
  });
});
