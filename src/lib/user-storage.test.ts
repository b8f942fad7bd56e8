// @vitest-environment jsdom
// (a unit test of code that needs a DOM: web storage, DOMPurify, window or document)
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';

import { userStorage } from './user-storage';

const anything = (_value: unknown): _value is unknown => true;
/** The keys of a Web Storage area. */
const keysOf = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
/** What a JSON round-trip makes of a value (-0 becomes 0, and so on). */
const viaJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('user storage', () => {
  beforeEach(() => localStorage.clear());

  it('gives back any JSON value it was given, per user and key', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), fc.jsonValue(), (username, key, value) => {
        const storage = userStorage(username);
        storage.set(key, value);
        expect(storage.get(key, anything)).toEqual(viaJson(value));
      }),
    );
  });

  it('keeps users apart, whatever their names and keys', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { minLength: 2, maxLength: 2 }),
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        (usernames, firstKey, secondKey) => {
          localStorage.clear();
          const [first, second] = usernames.map((name) => userStorage(name));
          first!.set(firstKey, 'first');
          second!.set(secondKey, 'second');
          expect(first!.get(firstKey, anything)).toBe('first');
          expect(second!.get(secondKey, anything)).toBe('second');
          if (firstKey !== secondKey) {
            expect(first!.get(secondKey, anything)).toBeUndefined();
            expect(second!.get(firstKey, anything)).toBeUndefined();
          }
        },
      ),
    );
  });

  it('keeps users apart when a name and a key share dots', () => {
    userStorage('alex.morgan').set('layout', 'alex.morgan');
    userStorage('alex').set('morgan.layout', 'alex');
    expect(userStorage('alex.morgan').get('layout', anything)).toBe('alex.morgan');
    expect(userStorage('alex').get('morgan.layout', anything)).toBe('alex');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ unit: fc.constantFrom('a', '.', '%') }), { minLength: 2, maxLength: 2 }),
        fc.array(fc.string({ minLength: 1, unit: fc.constantFrom('a', '.', '%') }), {
          minLength: 2,
          maxLength: 2,
        }),
        ([firstUser, secondUser], [firstKey, secondKey]) => {
          localStorage.clear();
          userStorage(firstUser!).set(firstKey!, 1);
          userStorage(secondUser!).set(secondKey!, 2);
          expect(userStorage(firstUser!).get(firstKey!, anything)).toBe(1);
        },
      ),
    );
  });

  it('does not store the value as readable text', () => {
    userStorage('alex@demo.example').set('layout', { widget: 'Conversations' });
    const stored = keysOf(localStorage)
      .map((key) => localStorage.getItem(key))
      .join(' ');
    expect(stored).not.toContain('Conversations');
  });

  it('removes a value', () => {
    const storage = userStorage('alex');
    storage.set('layout', [1, 2]);
    storage.remove('layout');
    expect(storage.get('layout', anything)).toBeUndefined();
  });

  it('answers undefined for nothing saved, corrupt data and data of the wrong shape', () => {
    const storage = userStorage('alex');
    expect(storage.get('layout', anything)).toBeUndefined();

    storage.set('layout', { columns: 2 });
    const [key] = keysOf(localStorage);
    for (const corrupt of ['%%% not base64 %%%', btoa('{"columns": 2'), btoa('\u00ff\u00fe')]) {
      localStorage.setItem(key!, corrupt);
      expect(storage.get('layout', anything)).toBeUndefined();
    }

    storage.set('layout', { columns: 'two' });
    const isLayout = (value: unknown): value is { columns: number } =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { columns?: unknown }).columns === 'number';
    expect(storage.get('layout', isLayout)).toBeUndefined();
    storage.set('layout', { columns: 3 });
    expect(storage.get('layout', isLayout)).toEqual({ columns: 3 });
  });

  it('uses the storage it is given', () => {
    userStorage('alex', sessionStorage).set('step', 2);
    expect(userStorage('alex').get('step', anything)).toBeUndefined();
    expect(userStorage('alex', sessionStorage).get('step', anything)).toBe(2);
  });
});
