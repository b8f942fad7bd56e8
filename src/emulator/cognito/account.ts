/** Operations on the signed-in user's own account, authorised by an access token: GetUser so far. */
import { requireString } from './aws-json';
import { attributeList, requireAccessToken, type UserPoolOperation } from './pool';

const getUser: UserPoolOperation = async (input, env) => {
  const { user } = await requireAccessToken(env.context, requireString(input, 'AccessToken'));
  return {
    Username: user.username,
    UserAttributes: attributeList(user),
    // The emulator models one enabled MFA method, the preferred one. Cognito leaves both fields out, rather
    // than sending empty values, for a user without MFA (Amplify's fetchMFAPreference relies on that).
    ...(user.mfa.preferred === 'NOMFA'
      ? {}
      : { PreferredMfaSetting: user.mfa.preferred, UserMFASettingList: [user.mfa.preferred] }),
  };
};

export const accountOperations: Record<string, UserPoolOperation> = {
  GetUser: getUser,
};
