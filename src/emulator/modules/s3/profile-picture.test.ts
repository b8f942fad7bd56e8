/**
 * The portal's own storage service (src/services/storage.ts) uploading a profile picture with the identity-pool
 * credentials of a real Amplify session: the key layout it uses passes the bucket's key-prefix policy.
 */
import { fetchAuthSession } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';

import { createStorage } from '@/services/storage';

import { signInAs } from '../../core/gateway/test-support';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, OTHER_ORGANISATION } from '../../seed';
import { withEmulatedAmplify } from '../cognito/test-support';

let context: EmulatorContext;
withEmulatedAmplify((started) => {
  context = started;
});

const PICTURE = new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: 'image/png' });

describe('a profile picture uploaded by the portal', () => {
  it('lands under the signed-in user’s own id and is served to anyone', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    const sub = (await fetchAuthSession()).tokens?.idToken?.payload.sub ?? '';
    const url = await createStorage(context.config).uploadProfilePicture(PICTURE, {
      owner: sub,
      extension: 'png',
    });
    expect(url).toMatch(new RegExp(`/${context.config.profilePictureBucket}/${sub}/\\d{13}\\.png$`));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('is refused under another user’s id (403 AccessDenied)', async () => {
    await signInAs(DEMO_ACCOUNTS.user);
    await expect(
      createStorage(context.config).uploadProfilePicture(PICTURE, {
        owner: OTHER_ORGANISATION.administrator.sub,
        extension: 'png',
      }),
    ).rejects.toMatchObject({ code: 'AccessDenied', status: 403 });
    expect(context.db.state.s3.buckets[context.config.profilePictureBucket]).toEqual({});
  });
});
