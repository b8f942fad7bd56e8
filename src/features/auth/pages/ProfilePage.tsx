import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useState } from 'react';

import { PageSpinner } from '@/components/feedback/PageSpinner';
import { LoadError } from '@/components/page/LoadError';
import { PageHeader } from '@/components/page/PageHeader';
import { notify } from '@/features/notifications';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { AvatarCard } from '../components/profile/AvatarCard';
import { ChangePasswordDialog } from '../components/profile/ChangePasswordDialog';
import { MfaCard } from '../components/profile/MfaCard';
import { PersonalDetailsCard } from '../components/profile/PersonalDetailsCard';
import { profileFeature } from '../profile-feature';
import { profileOpened, selectProfile } from '../profile-slice';
import { selectCurrentUser } from '../selectors';

/** /profile: avatar, personal details, MFA and password (spec 1 §2 "Profile screen"). */
/** Registered by the route before the page renders. */
export const features = [profileFeature];

export default function ProfilePage() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const user = useAppSelector(selectCurrentUser);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const closePassword = useCallback(() => setPasswordOpen(false), []);

  useEffect(() => {
    dispatch(profileOpened());
  }, [dispatch]);

  const { attributes } = profile;
  return (
    <Box>
      <Box sx={{ mb: 3 }}>
        <PageHeader
          title="Profile"
          actions={
            <Button
              variant="outlined"
              startIcon={<LockResetOutlined />}
              onClick={() => setPasswordOpen(true)}
            >
              Change Password
            </Button>
          }
        />
      </Box>
      {profile.loadError && !attributes && (
        <LoadError onRetry={() => dispatch(profileOpened())}>
          Your profile could not be loaded: {profile.loadError}
        </LoadError>
      )}
      {!attributes && !profile.loadError && <PageSpinner label="Loading your profile" />}
      {attributes && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
            alignItems: 'start',
          }}
        >
          <AvatarCard
            name={user?.displayName ?? ''}
            email={attributes.email ?? ''}
            picture={attributes.picture}
            uploading={profile.uploadingAvatar}
            onInvalidFile={(message) => dispatch(notify({ message, variant: 'error' }))}
          />
          <Box sx={{ display: 'grid', gap: 3 }}>
            <PersonalDetailsCard attributes={attributes} saving={profile.savingDetails} />
            <MfaCard attributes={attributes} mfa={profile.mfa} phone={profile.phone} />
          </Box>
        </Box>
      )}
      <ChangePasswordDialog open={passwordOpen} onClose={closePassword} />
    </Box>
  );
}
