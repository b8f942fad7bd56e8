/**
 * Who signed an AWS request: the SigV4 access key id (the `Credential=` of the `Authorization` header, or the
 * `X-Amz-Credential` of a presigned URL) looked up among the temporary credentials the emulated identity pool
 * issued, as IAM would. Signatures themselves are not recomputed anywhere in the emulated cloud: the identity
 * pool keeps no secret keys, and the SDKs sign correctly.
 */
import type { IssuedAwsCredentials, PoolUser } from '../../modules/cognito/state';
import type { EmulatorContext } from '../types';

export type SigningCaller =
  | {
      ok: true;
      credentials: IssuedAwsCredentials;
      /** The signed-in user behind the credentials; undefined for a guest identity or a disabled user. */
      user: PoolUser | undefined;
      /** The user's organisation (`custom:tenant`); undefined for a guest. */
      tenant: string | undefined;
    }
  | {
      ok: false;
      /** No signature at all; a key id the identity pool never issued; credentials past their expiration. */
      reason: 'unsigned' | 'unknown-key' | 'expired';
    };

/** The access key id a request is signed with, if it is signed. */
export function accessKeyIdOf(request: Request): string | undefined {
  const authorization = request.headers.get('authorization') ?? '';
  if (authorization.startsWith('AWS4-HMAC-SHA256 ')) {
    return /Credential=([^/,\s]+)\//.exec(authorization)?.[1];
  }
  const query = new URL(request.url).searchParams;
  if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || !query.has('X-Amz-Signature')) return undefined;
  return query.get('X-Amz-Credential')?.split('/')[0] || undefined;
}

export function signingCaller(context: EmulatorContext, request: Request): SigningCaller {
  const accessKeyId = accessKeyIdOf(request);
  if (!accessKeyId) return { ok: false, reason: 'unsigned' };
  const { identity } = context.db.state;
  const credentials = identity.awsCredentials.find((issued) => issued.accessKeyId === accessKeyId);
  if (!credentials) return { ok: false, reason: 'unknown-key' };
  if (credentials.expiration * 1000 <= context.clock.now()) return { ok: false, reason: 'expired' };
  const user =
    credentials.sub === null
      ? undefined
      : identity.users.find((candidate) => candidate.sub === credentials.sub && candidate.enabled);
  return { ok: true, credentials, user, tenant: user?.attributes['custom:tenant'] };
}
