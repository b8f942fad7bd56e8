import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';

import { axeViolations } from '@tests/axe';

import { FormikChipsInput } from './FormikChipsInput';

interface Values {
  synonyms: string[];
}

function Form({ onSubmit, initial = [] }: { onSubmit(values: Values): void; initial?: string[] }) {
  const form = useFormik<Values>({
    initialValues: { synonyms: initial },
    validationSchema: yup.object({ synonyms: yup.array(yup.string()).min(1, 'Add at least one synonym') }),
    onSubmit,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Slot value">
      <FormikChipsInput
        form={form}
        name="synonyms"
        label="Synonyms"
        maxItems={4}
        maxLength={10}
        helperText="Enter or a comma adds one."
      />
      <button type="submit">Save</button>
    </form>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Synonyms' });
/** The chips' texts: each chip is a button (as are the form's Save and the field's Clear). */
const chipLabels = () =>
  screen
    .queryAllByRole('button')
    .flatMap((button) => (button.classList.contains('MuiChip-root') ? [button.textContent] : []));
const status = () => screen.getByRole('status');

describe('FormikChipsInput', () => {
  it('adds what is typed on Enter or at a comma, as chips, without submitting the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    expect(input()).toHaveAccessibleDescription('Enter or a comma adds one.');

    await user.type(input(), 'red{Enter}');
    expect(chipLabels()).toEqual(['red']);
    expect(input()).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(input(), ' green , blue,yel');
    expect(chipLabels()).toEqual(['red', 'green', 'blue']);
    expect(input()).toHaveValue('yel');
    // Leaving the field adds what was left in it.
    await user.tab();
    expect(chipLabels()).toEqual(['red', 'green', 'blue', 'yel']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ synonyms: ['red', 'green', 'blue', 'yel'] }, expect.anything());
  });

  it('refuses the same text in another case, and more than maxItems, saying why and keeping the text', async () => {
    const user = userEvent.setup();
    render(<Form onSubmit={vi.fn()} initial={['Red', 'green', 'blue']} />);
    await user.type(input(), 'RED{Enter}');
    expect(chipLabels()).toEqual(['Red', 'green', 'blue']);
    expect(status()).toHaveTextContent("'RED' is already in the list.");
    expect(input()).toHaveValue('RED');

    await user.clear(input());
    await user.type(input(), 'pink,teal,');
    expect(chipLabels()).toEqual(['Red', 'green', 'blue', 'pink']);
    expect(status()).toHaveTextContent('The list holds at most 4 items.');
    expect(input()).toHaveValue('teal');
    expect(await axeViolations(screen.getByRole('form'))).toEqual([]);
  });

  it('takes at most maxLength characters in one item', async () => {
    const user = userEvent.setup();
    render(<Form onSubmit={vi.fn()} />);
    await user.type(input(), 'abcdefghijklmno');
    expect(input()).toHaveValue('abcdefghij');
  });

  it('removes chips by keyboard: Backspace in the empty input, or Delete on a chip reached with the arrows', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} initial={['red', 'green', 'blue']} />);
    await user.click(input());
    await user.keyboard('{Backspace}');
    expect(chipLabels()).toEqual(['red', 'green']);

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'red' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(chipLabels()).toEqual(['green']);

    await user.click(within(screen.getByRole('button', { name: 'green' })).getByTestId('CancelIcon'));
    expect(chipLabels()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one synonym')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
