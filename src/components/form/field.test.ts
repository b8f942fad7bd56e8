import { describe, expect, it } from 'vitest';

import { fieldError, type FieldName } from './field';

interface Values {
  name: string;
  synonyms: string[];
  image: { kind: 'url'; url: string };
}

describe('fieldError', () => {
  it("shows a field's error only once the field is touched", () => {
    const errors = { name: 'is required' };
    expect(fieldError<Values>({ errors, touched: {} }, 'name')).toBeUndefined();
    expect(fieldError<Values>({ errors, touched: { name: false } }, 'name')).toBeUndefined();
    expect(fieldError<Values>({ errors, touched: { name: true } }, 'name')).toBe('is required');
    expect(fieldError<Values>({ errors: {}, touched: { name: true } }, 'name')).toBeUndefined();
  });

  it("gives the first message of a list or object field's errors", () => {
    const touched = { synonyms: true, image: { url: true } };
    expect(
      fieldError<Values>(
        { errors: { synonyms: ['', 'Synonym already exists', 'too long'] }, touched },
        'synonyms',
      ),
    ).toBe('Synonym already exists');
    expect(fieldError<Values>({ errors: { synonyms: 'At most 3' }, touched }, 'synonyms')).toBe('At most 3');
    expect(fieldError<Values>({ errors: { image: { url: 'invalid' } }, touched }, 'image')).toBe('invalid');
    // A list of objects: the items without an error are empty.
    const rows = { errors: { rows: [{}, { id: 'ID is already in use' }] }, touched: { rows: [] } };
    expect(fieldError<{ rows: { id: string }[] }>(rows, 'rows')).toBe('ID is already in use');
  });

  it('comes with FieldName, which lets a field of one kind be bound only to an input of that kind', () => {
    const list: FieldName<Values, readonly string[]> = 'synonyms';
    // @ts-expect-error 'name' holds a string, not a list of strings
    const notList: FieldName<Values, readonly string[]> = 'name';
    expect([list, notList]).toEqual(['synonyms', 'name']);
  });
});
