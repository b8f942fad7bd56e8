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
}

/** Path-style URL: works for the real service and for the emulated one alike. */
export const objectUrl = (config: TenantConfig, bucket: string, key: string) =>
  `https://s3.${config.region}.amazonaws.com/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

async function s3Client(config: TenantConfig) {
  const [s3, session] = await Promise.all([import('@aws-sdk/client-s3'), fetchAuthSession()]);
  if (!session.credentials) {
    throw new ServiceFailure({ code: 'NoCredentials', status: 0, message: 'No credentials' });
  }
  const client = new s3.S3Client({ region: config.region, forcePathStyle: true, credentials: session.credentials });
  return { client, PutObjectCommand: s3.PutObjectCommand };
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
  };
}
