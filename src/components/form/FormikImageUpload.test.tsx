import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';

import { axeViolations } from '@tests/axe';

import { FormikImageUpload, type ImageChoice } from './FormikImageUpload';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, imageChoiceSchema, NO_IMAGE } from './image-choice';

interface Values {
  chatImage: ImageChoice;
}

function Form({ onSubmit, disabled = false }: { onSubmit(values: Values): void; disabled?: boolean }) {
  const form = useFormik<Values>({
    initialValues: { chatImage: NO_IMAGE },
    validationSchema: yup.object({ chatImage: imageChoiceSchema({ label: 'Chat image', required: true }) }),
    onSubmit,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="Behavior">
      <FormikImageUpload form={form} name="chatImage" label="Chat image" disabled={disabled} />
      <button type="submit">Save</button>
    </form>
  );
}

const image = (name: string, bytes: number, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });
const field = () => screen.getByRole('group', { name: 'Chat image' });
const chooser = () => screen.getByLabelText('Choose chat image file', { selector: 'input' });
const preview = () => screen.queryByRole('img', { name: /^Preview of / });

describe('FormikImageUpload', () => {
  it('takes a chosen image, previews it, and frees each preview once it is replaced, removed or gone', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { unmount } = render(<Form onSubmit={onSubmit} />);
    expect(within(field()).getByRole('button', { name: 'Choose chat image file' })).toBeEnabled();
    expect(preview()).not.toBeInTheDocument();

    const logo = image('logo.png', 2_000);
    await user.upload(chooser(), logo);
    expect(preview()).toHaveAccessibleName('Preview of logo.png');
    const firstUrl = preview()!.getAttribute('src')!;
    expect(firstUrl).toMatch(/^blob:/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ chatImage: { kind: 'file', file: logo } }, expect.anything());

    // Exactly 1 MB (1024 × 1024 bytes) is allowed.
    await user.upload(chooser(), image('banner.jpeg', IMAGE_MAX_BYTES, 'image/jpeg'));
    expect(preview()).toHaveAccessibleName('Preview of banner.jpeg');
    expect(revoke).toHaveBeenCalledWith(firstUrl);
    const secondUrl = preview()!.getAttribute('src')!;

    await user.click(within(field()).getByRole('button', { name: 'Remove chat image' }));
    expect(preview()).not.toBeInTheDocument();
    expect(revoke).toHaveBeenCalledWith(secondUrl);

    await user.upload(chooser(), image('icon.svg', 500, 'image/svg+xml'));
    const thirdUrl = preview()!.getAttribute('src')!;
    unmount();
    expect(revoke).toHaveBeenCalledWith(thirdUrl);
  });

  it('refuses a file over 1 MB or of another type with the spec’s message, keeping the image it had', async () => {
    // As when the user switches the file chooser to "All files": the `accept` filter is only a suggestion.
    const user = userEvent.setup({ applyAccept: false });
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const logo = image('logo.png', 2_000);
    await user.upload(chooser(), logo);

    await user.upload(chooser(), image('photo.png', IMAGE_MAX_BYTES + 1));
    expect(within(field()).getByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.tooLarge);
    expect(preview()).toHaveAccessibleName('Preview of logo.png');

    await user.upload(chooser(), image('animation.gif', 100, 'image/gif'));
    expect(within(field()).getByRole('alert')).toHaveTextContent(
      'Chat image has to be a .jpg/.png/.bmp/.svg file',
    );
    expect(preview()).toHaveAccessibleName('Preview of logo.png');
    expect(await axeViolations(field())).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ chatImage: { kind: 'file', file: logo } }, expect.anything());

    // The next good choice takes the message away.
    await user.upload(chooser(), image('logo.bmp', 100, 'image/bmp'));
    expect(within(field()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes the address of an image instead, http or https only', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const link = within(field()).getByRole('textbox', { name: 'Chat image link' });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(field()).findByText('Chat image is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(link, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(field()).findByText(`Chat image ${IMAGE_MESSAGES.notWebAddress}`),
    ).toBeInTheDocument();
    expect(link).toHaveAccessibleDescription(`Chat image ${IMAGE_MESSAGES.notWebAddress}`);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(link);
    await user.type(link, 'https://cdn.example.com/bot.png');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      { chatImage: { kind: 'url', url: 'https://cdn.example.com/bot.png' } },
      expect.anything(),
    );
    // A link is not loaded (the page's policy allows images from named hosts only).
    expect(preview()).not.toBeInTheDocument();

    // Choosing a file replaces the link.
    await user.upload(chooser(), image('logo.png', 100));
    expect(link).toHaveValue('');
  });

  it('offers nothing to change while disabled (spec 3: only the Administrator uploads)', () => {
    render(<Form onSubmit={vi.fn()} disabled />);
    expect(within(field()).getByRole('button', { name: 'Choose chat image file' })).toBeDisabled();
    expect(within(field()).getByRole('textbox', { name: 'Chat image link' })).toBeDisabled();
    expect(chooser()).toBeDisabled();
  });
});
