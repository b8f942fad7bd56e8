import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';

import { FormikSwitch } from './FormikSwitch';

interface Values {
  voiceEnabled: boolean;
  continuousListening: boolean;
}

function Form({ onSubmit, disabled = false }: { onSubmit(values: Values): void; disabled?: boolean }) {
  const form = useFormik<Values>({
    initialValues: { voiceEnabled: true, continuousListening: false },
    validationSchema: yup.object({
      continuousListening: yup.boolean().when('voiceEnabled', {
        is: false,
        then: (schema) => schema.oneOf([false], 'Needs voice'),
      }),
    }),
    onSubmit,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Behavior">
      <FormikSwitch
        form={form}
        name="voiceEnabled"
        label="Voice"
        helperText="The bot can speak its answers."
      />
      <FormikSwitch form={form} name="continuousListening" label="Continuous listening" disabled={disabled} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormikSwitch', () => {
  it('is a switch named by its label, toggled with Space or by its label, storing a boolean', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const voice = screen.getByRole('switch', { name: 'Voice' });
    expect(voice).toBeChecked();
    expect(voice).toHaveAccessibleDescription('The bot can speak its answers.');

    await user.tab();
    expect(voice).toHaveFocus();
    await user.keyboard(' ');
    expect(voice).not.toBeChecked();
    await user.click(screen.getByText('Continuous listening'));
    expect(screen.getByRole('switch', { name: 'Continuous listening' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The schema refuses continuous listening without voice: the message shows, nothing is submitted.
    expect(await screen.findByText('Needs voice')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Continuous listening' })).toHaveAccessibleDescription(
      'Needs voice',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(voice);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { voiceEnabled: true, continuousListening: true },
      expect.anything(),
    );
  });

  it('cannot be toggled while disabled', async () => {
    const user = userEvent.setup();
    render(<Form onSubmit={vi.fn()} disabled />);
    const listening = screen.getByRole('switch', { name: 'Continuous listening' });
    expect(listening).toBeDisabled();
    await user.click(screen.getByText('Continuous listening'));
    expect(listening).not.toBeChecked();
  });
});
