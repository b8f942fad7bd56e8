import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { describe, expect, it, vi } from 'vitest';

import { axeViolations } from '@tests/axe';

import { FormikColourInput } from './FormikColourInput';

interface Values {
  iconCircle: string;
}

function Form({ onSubmit, against }: { onSubmit(values: Values): void; against?: string }) {
  // Spec 3 §9: the icon circle's default colour.
  const form = useFormik<Values>({ initialValues: { iconCircle: '#b59a6d' }, onSubmit });
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Behavior">
      <FormikColourInput
        form={form}
        name="iconCircle"
        label="Icon circle colour"
        against={against}
        againstName={against ? 'black' : undefined}
      />
      <button type="submit">Save</button>
    </form>
  );
}

/**
 * An arrow key pressed on one of the picker's sliders. react-colorful reads the legacy `keyCode`, which browsers
 * set and user-event 14 does not: Testing Library's fireEvent sets it.
 */
function pressArrow(slider: HTMLElement, key: 'ArrowDown' | 'ArrowRight') {
  const keyCode = { ArrowDown: 40, ArrowRight: 39 }[key];
  fireEvent.keyDown(slider, { key, code: key, keyCode });
  fireEvent.keyUp(slider, { key, code: key, keyCode });
}

const field = () => screen.getByRole('group', { name: 'Icon circle colour' });
const hex = () => within(field()).getByRole('textbox', { name: 'Icon circle colour (hex)' });

describe('FormikColourInput', () => {
  it('shows the colour’s code and its contrast with white text, flagged below 4.5:1', async () => {
    render(<Form onSubmit={vi.fn()} />);
    expect(hex()).toHaveValue('#b59a6d');
    expect(hex()).toHaveAccessibleDescription('Contrast with white text: 2.6:1 (fails AA for text)');
    expect(await axeViolations(field())).toEqual([]);
  });

  it('offers the nearest colour that passes AA, and takes it on a click', async () => {
    const user = userEvent.setup();
    render(<Form onSubmit={vi.fn()} />);
    const use = within(field()).getByRole('button', { name: /^Use #[0-9a-f]{6}, the nearest that passes$/ });
    const suggested = /#[0-9a-f]{6}/.exec(use.textContent ?? '')?.[0] ?? '';
    await user.click(use);
    expect(hex()).toHaveValue(suggested);
    expect(hex()).toHaveAccessibleDescription(/^Contrast with white text: 4\.\d:1 \(AA\)$/);
    expect(within(field()).queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();
  });

  it('takes a colour typed as a hex code, and updates the readout', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    await user.clear(hex());
    await user.type(hex(), '003767');
    expect(within(field()).getByText('Contrast with white text: 12:1 (AAA)')).toBeInTheDocument();
    await user.clear(hex());
    await user.type(hex(), '#767676');
    expect(within(field()).getByText('Contrast with white text: 4.5:1 (AA)')).toBeInTheDocument();
    // What is not a colour is not taken: the field keeps the last colour, and the input shows it once left.
    await user.clear(hex());
    await user.type(hex(), 'zz12');
    await user.tab();
    expect(hex()).toHaveValue('#767676');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ iconCircle: '#767676' }, expect.anything());
  });

  it('changes the colour from the keyboard with the picker’s sliders', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const hue = within(field()).getByRole('slider', { name: 'Hue' });
    const colour = within(field()).getByRole('slider', { name: 'Color' });

    await user.tab();
    expect(colour).toHaveFocus();
    // Darker: brightness down by 5 % per press.
    expect(colour).toHaveAttribute('aria-valuetext', 'Saturation 40%, Brightness 71%');
    pressArrow(colour, 'ArrowDown');
    pressArrow(colour, 'ArrowDown');
    expect(colour).toHaveAttribute('aria-valuetext', 'Saturation 40%, Brightness 61%');
    const darker = (hex() as HTMLInputElement).value;
    expect(darker).not.toBe('#b59a6d');
    await user.tab();
    expect(hue).toHaveFocus();
    const hueBefore = Number(hue.getAttribute('aria-valuenow'));
    pressArrow(hue, 'ArrowRight');
    expect(Number(hue.getAttribute('aria-valuenow'))).toBe(hueBefore + 18);
    expect(hex()).not.toHaveValue(darker);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saved = (onSubmit.mock.calls[0]![0] as Values).iconCircle;
    expect(saved).toMatch(/^#[0-9a-f]{6}$/);
    expect(hex()).toHaveValue(saved);
  });

  it('measures against the colour it is given', () => {
    render(<Form onSubmit={vi.fn()} against="#000000" />);
    expect(within(field()).getByText('Contrast with black text: 7.8:1 (AAA)')).toBeInTheDocument();
  });
});
