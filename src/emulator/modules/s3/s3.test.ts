/** The named buckets against the real `@aws-sdk/client-s3`, and the profile pictures as an `<img>` reads them. */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { beforeEach, describe, expect, it } from 'vitest';

import { emulator, server } from '@tests/emulator';

import { crc32Base64 } from '../../core/protocol/s3-rest';
import {
  issueTestCredentials,
  seededUser,
  tenantOf,
  type TestCredentials,
} from '../../core/protocol/test-support';
import type { EmulatorContext } from '../../core/types';
import type { PoolUser } from '../cognito/state';

import { profilePictureBucket, uploadKey } from './buckets';

let context: EmulatorContext;
let bucket = '';
let user: PoolUser;
let credentials: TestCredentials;

beforeEach(() => {
  context = emulator();
  bucket = profilePictureBucket(context.config);
  user = seededUser(context);
  credentials = issueTestCredentials(context, user.sub);
});

/** As the portal makes it: the tenant's region, path-style, the identity pool's temporary credentials. */
function s3Client(options: { forcePathStyle?: boolean; credentials?: TestCredentials } = {}) {
  return new S3Client({
    region: context.config.region,
    forcePathStyle: options.forcePathStyle ?? true,
    credentials: options.credentials ?? credentials,
  });
}

/** A few bytes of a PNG file (the signature and a made-up rest). */
const PICTURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3, 254, 255]);
const CSV = new TextEncoder().encode('question,answer\nWhat is it?,A demo.\n');

const objectUrl = (name: string, key: string) =>
  `https://s3.${context.config.region}.amazonaws.com/${name}/${key}`;
const pictures = () => context.db.state.s3.buckets[bucket] ?? {};
const uploads = () => context.db.state.s3.buckets[context.config.uploadBucket] ?? {};

