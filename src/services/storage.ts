import { fetchAuthSession } from 'aws-amplify/auth';

import type { TenantConfig } from '@/config/tenant-schema';

import { ServiceFailure, toServiceError } from './errors';

/**
 * File storage (S3) with the signed-in user's identity-pool credentials. The AWS SDK is imported on first
 * use, so only a user who uploads something downloads it.
 */
export interface Storage {
  /** Uploads a profile picture and returns its public URL. */
  uploadProfilePicture(file: Blob, options: { owner: string; extension: string }): Promise<string>;
  /** Puts an import's CSV (UTF-8) at `key` of the private upload bucket (spec 2 §7 "Upload"). */
  uploadImport(key: string, csv: string): Promise<void>;
  /**
   * The text of the object a job's result link names (GetObject, signed): e.g. a clustering run's result
   * (spec 3 §6 "then GET the result at the result link"). A link that is not an S3 object is refused.
   */
  readResult(link: string): Promise<string>;
}

/** Path-style URL: works for the real service and for the emulated one alike. */
export const objectUrl = (config: TenantConfig, bucket: string, key: string) =>
  `https://s3.${config.region}.amazonaws.com/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

/** An object a link names. */
export interface ObjectAddress {
  bucket: string;
  key: string;
}

const S3_HOST = /^s3[.-]([a-z0-9-]+\.)?amazonaws\.com$/;
const VIRTUAL_HOST = /^(.+)\.s3[.-]([a-z0-9-]+\.)?amazonaws\.com$/;

/**
 * The bucket and key of a result link: `s3://bucket/key`, a path-style `https://s3.<region>.amazonaws.com/bucket/
 * key` (what `objectUrl` makes) or a virtual-hosted `https://bucket.s3.<region>.amazonaws.com/key`. Anything else
 * is null: the user's credentials are sent only to S3, whatever a job's message says.
 */
export function parseObjectLink(link: string): ObjectAddress | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').slice(1);
  const decoded = (parts: string[]) => {
    try {
      return parts.map(decodeURIComponent).join('/');
    } catch {
      return '';
    }
  };
  let address: ObjectAddress | null = null;
  if (url.protocol === 's3:') address = { bucket: url.hostname, key: decoded(segments) };
  else if (url.protocol === 'https:' && S3_HOST.test(url.hostname)) {
    address = { bucket: segments[0] ?? '', key: decoded(segments.slice(1)) };
  } else if (url.protocol === 'https:') {
    const bucket = VIRTUAL_HOST.exec(url.hostname)?.[1];
    if (bucket) address = { bucket, key: decoded(segments) };
  }
  return address && address.bucket && address.key ? address : null;
}

async function s3Client(config: TenantConfig) {
  const [s3, session] = await Promise.all([import('@aws-sdk/client-s3'), fetchAuthSession()]);
  if (!session.credentials) {
    throw new ServiceFailure({ code: 'NoCredentials', status: 0, message: 'No credentials' });
  }
  const client = new s3.S3Client({
    region: config.region,
    forcePathStyle: true,
    credentials: session.credentials,
  });
  return { client, PutObjectCommand: s3.PutObjectCommand, GetObjectCommand: s3.GetObjectCommand };
}

export function createStorage(config: TenantConfig): Storage {
  return {
    async uploadProfilePicture(file, { owner, extension }) {
      try {
        const { client, PutObjectCommand } = await s3Client(config);
        // Spec 1 §3: the image file is named with a timestamp.
        const key = `${owner}/${Date.now()}.${extension}`;
        await client.send(
          new PutObjectCommand({
            Bucket: config.profilePictureBucket,
            Key: key,
            Body: new Uint8Array(await file.arrayBuffer()),
            ContentType: file.type || 'application/octet-stream',
          }),
        );
        return objectUrl(config, config.profilePictureBucket, key);
      } catch (error) {
        throw new ServiceFailure(toServiceError(error));
      }
    },
    async uploadImport(key, csv) {
      try {
        const { client, PutObjectCommand } = await s3Client(config);
        await client.send(
          new PutObjectCommand({
            Bucket: config.uploadBucket,
            Key: key,
            Body: new TextEncoder().encode(csv),
            ContentType: 'text/csv; charset=utf-8',
          }),
        );
      } catch (error) {
        throw new ServiceFailure(toServiceError(error));
      }
    },
    async readResult(link) {
      const address = parseObjectLink(link);
      if (!address) {
        throw new ServiceFailure({
          code: 'InvalidResultLink',
          status: 0,
          message: 'The result link is not a stored object.',
        });
      }
      try {
        const { client, GetObjectCommand } = await s3Client(config);
        const reply = await client.send(new GetObjectCommand({ Bucket: address.bucket, Key: address.key }));
        if (!reply.Body) return '';
        return await reply.Body.transformToString('utf-8');
      } catch (error) {
        throw new ServiceFailure(toServiceError(error));
      }
    },
  };
}
