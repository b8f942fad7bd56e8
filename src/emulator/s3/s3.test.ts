/** The profile-picture bucket against the real `@aws-sdk/client-s3`, and as an `<img>` reads it. */
import { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { beforeEach, describe, expect, it } from 'vitest';

import { emulator, server } from '../../../tests/emulator';
import type { EmulatorContext } from '../types';

import { crc32Base64, profilePictureBucket } from './index';

let context: EmulatorContext;
let bucket = '';

beforeEach(() => {
  context = emulator();
  bucket = profilePictureBucket(context.config);
});

/** As the portal would make it: the tenant's region, path-style, the identity pool's temporary credentials. */
function s3Client(options: { forcePathStyle?: boolean } = {}) {
  return new S3Client({
    region: context.config.region,
    forcePathStyle: options.forcePathStyle ?? true,
    credentials: { accessKeyId: 'ASIAEMULATOREXAMPLE1', secretAccessKey: 'secret', sessionToken: 'token' },
  });
}

/** A few bytes of a PNG file (the signature and a made-up rest). */
const PICTURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3, 254, 255]);

const objectUrl = (key: string) => `https://s3.${context.config.region}.amazonaws.com/${bucket}/${key}`;

describe('the profile-picture bucket', () => {
  it('is the tenant config’s bucket', () => {
    expect(bucket).toBe('demo-assistant-portal-profile-pictures');
  });

  it('stores a PutObject and serves it back to GetObject and to a plain GET', async () => {
    const key = `${context.db.state.users[0]?.sub ?? 'user'}/avatar-1700000000000.png`;
    const put = await s3Client().send(
      new PutObjectCommand({ Bucket: bucket, Key: key, Body: PICTURE, ContentType: 'image/png' }),
    );
    expect(put.$metadata.httpStatusCode).toBe(200);
    expect(put.ETag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(context.db.state.profilePictures[key]).toMatchObject({
      key,
      contentType: 'image/png',
      size: PICTURE.length,
      etag: put.ETag,
    });

    const got = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    expect(got.ContentType).toBe('image/png');
    expect(got.ETag).toBe(put.ETag);
    expect(Array.from((await got.Body?.transformToByteArray()) ?? [])).toEqual(Array.from(PICTURE));

    // What an <img src> does: no signature needed to read.
    const response = await fetch(objectUrl(key));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Array.from(new Uint8Array(await response.arrayBuffer()))).toEqual(Array.from(PICTURE));
  });

  it('accepts a streamed body (aws-chunked with a trailing checksum) and virtual-hosted addresses', async () => {
    const seen: Request[] = [];
    const listener = ({ request }: { request: Request }) => seen.push(request.clone());
    server.events.on('request:start', listener);
    await s3Client({ forcePathStyle: false }).send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: 'streamed.png',
        Body: Readable.from([PICTURE.subarray(0, 5), PICTURE.subarray(5)]),
        ContentLength: PICTURE.length,
        ContentType: 'image/png',
      }),
    );
    server.events.removeListener('request:start', listener);
    // The SDK streamed it to the bucket's own host, chunked, with the CRC32 after the data (which was checked).
    expect(
      seen.map((request) => [
        new URL(request.url).host,
        request.headers.get('content-encoding'),
        request.headers.get('x-amz-trailer'),
      ]),
    ).toEqual([[`${bucket}.s3.us-east-1.amazonaws.com`, 'aws-chunked', 'x-amz-checksum-crc32']]);
    const stored = context.db.state.profilePictures['streamed.png'];
    expect(stored?.size).toBe(PICTURE.length);
    const response = await fetch(objectUrl('streamed.png'));
    expect(Array.from(new Uint8Array(await response.arrayBuffer()))).toEqual(Array.from(PICTURE));
  });

  it('refuses an unsigned upload and a wrong checksum, and answers NoSuchKey for a missing object', async () => {
    const unsigned = await fetch(objectUrl('avatar.png'), { method: 'PUT', body: PICTURE });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>AccessDenied</Code>');

    const signedHeaders = {
      authorization: 'AWS4-HMAC-SHA256 Credential=ASIAEMULATOREXAMPLE1/20260101/us-east-1/s3/aws4_request',
    };
    const badDigest = await fetch(objectUrl('avatar.png'), {
      method: 'PUT',
      body: PICTURE,
      headers: { ...signedHeaders, 'x-amz-checksum-crc32': crc32Base64(Uint8Array.from([1])) },
    });
    expect(badDigest.status).toBe(400);
    expect(await badDigest.text()).toContain('<Code>BadDigest</Code>');
    expect(context.db.state.profilePictures).toEqual({});

    await expect(
      s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: 'nothing.png' })),
    ).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('computes CRC32 as S3 does', () => {
    expect(crc32Base64(new TextEncoder().encode('123456789'))).toBe('y/Q5Jg==');
  });

  it('fails on purpose when a fault is injected', async () => {
    context.faults.add({ operation: 'PutObject', status: 403, times: 1 });
    await expect(
      s3Client().send(new PutObjectCommand({ Bucket: bucket, Key: 'a.png', Body: PICTURE })),
    ).rejects.toMatchObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
    await s3Client().send(new PutObjectCommand({ Bucket: bucket, Key: 'a.png', Body: PICTURE }));
    expect(context.db.state.profilePictures['a.png']?.size).toBe(PICTURE.length);
  });
});
