import { describe, expect, it } from 'vitest';

import {
  afterChange,
  type CrmFieldDescribe,
  type CrmFieldType,
  describeIndex,
  formProblems,
  inputKindOf,
  isPickable,
  isReadOnlyAfterCreate,
  isRequired,
  pickableFields,
  picklistOptions,
  recordProblems,
  valueProblem,
} from './crm-form';

const field = (overrides: Partial<CrmFieldDescribe> & { name: string }): CrmFieldDescribe => ({
  label: overrides.name,
  type: 'string',
  createable: true,
  updateable: true,
  nillable: true,
  defaultedOnCreate: false,
  ...overrides,
});

const industry = field({
  name: 'Industry',
  type: 'picklist',
  picklist: {
    controllerValues: {},
    defaultValue: null,
    values: [
      { value: 'Technology', label: 'Technology', active: true },
      { value: 'Finance', label: 'Finance', active: true },
      { value: 'Shipping', label: 'Shipping', active: false },
    ],
  },
});
/** Dependent on Industry: Software for Technology (0), Banking for Finance (1), Fintech for both. */
const subIndustry = field({
  name: 'Sub_Industry__c',
  label: 'Sub-industry',
  type: 'picklist',
  controllerName: 'Industry',
  dependentPicklist: true,
  picklist: {
    controllerValues: { Technology: 0, Finance: 1 },
    defaultValue: null,
    values: [
      { value: 'Software', label: 'Software', active: true, validFor: [0] },
      { value: 'Banking', label: 'Banking', active: true, validFor: [1] },
      { value: 'Fintech', label: 'Fintech', active: true, validFor: [0, 1] },
    ],
  },
});
/** Dependent on Sub-industry in turn. */
const niche = field({
  name: 'Niche__c',
  type: 'picklist',
  controllerName: 'Sub_Industry__c',
  picklist: {
    controllerValues: { Software: 0, Banking: 1, Fintech: 2 },
    defaultValue: null,
    values: [
      { value: 'SaaS', label: 'SaaS', active: true, validFor: [0, 2] },
      { value: 'Retail banking', label: 'Retail banking', active: true, validFor: [1] },
    ],
  },
});
const optedOut = field({ name: 'HasOptedOut', type: 'boolean', nillable: false, defaultedOnCreate: true });
/** Controlled by a checkbox: valid only when it is ticked. */
const optOutReason = field({
  name: 'Reason__c',
  type: 'picklist',
  controllerName: 'HasOptedOut',
  picklist: {
    controllerValues: { false: 0, true: 1 },
    defaultValue: null,
    values: [{ value: 'Too many e-mails', label: 'Too many e-mails', active: true, validFor: [1] }],
  },
});
const name = field({ name: 'Name', nillable: false, length: 10 });
const sample = [name, industry, subIndustry, niche, optedOut, optOutReason];
const byName = describeIndex(sample);

describe('the describe flags', () => {
  it.each([
    ['createable, not nillable, not defaulted', {}, true],
    ['nillable', { nillable: true }, false],
    ['defaulted on create (a checkbox, an owner)', { defaultedOnCreate: true }, false],
    ['not createable (an id, a formula)', { createable: false }, false],
  ])('required when %s: %s', (_, flags, required) => {
    expect(isRequired(field({ name: 'X', nillable: false, ...flags }))).toBe(required);
  });

  it.each([
    ['an ordinary field', {}, true, false],
    ['a field set once (createable, not updateable)', { updateable: false }, true, true],
    ['a field the CRM writes', { createable: false, updateable: false }, false, false],
    ['a reference', { type: 'reference' as const, referenceTo: ['Account'] }, false, false],
    ['an address (no input)', { type: 'address' as const }, false, false],
    ['a multi-select picklist (no input)', { type: 'multipicklist' as const }, false, false],
  ])('%s: offered %s, read-only once created %s', (_, flags, offered, readOnly) => {
    const described = field({ name: 'X', ...flags });
    expect(isPickable(described)).toBe(offered);
    expect(isReadOnlyAfterCreate(described)).toBe(readOnly);
  });

  it('offers the pickable fields by label', () => {
    const offered = pickableFields([
      field({ name: 'B', label: 'Beta' }),
      field({ name: 'Id', type: 'id', createable: false }),
      field({ name: 'A', label: 'Alpha' }),
      field({ name: 'OwnerId', type: 'reference' }),
    ]);
    expect(offered.map((described) => described.name)).toEqual(['A', 'B']);
  });
});

