/**
 * S3's REST protocol as `@aws-sdk/client-s3` and browsers speak it: addresses (path-style
 * `https://s3.<region>.amazonaws.com/<bucket>/<key>` and virtual-hosted `https://<bucket>.s3.<region>.amazonaws.com/<key>`),
 * the XML `<Error>` document, the response headers (request id, ETag), bodies sent `aws-chunked` with a trailing
 * checksum, and S3's CRC32 and MD5 digests.
 */
import { HttpResponse } from 'msw';

import { newId } from '../db';
import { corsHeaders, escapeMarkup } from '../http';

import type { FaultProtocol } from './fault';
import { md5Hex } from './md5';

/** An S3 host of any region: `s3.amazonaws.com`, `s3.<region>.amazonaws.com`, `<bucket>.s3.<region>.amazonaws.com`. */
const S3_HOST = /^(?:(.+)\.)?s3(?:[.-]([a-z0-9-]+))?\.amazonaws\.com$/;

export interface S3Address {
  bucket: string;
  /** The object key, decoded; '' for the bucket itself. */
  key: string;
}

/**
 * The bucket and key a request addresses on an S3 host, or, on any other host (a configured endpoint,
 * path-style), when its first path segment is one of `knownBuckets`. Undefined when it is not for S3.
 */
export function s3Address(url: string, knownBuckets: readonly string[] = []): S3Address | undefined {
  const { hostname, pathname } = new URL(url);
  const decode = (raw: string) => {
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  };
  const host = S3_HOST.exec(hostname);
  if (host?.[1]) {
    const key = decode(pathname.slice(1));
    return key === undefined ? undefined : { bucket: host[1], key };
  }
  const slash = pathname.indexOf('/', 1);
  const bucket = slash < 0 ? pathname.slice(1) : pathname.slice(1, slash);
  if (!bucket || (!host && !knownBuckets.includes(bucket))) return undefined;
  const key = decode(slash < 0 ? '' : pathname.slice(slash + 1));
  return key === undefined ? undefined : { bucket, key };
}

/** S3's request ids: 16 upper-case hex characters. */
export const s3RequestId = () => newId().replace(/-/g, '').slice(0, 16).toUpperCase();

/** The headers of every S3 answer: CORS (exposing what the SDK reads) and a request id. */
export function s3Headers(request: Request, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...corsHeaders(request),
    'Access-Control-Expose-Headers':
      'ETag, x-amz-request-id, x-amz-checksum-crc32, Content-Length, Content-Type',
    'x-amz-request-id': s3RequestId(),
    ...extra,
  };
}

/** S3's XML error document (HEAD answers carry no body); `details` adds elements such as Key or BucketName. */
export function s3Error(
  request: Request,
  status: number,
  code: string,
  message: string,
  details: Record<string, string> = {},
) {
  const requestId = s3RequestId();
  const extra = Object.entries(details)
    .map(([name, value]) => `<${name}>${escapeMarkup(value)}</${name}>`)
    .join('');
  const body =
    request.method === 'HEAD'
      ? null
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeMarkup(message)}</Message>${extra}<RequestId>${requestId}</RequestId><HostId>emulator</HostId></Error>`;
  return new HttpResponse(body, {
    status,
    headers: s3Headers(request, { 'Content-Type': 'application/xml', 'x-amz-request-id': requestId }),
  });
}

/** S3's error code for an injected fault's status (or the fault's own `errorType`). */
export function s3FaultCode(status: number): string {
  return status === 403
    ? 'AccessDenied'
    : status === 404
      ? 'NoSuchKey'
      : status === 503
        ? 'SlowDown'
        : status >= 500
          ? 'InternalError'
          : 'InvalidRequest';
}

export const s3Fault: FaultProtocol = (fault, request, operation) =>
  s3Error(
    request,
    fault.status,
    fault.errorType ?? s3FaultCode(fault.status),
    fault.message ?? `Injected fault in ${operation}.`,
  );

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

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

/** The ETag S3 gives a single-part upload: the MD5 of the bytes, hex, in quotes. */
export const entityTag = (bytes: Uint8Array): string => `"${md5Hex(bytes)}"`;

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

export class S3BodyError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A PutObject body, plain or `aws-chunked`, with the `x-amz-checksum-*` values sent in headers or trailers; a
 * CRC32 checksum is verified as S3 verifies it (BadDigest), and a body over `maxBytes` is EntityTooLarge.
 */
export async function readObjectBody(
  request: Request,
  maxBytes: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; checksums: Record<string, string> }> {
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
      throw new S3BodyError(400, 'IncompleteBody', error instanceof Error ? error.message : 'Bad body.');
    }
  }
  if (bytes.length > maxBytes) {
    throw new S3BodyError(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
  }
  const crc32 = checksums['x-amz-checksum-crc32'];
  if (crc32 !== undefined && crc32 !== crc32Base64(bytes)) {
    throw new S3BodyError(400, 'BadDigest', 'The CRC32 you specified did not match the calculated checksum.');
  }
  return { bytes: Uint8Array.from(bytes), checksums };
}
