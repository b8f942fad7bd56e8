import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';

import { FormikTextInput } from './FormikTextInput';

function Form({ initialEmail = '' }: { initialEmail?: string }) {
  const form = useFormik({
    initialValues: { email: initialEmail, name: '' },
    validationSchema: yup.object({ email: yup.string().required('Required'), name: yup.string() }),
    onSubmit: () => undefined,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Form">
      <FormikTextInput form={form} name="email" label="Email" required autoFocus />
      <FormikTextInput form={form} name="name" label="Name" />
      <a href="#elsewhere">Forgot password?</a>
      <button type="submit">Send</button>
    </form>
  );
}

const email = () => screen.getByRole('textbox', { name: /^email/i });

describe('FormikTextInput', () => {
  it('leaves an unchanged field alone on blur: no message appears under it as the pointer moves on', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(email()).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(email()).not.toHaveFocus();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the error of a changed field once it is left, and of every field after a submit', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Form initialEmail="a@b.example" />);
    await user.clear(email());
    await user.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription('Required');
    unmount();

    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    // Once touched, a field keeps reacting to blur.
    await user.type(email(), 'x');
    await user.clear(email());
    await user.tab();
    expect(email()).toHaveAccessibleDescription('Required');
  });
});
