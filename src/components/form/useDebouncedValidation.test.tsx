import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SPEC3_VALIDATION_DEBOUNCE_MS } from '@/config/constants';

import { FormikTextInput } from './FormikTextInput';
import { useDebouncedValidation } from './useDebouncedValidation';

const DELAY = SPEC3_VALIDATION_DEBOUNCE_MS;

interface Values {
  botName: string;
}

function Form({ validate }: { validate(values: Values): Partial<Record<keyof Values, string>> }) {
  const form = useFormik<Values>({
    initialValues: { botName: '' },
    validate,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: () => undefined,
  });
  useDebouncedValidation(form, DELAY);
  return (
    <form noValidate aria-label="Behavior">
      <FormikTextInput form={form} name="botName" label="Bot name" />
    </form>
  );
}

/** Moves the paused clock by `ms` at once. */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/**
 * Runs a user-event action while setTimeout is paused. Testing Library ends each action by waiting for a 0 ms
 * setTimeout (and advances only Jest's fake timers for it): 0 ms steps let that wait through while the clock stays
 * where it is, so the debounce's timer sees no time pass during the typing.
 */
async function whileTimeStands(action: () => Promise<void>) {
  let finished = false;
  const running = action().finally(() => {
    finished = true;
  });
  while (!finished) {
    vi.advanceTimersByTime(0);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await running;
}

const botName = () => screen.getByRole('textbox', { name: 'Bot name' });

beforeEach(() => {
  // setTimeout only: React, user-event and the polling above keep the real setImmediate.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValidation', () => {
  it('checks the form exactly the delay after the values last changed, and not before', async () => {
    const validate = vi.fn((values: Values) => (values.botName ? {} : { botName: 'is required' }));
    const user = userEvent.setup({ delay: null });
    render(<Form validate={validate} />);
    // Once after mounting, so that a form opened with values knows whether they are valid.
    advance(DELAY - 1);
    expect(validate).not.toHaveBeenCalled();
    advance(1);
    expect(validate).toHaveBeenCalledTimes(1);

    await whileTimeStands(() => user.type(botName(), 'A'));
    advance(DELAY - 1);
    expect(validate).toHaveBeenCalledTimes(1);
    advance(1);
    expect(validate).toHaveBeenCalledTimes(2);
    expect(validate).toHaveBeenLastCalledWith({ botName: 'A' }, undefined);
  });

  it('waits afresh after every keystroke, then checks the last values once', async () => {
    const validate = vi.fn(() => ({}));
    const user = userEvent.setup({ delay: null });
    render(<Form validate={validate} />);
    advance(DELAY);
    validate.mockClear();

    await whileTimeStands(() => user.type(botName(), 'H'));
    advance(DELAY - 1);
    await whileTimeStands(() => user.type(botName(), 'i'));
    advance(DELAY - 1);
    // 2 × (delay - 1) since the first keystroke, but only delay - 1 since the last: no check yet.
    expect(validate).not.toHaveBeenCalled();
    advance(1);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(validate).toHaveBeenCalledWith({ botName: 'Hi' }, undefined);
    advance(DELAY * 5);
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it("shows the check's message under the field once it is touched and checked", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Form validate={(values) => (values.botName.length > 3 ? { botName: 'at most 3' } : {})} />);
    await whileTimeStands(async () => {
      await user.type(botName(), 'Long');
      await user.tab();
    });
    expect(screen.queryByText('at most 3')).not.toBeInTheDocument();
    advance(DELAY);
    // Formik settles the check's promise in later microtasks.
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
    });
    expect(botName()).toHaveAccessibleDescription('at most 3');
  });
});
