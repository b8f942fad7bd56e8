/**
 * The tenant config's named buckets and who may use which keys of them. Every bucket is private to its
 * organisations by key prefix: a signed-in caller may write (and, in a private bucket, read) only keys under
 * its own prefix; anything else is 403 AccessDenied, as an IAM policy with `${cognito-identity…}`-style
 * conditions would answer.
 *
 * - The profile-picture bucket (`profilePictureBucket`): keys `<sub>/<timestamp>.<ext>` (src/services/storage.ts),
 *   so the prefix is the caller's own user id; objects are publicly readable (they are `<img>` sources). The
 *   gateway also keeps the public images it receives there, under prefixes no user id can be: the FAQ's
 *   (`faq-images/<tenant>/…`) and the website assistants' (`public-bot/<tenant>/…`).
 * - The upload bucket (`uploadBucket`): FAQ and survey imports, keys `<tenant>/has/<GUID>.csv`, so the prefix
 *   is the caller's organisation; private.
 */
import type { TenantConfig } from '@/config/tenant-schema';

/** The signed-in caller a policy is evaluated for. */
export interface BucketCaller {
  sub: string;
  tenant: string;
}

export interface BucketDefinition {
  name: string;
  purpose: 'profile-pictures' | 'uploads';
  /** Anyone may GET or HEAD its objects, unsigned. */
  publicRead: boolean;
  /** The key prefix this caller may use. */
  prefixFor(caller: BucketCaller): string;
  /** The largest object it keeps (objects persist in the browser's IndexedDB with the rest of the demo). */
  maxBytes: number;
}

/** The largest picture the emulator keeps. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** The largest import file the emulator keeps. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** The profile-picture bucket of a tenant: its config's `profilePictureBucket`. */
export function profilePictureBucket(config: Pick<TenantConfig, 'profilePictureBucket'>): string {
  return config.profilePictureBucket;
}

/** The key an upload of an organisation's import file goes to (spec 2 §7: `has/{GUID}.csv`, under the tenant). */
export const uploadKey = (tenant: string, guid: string) => `${tenant}/has/${guid}.csv`;

export function bucketsOf(
  config: Pick<TenantConfig, 'profilePictureBucket' | 'uploadBucket'>,
): BucketDefinition[] {
  return [
    {
      name: config.profilePictureBucket,
      purpose: 'profile-pictures',
      publicRead: true,
      prefixFor: ({ sub }) => `${sub}/`,
      maxBytes: MAX_PICTURE_BYTES,
    },
    {
      name: config.uploadBucket,
      purpose: 'uploads',
      publicRead: false,
      prefixFor: ({ tenant }) => `${tenant}/`,
      maxBytes: MAX_UPLOAD_BYTES,
    },
  ];
}

/** Whether the caller may use `key` of `bucket`: it must lie under the caller's prefix, with no way out of it. */
export function mayUseKey(bucket: BucketDefinition, caller: BucketCaller, key: string): boolean {
  const prefix = bucket.prefixFor(caller);
  // An empty sub or tenant would make the prefix '/', which every caller without one would share.
  if (prefix.length < 2 || !key.startsWith(prefix) || key.length === prefix.length) return false;
  // S3 keys are not paths, but a client or a later consumer may normalise them: no dot segments.
  return !key.split('/').some((segment) => segment === '..' || segment === '.');
}
