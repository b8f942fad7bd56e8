import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';

import { FormikNumberInput, type NumberFieldValue } from './FormikNumberInput';

interface Values {
  clusters: NumberFieldValue;
  bottom: NumberFieldValue;
}

/** Spec 3 §5: the number of clusters is required, greater than 0 and at most 2000. */
const schema = yup.object({
  clusters: yup
    .number()
    .required('is required')
    .moreThan(0, 'must be greater than 0')
    .max(2000, 'must be at most 2000'),
});

function Form({ onSubmit }: { onSubmit(values: Values): void }) {
  const form = useFormik<Values>({
    initialValues: { clusters: 10, bottom: 0 },
    validationSchema: schema,
    onSubmit,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Search">
      <FormikNumberInput form={form} name="clusters" label="Num of clusters" min={1} max={2000} required />
      <FormikNumberInput form={form} name="bottom" label="Bottom" maxLength={6} />
      <button type="submit">Search</button>
    </form>
  );
}

const clusters = () => screen.getByRole('spinbutton', { name: /^Num of clusters/ });
const bottom = () => screen.getByRole('spinbutton', { name: 'Bottom' });

describe('FormikNumberInput', () => {
  it('is a numeric spinbutton that holds a number, or an empty string when cleared', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    expect(clusters()).toHaveAttribute('inputmode', 'numeric');
    expect(clusters()).toHaveAttribute('aria-valuenow', '10');
    expect(clusters()).toHaveAttribute('aria-valuemin', '1');
    expect(clusters()).toHaveAttribute('aria-valuemax', '2000');

    await user.clear(clusters());
    // Letters, signs and decimal points do not go in (no negatives: the minimum is 1).
    await user.type(clusters(), '1a2-.5');
    expect(clusters()).toHaveValue('125');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ clusters: 125, bottom: 0 }, expect.anything());

    await user.clear(clusters());
    expect(clusters()).not.toHaveAttribute('aria-valuenow');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('is required')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves the range to the schema: out of range is typed, then reported', async () => {
    const user = userEvent.setup();
    render(<Form onSubmit={vi.fn()} />);
    await user.clear(clusters());
    await user.type(clusters(), '2001');
    await user.tab();
    expect(await screen.findByText('must be at most 2000')).toBeInTheDocument();
    expect(clusters()).toHaveAccessibleDescription('must be at most 2000');
  });

  it('steps with the arrow keys within min and max, and goes to them with Home and End', async () => {
    const user = userEvent.setup();
    render(<Form onSubmit={vi.fn()} />);
    await user.click(clusters());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(clusters()).toHaveValue('12');
    await user.keyboard('{PageDown}');
    expect(clusters()).toHaveValue('2');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(clusters()).toHaveValue('1');
    await user.keyboard('{End}');
    expect(clusters()).toHaveValue('2000');
    await user.keyboard('{ArrowUp}');
    expect(clusters()).toHaveAttribute('aria-valuenow', '2000');
  });

  it('takes at most maxLength characters, and a minus sign when negatives are allowed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    await user.clear(bottom());
    await user.type(bottom(), '-');
    // A lone minus stands for no number yet, and stays on screen while the field is being typed in.
    expect(bottom()).toHaveValue('-');
    await user.type(bottom(), '12345678');
    expect(bottom()).toHaveValue('-12345');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ clusters: 10, bottom: -12345 }, expect.anything());

    await user.clear(bottom());
    await user.type(bottom(), '007');
    expect(bottom()).toHaveValue('007');
    await user.tab();
    // Once left, the field shows the number it holds.
    expect(bottom()).toHaveValue('7');
  });
});