describe('the input of each field type (spec 3 §2)', () => {
  it.each<[CrmFieldType, string | null]>([
    ['boolean', 'boolean'],
    ['picklist', 'picklist'],
    ['date', 'date'],
    ['time', 'time'],
    ['datetime', 'datetime-local'],
    ['int', 'number'],
    ['double', 'decimal'],
    ['currency', 'decimal'],
    ['email', 'email'],
    ['string', 'text'],
    ['percent', 'percent'],
    ['phone', 'phone'],
    ['url', 'url'],
    ['textarea', 'multiline'],
    ['reference', null],
    ['id', null],
    ['address', null],
    ['multipicklist', null],
  ])('%s → %s', (type, kind) => {
    expect(inputKindOf({ type })).toBe(kind);
  });
});

describe('values by type', () => {
  it.each<[CrmFieldType, string, boolean]>([
    ['boolean', 'true', true],
    ['boolean', 'false', true],
    ['boolean', 'yes', false],
    ['int', '42', true],
    ['int', '-7', true],
    ['int', '4.2', false],
    ['int', '1e3', false],
    ['double', '0.333333', true],
    ['double', '.5', true],
    ['double', '12,5', false],
    ['currency', '182400.50', true],
    ['percent', '0', true],
    ['percent', '100', true],
    ['percent', '99.5', true],
    ['percent', '100.01', false],
    ['percent', '-1', false],
    ['date', '2028-02-29', true],
    ['date', '2026-02-29', false],
    ['date', '03/18/2026', false],
    ['time', '09:30', true],
    ['time', '23:59:59', true],
    ['time', '24:00', false],
    ['datetime', '2026-03-18T14:30', true],
    ['datetime', '2026-03-18', false],
    ['email', 'sam.rivera@contoso.example', true],
    ['email', 'sam@contoso', false],
    ['phone', '+1 (555) 010-2030', true],
    ['phone', 'call me', false],
    ['url', 'https://contoso.example/deals', true],
    ['url', 'javascript:alert(1)', false],
    ['url', 'contoso.example', false],
    ['string', 'anything', true],
    ['textarea', 'line one\nline two', true],
  ])('%s %j: valid %s', (type, value, valid) => {
    expect(valueProblem(field({ name: 'X', type }), value) === null).toBe(valid);
  });

  it('accepts an empty value (required is checked apart) and refuses text over the length', () => {
    expect(valueProblem(field({ name: 'X', type: 'int' }), '')).toBeNull();
    expect(valueProblem(name, '12345678901')).toBe('At most 10 characters.');
    expect(valueProblem(name, '1234567890')).toBeNull();
  });

  it('accepts only the active listed values of a picklist', () => {
    expect(valueProblem(industry, 'Finance')).toBeNull();
    expect(valueProblem(industry, 'Shipping')).toBe('Choose one of the listed values.');
    expect(valueProblem(industry, 'Mining')).toBe('Choose one of the listed values.');
  });
});

describe('dependent picklists (controllerValues and validFor)', () => {
  it.each<[string, Record<string, string>, string[]]>([
    ['no controlling value: nothing', {}, []],
    ['Technology', { Industry: 'Technology' }, ['Software', 'Fintech']],
    ['Finance', { Industry: 'Finance' }, ['Banking', 'Fintech']],
    ['a value the controller does not list', { Industry: 'Mining' }, []],
  ])('%s', (_, values, expected) => {
    expect(picklistOptions(subIndustry, byName, values).map((option) => option.value)).toEqual(expected);
  });

  it('reads a checkbox controller as true or false, unset being false', () => {
    const options = (values: Record<string, string>) =>
      picklistOptions(optOutReason, byName, values).map((option) => option.value);
    expect(options({})).toEqual([]);
    expect(options({ HasOptedOut: 'false' })).toEqual([]);
    expect(options({ HasOptedOut: 'true' })).toEqual(['Too many e-mails']);
  });

  it('empties dependants a change makes invalid, in cascade, and keeps those still valid', () => {
    const values = { Industry: 'Technology', Sub_Industry__c: 'Software', Niche__c: 'SaaS', Name: 'Acme' };
    expect(afterChange(sample, { ...values, Industry: 'Finance' }, 'Industry')).toEqual({
      ...values,
      Industry: 'Finance',
      Sub_Industry__c: '',
      Niche__c: '',
    });
    const fintech = { ...values, Sub_Industry__c: 'Fintech' };
    expect(afterChange(sample, { ...fintech, Industry: 'Finance' }, 'Industry')).toEqual({
      ...fintech,
      Industry: 'Finance',
    });
  });
});

