/**
 * The emulated S3: the tenant config's named buckets (see buckets.ts), speaking S3's REST protocol as
 * `@aws-sdk/client-s3` uses it: PutObject (`PUT /<bucket>/<key>` path-style on any endpoint, or
 * `PUT https://<bucket>.s3.<region>.amazonaws.com/<key>` virtual-hosted), GetObject, HeadObject and DeleteObject.
 *
 * The caller is found by the SigV4 access key id among the identity pool's issued credentials (the signature
 * itself is not recomputed): unsigned → 403 AccessDenied, a key id never issued → 403 InvalidAccessKeyId,
 * expired credentials → 400 ExpiredToken, as S3 answers. A signed-in caller may use only keys under its own
 * prefix (the profile-picture bucket: its user id; the upload bucket: its organisation), else 403
 * AccessDenied; guests may not write at all. Reads of the profile-picture bucket are public (`<img>` tags).
 * An unknown bucket is 404 NoSuchBucket. Bodies may come plain or `aws-chunked`; a CRC32 checksum, in a header
 * or a trailer, is verified. Objects persist in the module state (`state.s3.buckets[bucket][key]`).
 *
 * Emulator code (a job's result file, an uploaded image) stores with `storeObject` and deletes with
 * `deleteStoredObject`.
 * Faults: operation names PutObject, GetObject, HeadObject, DeleteObject.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';

import { applyFault } from '../../core/protocol/fault';
import {
  base64ToBytes,
  bytesToBase64,
  entityTag,
  readObjectBody,
  s3Address,
  S3BodyError,
  s3Error,
  s3Fault,
  s3Headers,
} from '../../core/protocol/s3-rest';
import { signingCaller } from '../../core/protocol/sigv4';
import type { EmulatorContext } from '../../core/types';

import { type BucketDefinition, bucketsOf, mayUseKey } from './buckets';
import type { S3Object } from './state';

/** S3's own default content type for an object uploaded without one. */
const DEFAULT_CONTENT_TYPE = 'binary/octet-stream';

type S3Operation = 'PutObject' | 'GetObject' | 'HeadObject' | 'DeleteObject';

function objectHeaders(request: Request, object: S3Object): Record<string, string> {
  return s3Headers(request, {
    'Content-Type': object.contentType,
    'Content-Length': String(object.size),
    ETag: object.etag,
    'Last-Modified': new Date(object.lastModified).toUTCString(),
    'Accept-Ranges': 'bytes',
    // The store serves what users uploaded (FAQ images, profile pictures): a browser must take the stated type,
    // never sniff an image's bytes for HTML or script (issue 21 §5.4; docs/hosting.md).
    'X-Content-Type-Options': 'nosniff',
  });
}

/** Answers the request when the caller may not use this key; undefined when it may. */
function denied(
  context: EmulatorContext,
  request: Request,
  bucket: BucketDefinition,
  key: string,
  access: 'read' | 'write',
): Response | undefined {
  if (access === 'read' && bucket.publicRead) return undefined;
  const caller = signingCaller(context, request);
  if (!caller.ok) {
    if (caller.reason === 'unknown-key') {
      return s3Error(
        request,
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );
    }
    if (caller.reason === 'expired')
      return s3Error(request, 400, 'ExpiredToken', 'The provided token has expired.');
    return s3Error(request, 403, 'AccessDenied', 'Access Denied');
  }
  if (!caller.user || !caller.tenant) return s3Error(request, 403, 'AccessDenied', 'Access Denied');
  if (!mayUseKey(bucket, { sub: caller.user.sub, tenant: caller.tenant }, key)) {
    return s3Error(request, 403, 'AccessDenied', 'Access Denied');
  }
  return undefined;
}

/**
 * Stores an object as PutObject would, for emulator code: e.g. a job's result file, written before the message
 * that links to it is queued (src/emulator/README.md, "A job that writes S3, then SQS").
 */
export function storeObject(
  context: EmulatorContext,
  bucket: string,
  key: string,
  content: Uint8Array | string,
  contentType: string,
): S3Object {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const object: S3Object = {
    key,
    contentType,
    body: bytesToBase64(bytes),
    size: bytes.length,
    etag: entityTag(bytes),
    lastModified: context.clock.nowIso(),
  };
  context.db.update('s3', (state) => {
    state.buckets[bucket] = { ...state.buckets[bucket], [key]: object };
  });
  return object;
}

