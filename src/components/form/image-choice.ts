import * as yup from 'yup';

import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, IMAGE_TYPES } from '@/contracts/website-assistant';

/** What an image field holds: nothing, a file chosen on this device (to upload), or the address of an image. */
export type ImageChoice = { kind: 'none' } | { kind: 'file'; file: File } | { kind: 'url'; url: string };

export const NO_IMAGE: ImageChoice = { kind: 'none' };

/** Spec 3 §5, §9: the size and the names an image may have (the server holds the same, src/contracts). */
export { IMAGE_MAX_BYTES };

const IMAGE_EXTENSIONS = Object.keys(IMAGE_TYPES);

/** For the file chooser's `accept`: the extensions, and their types for systems that filter by type. */
export const IMAGE_ACCEPT = [...IMAGE_EXTENSIONS, ...new Set(Object.values(IMAGE_TYPES))].join(',');

export const IMAGE_MESSAGES = {
  /** Spec 3 §5, verbatim. */
  tooLarge: IMAGE_TOO_LARGE,
  /** Spec 3 §5 (after the field's name, as its 'is required'). */
  wrongType: 'has to be a .jpg/.png/.bmp/.svg file',
  required: 'is required',
  /** Ours: the spec does not say what an image link may be. */
  notWebAddress: 'has to be a web address starting with http:// or https://',
} as const;

/** Why `file` cannot be the image (its name's extension, then its size), or null when it can. */
export function imageFileProblem(file: File, label: string): string | null {
  const name = file.name.toLowerCase();
  if (!IMAGE_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return `${label} ${IMAGE_MESSAGES.wrongType}`;
  }
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/**
 * Whether `text` is an http or https address with a host. Other schemes are refused: `javascript:` and `data:`
 * links are how script gets into a page that shows the link, and the bot's page must be able to load the image.
 */
export function isWebAddress(text: string): boolean {
  let address: URL;
  try {
    address = new URL(text);
  } catch {
    return false;
  }
  return (address.protocol === 'http:' || address.protocol === 'https:') && address.hostname !== '';
}

/**
 * The schema of an image field: the file's type and size (checked again here for values that did not come
 * through the upload field), and a link's scheme. `required`: a choice must be made.
 */
export function imageChoiceSchema({ label, required = false }: { label: string; required?: boolean }) {
  return yup
    .mixed<ImageChoice>()
    .test('image-required', `${label} ${IMAGE_MESSAGES.required}`, (choice) => {
      return !required || (choice !== undefined && choice.kind !== 'none');
    })
    .test('image-file', (choice, context) => {
      if (choice?.kind !== 'file') return true;
      const problem = imageFileProblem(choice.file, label);
      return problem ? context.createError({ message: problem }) : true;
    })
    .test('image-link', `${label} ${IMAGE_MESSAGES.notWebAddress}`, (choice) => {
      return choice?.kind !== 'url' || isWebAddress(choice.url.trim());
    });
}