describe('a form the CRM will accept', () => {
  it('lists each required field in neither list, then each dependent picklist without its controller', () => {
    expect(formProblems(sample, [{ field: 'Industry' }])).toEqual([{ kind: 'missing', field: name }]);
    expect(formProblems(sample, [{ field: 'Name' }, { field: 'Sub_Industry__c' }])).toEqual([
      { kind: 'controller', field: subIndustry, controller: industry },
    ]);
    expect(
      formProblems(sample, [{ field: 'Name' }, { field: 'Industry' }, { field: 'Sub_Industry__c' }]),
    ).toEqual([]);
  });

  it('finds every problem of a record', () => {
    expect(recordProblems(sample, { Name: 'Acme', Industry: 'Finance', Sub_Industry__c: 'Banking' })).toEqual(
      [],
    );
    expect(
      recordProblems(sample, {
        Industry: 'Finance',
        Sub_Industry__c: 'Software',
        HasOptedOut: 'maybe',
        Nope: 'x',
      }),
    ).toEqual([
      { field: 'Nope', message: 'No such field.' },
      { field: 'Name', message: 'Required.' },
      { field: 'Sub_Industry__c', message: 'Not a value for this Industry.' },
      { field: 'HasOptedOut', message: 'Choose True or False.' },
    ]);
  });
});

describe('a describe of 300 fields and more', () => {
  const TYPES: CrmFieldType[] = [
    'string',
    'int',
    'double',
    'date',
    'picklist',
    'reference',
    'boolean',
    'email',
    'id',
  ];
  /** Field i: its type cycles; every 7th is required, every 11th read-only (not createable), every 13th set once. */
  const large: CrmFieldDescribe[] = Array.from({ length: 360 }, (_, index) => {
    const type = TYPES[index % TYPES.length] as CrmFieldType;
    return field({
      name: `Field_${String(index).padStart(3, '0')}__c`,
      label: `Field ${String(index).padStart(3, '0')}`,
      type,
      createable: type !== 'id' && index % 11 !== 0,
      updateable: index % 13 !== 0,
      nillable: index % 7 !== 0,
      defaultedOnCreate: type === 'boolean',
      ...(type === 'picklist'
        ? {
            picklist: {
              controllerValues: {},
              defaultValue: null,
              values: [{ value: 'A', label: 'A', active: true }],
            },
          }
        : {}),
    });
  });
  const typeOf = (index: number) => TYPES[index % TYPES.length];
  const expectedRequired = large.filter(
    (_, index) =>
      index % 7 === 0 && index % 11 !== 0 && typeOf(index) !== 'id' && typeOf(index) !== 'boolean',
  );
  /** Required references: no form can set them. */
  const unsettable = expectedRequired.filter((described) => described.type === 'reference');
  const settable = expectedRequired.filter((described) => described.type !== 'reference');
  const named = (fields: readonly CrmFieldDescribe[]) =>
    fields.map((described) => ({ field: described.name }));
  const SAMPLE_VALUES: Record<string, string> = {
    int: '1',
    double: '1.5',
    date: '2026-03-18',
    picklist: 'A',
    email: 'a@b.example',
  };

  it('offers every writable non-reference field, by label, and none other', () => {
    const offered = pickableFields(large);
    expect(offered.length).toBeGreaterThan(200);
    expect(offered.every((described) => described.createable && described.type !== 'reference')).toBe(true);
    expect(offered.map((described) => described.label)).toEqual(
      offered.map((described) => described.label).toSorted(),
    );
  });

  it('blocks a form until every required field is in it or auto-updated, and says which no form can set', () => {
    expect(large.filter(isRequired)).toEqual(expectedRequired);
    expect(unsettable.length).toBeGreaterThan(0);
    expect(formProblems(large, [])).toHaveLength(expectedRequired.length);
    const half = named(settable.slice(0, Math.ceil(settable.length / 2)));
    const missing = formProblems(large, half).filter((problem) => problem.kind === 'missing');
    expect(missing.map((problem) => problem.field)).toEqual(settable.slice(half.length));
    expect(formProblems(large, named(settable))).toEqual(
      unsettable.map((described) => ({ kind: 'unsettable', field: described })),
    );
  });

  it('judges a whole record against it quickly', () => {
    const values = Object.fromEntries(
      settable.map((described) => [described.name, SAMPLE_VALUES[described.type] ?? 'x']),
    );
    const refused = unsettable.map((described) => ({ field: described.name, message: 'Required.' }));
    const started = performance.now();
    for (let run = 0; run < 100; run += 1) expect(recordProblems(large, values)).toEqual(refused);
    // A hundred checks of a 360-field record: far below what a keystroke may take.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