describe('the profile-picture bucket', () => {
  it('is the tenant config’s bucket', () => {
    expect(bucket).toBe('demo-assistant-portal-profile-pictures');
  });

  it('stores a PutObject under the caller’s own id and serves it to GetObject and to a plain GET', async () => {
    const key = `${user.sub}/1700000000000.png`;
    const put = await s3Client().send(
      new PutObjectCommand({ Bucket: bucket, Key: key, Body: PICTURE, ContentType: 'image/png' }),
    );
    expect(put.$metadata.httpStatusCode).toBe(200);
    // S3's ETag of a single-part upload is the MD5 of its bytes.
    expect(put.ETag).toBe(`"${createHash('md5').update(PICTURE).digest('hex')}"`);
    expect(pictures()[key]).toMatchObject({
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
    const response = await fetch(objectUrl(bucket, key));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Array.from(new Uint8Array(await response.arrayBuffer()))).toEqual(Array.from(PICTURE));
  });

  it('accepts a streamed body (aws-chunked with a trailing checksum) and virtual-hosted addresses', async () => {
    const key = `${user.sub}/streamed.png`;
    const seen: Request[] = [];
    const listener = ({ request }: { request: Request }) => seen.push(request.clone());
    server.events.on('request:start', listener);
    await s3Client({ forcePathStyle: false }).send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
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
    expect(pictures()[key]?.size).toBe(PICTURE.length);
    const response = await fetch(objectUrl(bucket, key));
    expect(Array.from(new Uint8Array(await response.arrayBuffer()))).toEqual(Array.from(PICTURE));
  });

  it('refuses a wrong checksum and answers NoSuchKey for a missing object', async () => {
    const badDigest = await fetch(objectUrl(bucket, `${user.sub}/avatar.png`), {
      method: 'PUT',
      body: PICTURE,
      headers: {
        authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/20260101/us-east-1/s3/aws4_request`,
        'x-amz-checksum-crc32': crc32Base64(Uint8Array.from([1])),
      },
    });
    expect(badDigest.status).toBe(400);
    expect(await badDigest.text()).toContain('<Code>BadDigest</Code>');
    expect(pictures()).toEqual({});

    await expect(
      s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: `${user.sub}/nothing.png` })),
    ).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('computes CRC32 as S3 does', () => {
    expect(crc32Base64(new TextEncoder().encode('123456789'))).toBe('y/Q5Jg==');
  });

  it('fails on purpose when a fault is injected', async () => {
    const key = `${user.sub}/a.png`;
    context.faults.add({ operation: 'PutObject', status: 403, times: 1 });
    await expect(
      s3Client().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: PICTURE })),
    ).rejects.toMatchObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
    await s3Client().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: PICTURE }));
    expect(pictures()[key]?.size).toBe(PICTURE.length);
  });
});

describe('the upload bucket', () => {
  it('takes an organisation’s import under its own prefix, readable and deletable only by that organisation', async () => {
    const key = uploadKey(tenantOf(user), '0f8fad5b-d9cb-469f-a165-70867728950e');
    const upload = context.config.uploadBucket;
    await s3Client().send(
      new PutObjectCommand({ Bucket: upload, Key: key, Body: CSV, ContentType: 'text/csv' }),
    );
    expect(uploads()[key]?.size).toBe(CSV.length);

    const head = await s3Client().send(new HeadObjectCommand({ Bucket: upload, Key: key }));
    expect(head.ContentLength).toBe(CSV.length);
    const got = await s3Client().send(new GetObjectCommand({ Bucket: upload, Key: key }));
    expect(await got.Body?.transformToString()).toBe(new TextDecoder().decode(CSV));

    // Private: no unsigned reads, and another organisation's member cannot read or delete it.
    expect((await fetch(objectUrl(upload, key))).status).toBe(403);
    const stranger = issueTestCredentials(context, seededUser(context, { notTenant: tenantOf(user) }).sub);
    await expect(
      s3Client({ credentials: stranger }).send(new GetObjectCommand({ Bucket: upload, Key: key })),
    ).rejects.toMatchObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
    await expect(
      s3Client({ credentials: stranger }).send(new DeleteObjectCommand({ Bucket: upload, Key: key })),
    ).rejects.toMatchObject({ name: 'AccessDenied' });
    expect(uploads()[key]).toBeDefined();

    // A presigned URL names its access key in the query, as the SDK's presigner writes it.
    const presigned = new URL(objectUrl(upload, key));
    presigned.search = new URLSearchParams({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': `${credentials.accessKeyId}/20260318/us-east-1/s3/aws4_request`,
      'X-Amz-Signature': '0'.repeat(64),
    }).toString();
    expect((await fetch(presigned)).status).toBe(200);

    await s3Client().send(new DeleteObjectCommand({ Bucket: upload, Key: key }));
    expect(uploads()[key]).toBeUndefined();
  });
});

describe('attacks', () => {
  const put = (key: string, target = bucket, client = s3Client()) =>
    client.send(new PutObjectCommand({ Bucket: target, Key: key, Body: PICTURE }));

  it('refuses a write under another user’s or another organisation’s prefix with 403 AccessDenied', async () => {
    const other = seededUser(context, { notTenant: tenantOf(user) });
    await expect(put(`${other.sub}/1700000000000.png`)).rejects.toMatchObject({
      name: 'AccessDenied',
      $metadata: { httpStatusCode: 403 },
    });
    await expect(
      put(uploadKey(tenantOf(other), 'f2b8e3c4-0000-4000-8000-000000000000'), context.config.uploadBucket),
    ).rejects.toMatchObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
    // Nor may a key climb out of the caller's own prefix, or sit at the bucket's root.
    await expect(put(`${user.sub}/../${other.sub}/x.png`)).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(put('avatar.png')).rejects.toMatchObject({ name: 'AccessDenied' });
    expect(pictures()).toEqual({});
    expect(uploads()).toEqual({});
  });

  it('refuses an unsigned write with 403 AccessDenied', async () => {
    const response = await fetch(objectUrl(bucket, `${user.sub}/a.png`), { method: 'PUT', body: PICTURE });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>AccessDenied</Code>');
    expect(pictures()).toEqual({});
  });

  it('refuses an access key the identity pool never issued (403 InvalidAccessKeyId)', async () => {
    const forged = { accessKeyId: 'ASIAFORGED0000000000', secretAccessKey: 'x', sessionToken: 'y' };
    await expect(put(`${user.sub}/a.png`, bucket, s3Client({ credentials: forged }))).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
      $metadata: { httpStatusCode: 403 },
    });
  });

  it('refuses expired credentials (400 ExpiredToken) and a guest identity (403)', async () => {
    const expired = issueTestCredentials(context, user.sub, { expired: true });
    await expect(put(`${user.sub}/a.png`, bucket, s3Client({ credentials: expired }))).rejects.toMatchObject({
      name: 'ExpiredToken',
      $metadata: { httpStatusCode: 400 },
    });
    const guest = issueTestCredentials(context, null);
    await expect(put(`${user.sub}/a.png`, bucket, s3Client({ credentials: guest }))).rejects.toMatchObject({
      name: 'AccessDenied',
    });
    expect(pictures()).toEqual({});
  });

  it('answers 404 NoSuchBucket for a bucket the tenant does not have', async () => {
    await expect(put(`${user.sub}/a.png`, 'someone-elses-bucket')).rejects.toMatchObject({
      name: 'NoSuchBucket',
      $metadata: { httpStatusCode: 404 },
    });
  });
});
