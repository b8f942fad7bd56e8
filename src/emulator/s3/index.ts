/**
 * The emulated S3 bucket for profile pictures (the tenant config's `profilePictureBucket`), speaking S3's REST
 * protocol as `@aws-sdk/client-s3` uses it: PutObject (`PUT /<bucket>/<key>` path-style on any endpoint, or
 * `PUT https://<bucket>.s3.<region>.amazonaws.com/<key>` virtual-hosted), and GetObject / HeadObject of the
 * same URL so that the avatar can be shown.
 *
 * Writes need a SigV4 `Authorization` header (or a presigned URL); the signature itself is not checked, as
 * nowhere in the emulated cloud. Reads are public, like a bucket whose objects are served to `<img>` tags.
 * Bodies may come plain or `aws-chunked` (the SDK streams with a trailing checksum); a CRC32 checksum, in a
 * header or a trailer, is verified as S3 verifies it. Objects persist in state.profilePictures by key.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';

import type { TenantConfig } from '@/config/tenant-schema';

import { newId, nowIso } from '../db';
import type { Fault } from '../faults';
import { corsHeaders } from '../http';
import type { EmulatorContext, StoredObject } from '../types';

/** The profile-picture bucket of a tenant: its config's `profilePictureBucket`. */
export function profilePictureBucket(config: Pick<TenantConfig, 'profilePictureBucket'>): string {
  return config.profilePictureBucket;
}

/** The largest picture the emulator keeps (it persists in IndexedDB with everything else). */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/** S3's own default content type for an object uploaded without one. */
const DEFAULT_CONTENT_TYPE = 'binary/octet-stream';

