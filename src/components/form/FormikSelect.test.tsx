import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';

import { axeViolations } from '@tests/axe';

import { FormikSelect } from './FormikSelect';

interface Values {
  grouping: '' | 'cluster' | 'intent';
  pageSize: number;
}

function Form({ onSubmit }: { onSubmit(values: Values): void }) {
  const form = useFormik<Values>({
    initialValues: { grouping: '', pageSize: 25 },
    validationSchema: yup.object({ grouping: yup.string().required('Grouping is required') }),
    onSubmit,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Utterance search">
      <FormikSelect
        form={form}
        name="grouping"
        label="Grouping"
        required
        options={[
          { value: 'cluster', label: 'Clusters' },
          { value: 'intent', label: 'Intents' },
        ]}
      />
      <FormikSelect
        form={form}
        name="pageSize"
        label="Rows per page"
        helperText="How many utterances each page shows."
        options={[5, 10, 25, 50, 75].map((size) => ({ value: size, label: String(size) }))}
      />
      <button type="submit">Search</button>
    </form>
  );
}

describe('FormikSelect', () => {
  it('is a combobox named by its label, chosen from by keyboard, storing the option’s value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const pageSize = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(pageSize).toHaveTextContent('25');
    expect(pageSize).toHaveAccessibleDescription('How many utterances each page shows.');

    await user.tab();
    const grouping = screen.getByRole('combobox', { name: /^Grouping/ });
    expect(grouping).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const options = within(screen.getByRole('listbox', { name: /^Grouping/ })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Clusters', 'Intents']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(grouping).toHaveTextContent('Intents');
    expect(grouping).toHaveFocus();

    await user.tab();
    expect(pageSize).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(pageSize).toHaveTextContent('50');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith({ grouping: 'intent', pageSize: 50 }, expect.anything());
  });

  it('shows its error once touched: on leaving it, not on opening its list', async () => {
    const user = userEvent.setup();
    render(<Form onSubmit={vi.fn()} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const grouping = screen.getByRole('combobox', { name: /^Grouping/ });
    expect(grouping).toHaveFocus();
    expect(screen.queryByText('Grouping is required')).not.toBeInTheDocument();

    await user.tab();
    expect(await screen.findByText('Grouping is required')).toBeInTheDocument();
    expect(grouping).toHaveAccessibleDescription('Grouping is required');
    expect(grouping).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(screen.getByRole('form'))).toEqual([]);
  });
});