/** Deletes an object as DeleteObject would, for emulator code (an image that was replaced); nothing when absent. */
export function deleteStoredObject(context: EmulatorContext, bucket: string, key: string): void {
  if (!Object.hasOwn(context.db.state.s3.buckets[bucket] ?? {}, key)) return;
  context.db.update('s3', (state) => {
    state.buckets[bucket] = Object.fromEntries(
      Object.entries(state.buckets[bucket] ?? {}).filter(([candidate]) => candidate !== key),
    );
  });
}

export function s3Handlers(context: EmulatorContext): RequestHandler[] {
  const buckets = bucketsOf(context.config);
  const names = buckets.map((bucket) => bucket.name);
  const addressOf = (request: Request) => s3Address(request.url, names);
  const forS3 = ({ request }: { request: Request }) => addressOf(request) !== undefined;
  const objectsOf = (bucket: string) => context.db.state.s3.buckets[bucket] ?? {};

  /** The shared start of every operation: fault, bucket, key, policy. */
  const begin = async (request: Request, operation: S3Operation, access: 'read' | 'write') => {
    const injected = await applyFault(context, operation, request, s3Fault);
    if (injected) return { response: injected };
    const address = addressOf(request);
    const bucket = buckets.find((candidate) => candidate.name === address?.bucket);
    if (!address || !bucket) {
      return {
        response: s3Error(request, 404, 'NoSuchBucket', 'The specified bucket does not exist', {
          BucketName: address?.bucket ?? '',
        }),
      };
    }
    const { key } = address;
    if (!key) {
      return {
        response: s3Error(request, 501, 'NotImplemented', 'The emulator implements object operations only.'),
      };
    }
    // Objects are kept in a plain record by key; this one key would reach its prototype.
    if (key === '__proto__') {
      return {
        response: s3Error(request, 400, 'InvalidArgument', 'This key is not supported.', { Key: key }),
      };
    }
    const refusal = denied(context, request, bucket, key, access);
    return refusal ? { response: refusal } : { bucket, key };
  };

  const putObject = http.put(forS3, async ({ request }) => {
    const started = await begin(request, 'PutObject', 'write');
    if ('response' in started) return started.response;
    const { bucket, key } = started;
    let body: Awaited<ReturnType<typeof readObjectBody>>;
    try {
      body = await readObjectBody(request, bucket.maxBytes);
    } catch (error) {
      if (error instanceof S3BodyError) return s3Error(request, error.status, error.code, error.message);
      throw error;
    }
    const object = storeObject(
      context,
      bucket.name,
      key,
      body.bytes,
      request.headers.get('content-type') || DEFAULT_CONTENT_TYPE,
    );
    return new HttpResponse(null, {
      status: 200,
      headers: s3Headers(request, { ETag: object.etag, ...body.checksums }),
    });
  });

  const readObject =
    (operation: 'GetObject' | 'HeadObject') =>
    async ({ request }: { request: Request }) => {
      const started = await begin(request, operation, 'read');
      if ('response' in started) return started.response;
      const { bucket, key } = started;
      const objects = objectsOf(bucket.name);
      const object = Object.hasOwn(objects, key) ? objects[key] : undefined;
      if (!object)
        return s3Error(request, 404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
      const headers = objectHeaders(request, object);
      return operation === 'HeadObject'
        ? new HttpResponse(null, { status: 200, headers })
        : new HttpResponse(base64ToBytes(object.body), { status: 200, headers });
    };

  const deleteObject = http.delete(forS3, async ({ request }) => {
    const started = await begin(request, 'DeleteObject', 'write');
    if ('response' in started) return started.response;
    deleteStoredObject(context, started.bucket.name, started.key);
    // S3 answers 204 whether or not the key existed.
    return new HttpResponse(null, { status: 204, headers: s3Headers(request) });
  });

  return [
    putObject,
    http.get(forS3, readObject('GetObject')),
    http.head(forS3, readObject('HeadObject')),
    deleteObject,
  ];
}