/** The object key a request addresses in the bucket, or undefined when it is not for the bucket. */
export function objectKey(url: string, bucket: string): string | undefined {
  const { hostname, pathname } = new URL(url);
  const raw = hostname.startsWith(`${bucket}.s3.`)
    ? pathname.slice(1)
    : pathname.startsWith(`/${bucket}/`)
      ? pathname.slice(bucket.length + 2)
      : undefined;
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function s3Headers(request: Request, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...corsHeaders(request),
    'Access-Control-Expose-Headers':
      'ETag, x-amz-request-id, x-amz-checksum-crc32, Content-Length, Content-Type',
    'x-amz-request-id': newId().replace(/-/g, '').slice(0, 16).toUpperCase(),
    ...extra,
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** S3's XML error document (HEAD answers carry no body). */
function s3Error(request: Request, status: number, code: string, message: string, key?: string) {
  const requestId = newId().replace(/-/g, '').slice(0, 16).toUpperCase();
  const body =
    request.method === 'HEAD'
      ? null
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>${
          key === undefined ? '' : `<Key>${escapeXml(key)}</Key>`
        }<RequestId>${requestId}</RequestId><HostId>emulator</HostId></Error>`;
  return new HttpResponse(body, {
    status,
    headers: s3Headers(request, { 'Content-Type': 'application/xml', 'x-amz-request-id': requestId }),
  });
}

function faultResponse(request: Request, operation: string, fault: Fault) {
  const code =
    fault.status === 403
      ? 'AccessDenied'
      : fault.status === 404
        ? 'NoSuchKey'
        : fault.status === 503
          ? 'SlowDown'
          : fault.status >= 500
            ? 'InternalError'
            : 'InvalidRequest';
  return s3Error(request, fault.status, code, fault.message ?? `Injected fault in ${operation}.`);
}

/** Whether the request carries a SigV4 signature: an Authorization header or a presigned URL. */
function isSigned(request: Request): boolean {
  if (request.headers.get('authorization')?.startsWith('AWS4-HMAC-SHA256 ')) return true;
  const query = new URL(request.url).searchParams;
  return query.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256' && query.has('X-Amz-Signature');
}

const CRC32_TABLE = Uint32Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

/** CRC-32 (IEEE), as S3's `x-amz-checksum-crc32`: the 4 big-endian bytes, base64. */
export function crc32Base64(bytes: Uint8Array): string {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC32_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  crc = (crc ^ 0xffffffff) >>> 0;
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, crc);
  return bytesToBase64(out);
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

const decoder = new TextDecoder();

/**
 * Decodes an `aws-chunked` body: `<hex size>[;chunk-signature=…]\r\n<bytes>\r\n` chunks, a zero-size chunk,
 * then trailer lines such as `x-amz-checksum-crc32:<base64>`.
 */
export function decodeAwsChunked(body: Uint8Array): { data: Uint8Array; trailers: Record<string, string> } {
  const parts: Uint8Array[] = [];
  const trailers: Record<string, string> = {};
  let offset = 0;
  const readLine = () => {
    let end = offset;
    while (end + 1 < body.length && !(body[end] === 13 && body[end + 1] === 10)) end += 1;
    if (end + 1 >= body.length) {
      const rest = decoder.decode(body.subarray(offset));
      offset = body.length;
      return rest;
    }
    const line = decoder.decode(body.subarray(offset, end));
    offset = end + 2;
    return line;
  };
  for (;;) {
    if (offset >= body.length) throw new RangeError('The chunked body ended early.');
    const header = readLine();
    const size = Number.parseInt(header.split(';')[0] ?? '', 16);
    if (!Number.isFinite(size) || size < 0) throw new RangeError('Bad chunk size.');
    if (size === 0) break;
    if (offset + size > body.length) throw new RangeError('The chunked body ended early.');
    parts.push(body.subarray(offset, offset + size));
    offset += size + 2;
  }
  while (offset < body.length) {
    const line = readLine();
    const colon = line.indexOf(':');
    if (colon > 0) trailers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const data = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let position = 0;
  for (const part of parts) {
    data.set(part, position);
    position += part.length;
  }
  return { data, trailers };
}

async function entityTag(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  // S3 sends the MD5 of a single-part upload; WebCrypto has no MD5, and clients only echo the value back.
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return `"${Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')}"`;
}

function objectHeaders(request: Request, object: StoredObject): Record<string, string> {
  return s3Headers(request, {
    'Content-Type': object.contentType,
    'Content-Length': String(object.size),
    ETag: object.etag,
    'Last-Modified': new Date(object.lastModified).toUTCString(),
    'Accept-Ranges': 'bytes',
  });
}

export function s3Handlers(context: EmulatorContext): RequestHandler[] {
  const bucket = profilePictureBucket(context.config);
  const forBucket = ({ request }: { request: Request }) => objectKey(request.url, bucket) !== undefined;

  const putObject = http.put(forBucket, async ({ request }) => {
    const key = objectKey(request.url, bucket) ?? '';
    const fault = context.faults.take('PutObject');
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault && fault.status !== 0) return faultResponse(request, 'PutObject', fault);
    if (!isSigned(request)) return s3Error(request, 403, 'AccessDenied', 'Access Denied');
    // Objects are kept in a plain record by key; this one key would reach its prototype.
    if (key === '__proto__')
      return s3Error(request, 400, 'InvalidArgument', 'This key is not supported.', key);

    let bytes: Uint8Array = new Uint8Array(await request.arrayBuffer());
    const checksums: Record<string, string> = {};
    for (const [name, value] of request.headers)
      if (name.startsWith('x-amz-checksum-')) checksums[name] = value;
    const chunked =
      (request.headers.get('content-encoding') ?? '').includes('aws-chunked') ||
      (request.headers.get('x-amz-content-sha256') ?? '').startsWith('STREAMING-');
    if (chunked) {
      try {
        const decoded = decodeAwsChunked(bytes);
        bytes = decoded.data;
        for (const [name, value] of Object.entries(decoded.trailers)) {
          if (name.startsWith('x-amz-checksum-')) checksums[name] = value;
        }
      } catch (error) {
        return s3Error(request, 400, 'IncompleteBody', error instanceof Error ? error.message : 'Bad body.');
      }
    }
    if (bytes.length > MAX_PICTURE_BYTES) {
      return s3Error(request, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    }
    const crc32 = checksums['x-amz-checksum-crc32'];
    if (crc32 !== undefined && crc32 !== crc32Base64(bytes)) {
      return s3Error(
        request,
        400,
        'BadDigest',
        'The CRC32 you specified did not match the calculated checksum.',
      );
    }
    const body = Uint8Array.from(bytes);
    const object: StoredObject = {
      key,
      contentType: request.headers.get('content-type') || DEFAULT_CONTENT_TYPE,
      body: bytesToBase64(body),
      size: body.length,
      etag: await entityTag(body),
      lastModified: nowIso(),
    };
    context.db.update((state) => {
      state.profilePictures[key] = object;
    });
    return new HttpResponse(null, {
      status: 200,
      headers: s3Headers(request, { ETag: object.etag, ...checksums }),
    });
  });

  const readObject =
    (operation: 'GetObject' | 'HeadObject') =>
    async ({ request }: { request: Request }) => {
      const key = objectKey(request.url, bucket) ?? '';
      const fault = context.faults.take(operation);
      if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault && fault.status !== 0) return faultResponse(request, operation, fault);
      const object = Object.hasOwn(context.db.state.profilePictures, key)
        ? context.db.state.profilePictures[key]
        : undefined;
      if (!object) return s3Error(request, 404, 'NoSuchKey', 'The specified key does not exist.', key);
      const headers = objectHeaders(request, object);
      return operation === 'HeadObject'
        ? new HttpResponse(null, { status: 200, headers })
        : new HttpResponse(base64ToBytes(object.body), { status: 200, headers });
    };

  return [
    putObject,
    http.get(forBucket, readObject('GetObject')),
    http.head(forBucket, readObject('HeadObject')),
  ];
}
