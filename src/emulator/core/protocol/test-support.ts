/**
 * Test-only helpers for the emulated AWS services that find their caller by SigV4 access key id (S3, SQS, Polly):
 * credentials recorded as the emulated identity pool records the ones it issues (GetCredentialsForIdentity), to
 * hand to a real AWS SDK client. Never imported by application code.
 */
import type { PoolUser } from '../../modules/cognito/state';
import type { EmulatorContext } from '../types';

/** Static credentials as the AWS SDK clients take them. */
export interface TestCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
}

let counter = 0;

/**
 * Issues identity-pool credentials to `sub` (null: a guest identity), valid for an hour from the emulator's
 * now, or already expired. Returns them as an SDK client takes them.
 */
export function issueTestCredentials(
  context: EmulatorContext,
  sub: string | null,
  options: { expired?: boolean } = {},
): TestCredentials {
  counter += 1;
  const accessKeyId = `ASIATEST${String(counter).padStart(12, '0')}`;
  const now = Math.floor(context.clock.now() / 1000);
  context.db.update('identity', (identity) => {
    identity.awsCredentials.push({
      accessKeyId,
      identityId: `${context.config.region}:00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
      sub,
      expiration: options.expired ? now - 1 : now + 3600,
    });
  });
  return { accessKeyId, secretAccessKey: 'test-secret', sessionToken: 'test-session-token' };
}

/** A confirmed, enabled seeded user of the demo organisation, or of another organisation than `notTenant`. */
export function seededUser(context: EmulatorContext, options: { notTenant?: string } = {}): PoolUser {
  const user = context.db.state.identity.users.find(
    (candidate) =>
      candidate.enabled &&
      candidate.status === 'CONFIRMED' &&
      candidate.attributes['custom:tenant'] !== undefined &&
      candidate.attributes['custom:tenant'] !== options.notTenant,
  );
  if (!user) throw new Error('No such seeded user');
  return user;
}

export const tenantOf = (user: PoolUser) => user.attributes['custom:tenant'] ?? '';
