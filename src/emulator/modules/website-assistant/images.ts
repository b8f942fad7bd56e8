/**
 * The public bot's two images, the chat image and the launcher's icon, as UpdatePublicBotSettings receives them
 * (src/contracts/website-assistant.ts): a new file (`chatImageNew`, a `data:` URL named by `imageName`), an
 * address (`imageURL`), or the current address kept (`chatImage`; '' removes the image). A new file is stored in
 * the emulated S3's public bucket and the bot keeps its address; what a visitor's page loads must be an image,
 * so the bytes must be the type the name says (issue 21 §5.4) and a link must be a web address.
 */
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, IMAGE_TYPES, isImageAddress } from '@/contracts/website-assistant';
import { imageTypeOf } from '@/lib/image-signature';
import { objectUrl } from '@/services/storage';

import { newId } from '../../core/db';
import { fieldRefused, type Fields, stringField } from '../../core/gateway/envelope';
import { base64ToBytes } from '../../core/protocol/s3-rest';
import type { EmulatorContext } from '../../core/types';
import { deleteStoredObject, storeObject } from '../s3/handlers';

import type { PublicBotImage } from './state';

/** Ours: the longest image address kept (the spec gives none; S3 addresses are far shorter). */
export const IMAGE_ADDRESS_MAX = 2000;
/** Ours: a file name's longest (most file systems' limit). */
const IMAGE_NAME_MAX = 255;

/** The request's fields for each image. */
export const IMAGE_FIELDS = {
  chatImage: { upload: 'chatImageNew', link: 'imageURL', name: 'imageName' },
  chatIcon: { upload: 'chatIconNew', link: 'iconURL', name: 'iconName' },
} as const satisfies Record<PublicBotImage, { upload: string; link: string; name: string }>;

/** An SVG document: its root element is `svg`, after an optional XML declaration, comments and doctype. */
const SVG_START = /^\uFEFF?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>/]/i;

/** Whether the bytes are an image of `type`: PNG and JPEG by their signature, BMP by its 'BM', SVG as XML text. */
function isImageOf(bytes: Uint8Array, type: string): boolean {
  if (type === 'image/bmp') return bytes[0] === 0x42 && bytes[1] === 0x4d;
  if (type === 'image/svg+xml') {
    try {
      return SVG_START.test(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return false;
    }
  }
  return imageTypeOf(bytes) === type;
}

/** The address `text` is, or null when it is none. */
function addressOf(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** Whether `text` is an http or https address with a host: a link visitors' pages may follow. */
export function isWebLink(text: string): boolean {
  const address = addressOf(text);
  return (address?.protocol === 'http:' || address?.protocol === 'https:') && address.hostname !== '';
}

export interface ImageUpload {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
}

/** What a call does to one image: nothing, a new address ('' removes it), or a new file to store. */
export type ImageChange =
  { kind: 'keep' } | { kind: 'address'; address: string } | { kind: 'upload'; upload: ImageUpload };

/** A new file: its name's type, and a base64 `data:` URL of at most IMAGE_MAX_BYTES bytes of that type. */
function uploadOf(dataUrl: string, name: string, image: PublicBotImage): ImageUpload {
  const fields = IMAGE_FIELDS[image];
  const extension = /\.([A-Za-z]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const contentType = Object.hasOwn(IMAGE_TYPES, `.${extension}`)
    ? IMAGE_TYPES[`.${extension}` as keyof typeof IMAGE_TYPES]
    : undefined;
  if (!contentType) throw fieldRefused(fields.name, `${fields.name} has to be a .jpg/.png/.bmp/.svg file.`);
  // The declared type is not trusted (a browser may give none for a .bmp): the name and the bytes decide.
  const base64 = /^data:[^,]*;base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl)?.[1];
  if (base64 === undefined) throw fieldRefused(fields.upload, `${fields.upload} must be a base64 data: URL.`);
  // Refused before decoding when even the encoded text is too long for the limit.
  if (base64.length > Math.ceil(IMAGE_MAX_BYTES / 3) * 4) throw fieldRefused(fields.upload, IMAGE_TOO_LARGE);
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(base64);
  } catch {
    throw fieldRefused(fields.upload, `${fields.upload} must be a base64 data: URL.`);
  }
  if (bytes.length === 0) throw fieldRefused(fields.upload, `${fields.upload} is an empty file.`);
  if (bytes.length > IMAGE_MAX_BYTES) throw fieldRefused(fields.upload, IMAGE_TOO_LARGE);
  if (!isImageOf(bytes, contentType)) {
    throw fieldRefused(fields.upload, `The file is not the .${extension} image its name says.`);
  }
  return { bytes, contentType, extension: extension === 'jpeg' ? 'jpg' : extension };
}

/**
 * What the call asks of one image, checked: a new file first, else a link, else the current address kept (or ''
 * to remove it); any other address is refused, so that nothing unchecked becomes the image.
 */
export function imageChange(fields: Fields, image: PublicBotImage, current: string): ImageChange {
  const names = IMAGE_FIELDS[image];
  const dataUrl = stringField(fields, names.upload);
  if (dataUrl) {
    const name = stringField(fields, names.name, { required: true, max: IMAGE_NAME_MAX });
    return { kind: 'upload', upload: uploadOf(dataUrl, name, image) };
  }
  const link = stringField(fields, names.link, { max: IMAGE_ADDRESS_MAX });
  // The current address sent as the link is no change (an uploaded file's object must stay).
  if (link && link !== current) {
    if (!isImageAddress(link)) {
      throw fieldRefused(names.link, `${names.link} must be an https:// address (or http://localhost).`);
    }
    return { kind: 'address', address: link };
  }
  const kept = link || stringField(fields, image, { max: IMAGE_ADDRESS_MAX });
  if (kept === current) return { kind: 'keep' };
  if (!kept) return { kind: 'address', address: '' };
  throw fieldRefused(image, `${image} must be the current image’s address, or empty to remove the image.`);
}

/** Whether the change sends a new file (only administrators may, spec 3 §6). */
export const uploads = (fields: Fields): boolean =>
  Object.values(IMAGE_FIELDS).some((names) => stringField(fields, names.upload) !== '');

/**
 * Carries out a checked change: a new file goes to the public bucket under the organisation's `public-bot/`
 * prefix (no user's key can start so), and the file it replaces, if the bot had uploaded one, is deleted.
 * Returns the image's address and the key of its stored file ('' for a link or none).
 */
export function applyImageChange(
  context: EmulatorContext,
  tenant: string,
  change: Exclude<ImageChange, { kind: 'keep' }>,
  previousKey: string,
): { address: string; key: string } {
  const bucket = context.config.profilePictureBucket;
  if (previousKey) deleteStoredObject(context, bucket, previousKey);
  if (change.kind === 'address') return { address: change.address, key: '' };
  const key = `public-bot/${tenant}/${newId()}.${change.upload.extension}`;
  storeObject(context, bucket, key, change.upload.bytes, change.upload.contentType);
  return { address: objectUrl(context.config, bucket, key), key };
}
