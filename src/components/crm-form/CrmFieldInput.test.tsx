// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import type { CrmFieldDescribe, CrmFieldType } from '@/contracts/crm-form';

import { CrmFieldInput } from './CrmFieldInput';

const field = (type: CrmFieldType, extra: Partial<CrmFieldDescribe> = {}): CrmFieldDescribe => ({
  name: 'X',
  label: 'X',
  type,
  createable: true,
  updateable: true,
  nillable: true,
  defaultedOnCreate: false,
  ...extra,
});

function Bound({ described, initial = '' }: { described: CrmFieldDescribe; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CrmFieldInput id="x" field={described} label="Field" value={value} onChange={setValue} />
      <output aria-label="value">{value}</output>
    </>
  );
}

describe('the input of each CRM field type (spec 3 §2)', () => {
  it.each<[CrmFieldType, string, Record<string, string | null>]>([
    ['date', 'textbox', { type: 'date' }],
    ['time', 'textbox', { type: 'time' }],
    ['datetime', 'textbox', { type: 'datetime-local' }],
    ['int', 'spinbutton', { type: 'number', step: '1', inputmode: 'numeric' }],
    ['double', 'spinbutton', { type: 'number', step: 'any' }],
    ['currency', 'spinbutton', { type: 'number', step: 'any' }],
    ['percent', 'spinbutton', { type: 'number', step: 'any', min: '0', max: '100' }],
    ['email', 'textbox', { type: 'email' }],
    ['string', 'textbox', { type: 'text', maxlength: '255' }],
    ['phone', 'textbox', { type: 'tel' }],
    ['url', 'textbox', { type: 'url' }],
  ])('%s: a %s with %j', (type, role, attributes) => {
    render(<Bound described={field(type, type === 'string' ? { length: 255 } : {})} />);
    // Date and time inputs have no implicit role in jsdom's tree: found by their label.
    const input = ['date', 'time', 'datetime'].includes(type)
      ? screen.getByLabelText('Field')
      : screen.getByRole(role, { name: 'Field' });
    for (const [name, value] of Object.entries(attributes)) expect(input).toHaveAttribute(name, value);
  });

  it('textarea: a multi-line text', () => {
    render(<Bound described={field('textarea')} />);
    expect(screen.getByRole('textbox', { name: 'Field' }).tagName).toBe('TEXTAREA');
  });

  it('boolean: True or False in a select, the value being true or false', async () => {
    const user = userEvent.setup();
    render(<Bound described={field('boolean')} />);
    await user.click(screen.getByRole('combobox', { name: 'Field' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['—', 'True', 'False']);
    await user.click(screen.getByRole('option', { name: 'False' }));
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('false');
  });

  it('picklist: its active values in a select', async () => {
    const user = userEvent.setup();
    const picklist = {
      controllerValues: {},
      defaultValue: null,
      values: [
        { value: 'Hot', label: 'Hot', active: true },
        { value: 'Tepid', label: 'Tepid', active: false },
        { value: 'Cold', label: 'Cold', active: true },
      ],
    };
    render(<Bound described={field('picklist', { picklist })} />);
    await user.click(screen.getByRole('combobox', { name: 'Field' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['—', 'Hot', 'Cold']);
    await user.click(screen.getByRole('option', { name: 'Cold' }));
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('Cold');
  });

  it('a decimal takes any step', async () => {
    const user = userEvent.setup();
    render(<Bound described={field('double')} />);
    await user.type(screen.getByRole('spinbutton', { name: 'Field' }), '0.125');
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('0.125');
    expect(screen.getByRole('spinbutton', { name: 'Field' })).toBeValid();
  });
});
