import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { LoadError } from '@/components/page/LoadError';
import { PageHeader } from '@/components/page/PageHeader';
import { USER_SEARCH_MAX_LENGTH } from '@/contracts/users';
import { selectCurrentUser } from '@/features/auth';
import {
  DEFAULT_RIGHTS,
  licenceChangeRequested,
  licencesPageClosed,
  licencesPageOpened,
  LicencesPanel,
  selectLicenceByUser,
  selectLicenceRows,
  selectSubscriptions,
  subscriptionsFeature,
} from '@/features/subscriptions';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { usersFeature } from '..';
import { UsersTable } from '../components/UsersTable';
import { listErrorMessage } from '../sagas';
import { selectBusyRows, selectUsers } from '../selectors';
import {
  inviteDialogOpened,
  pageChanged,
  pageSizeChanged,
  resendInviteClicked,
  roleChangeRequested,
  searchChanged,
  usersPageClosed,
  usersPageOpened,
  usersRequested,
} from '../slice';
import type { ListedUser } from '../types';

/** /users (spec 1 §2 "Manage Users", spec 2 §2 "Users page"). */
/**
 * Registered by the route before the page renders (the signed-in shell registers users too); the licences are
 * the subscriptions feature's.
 */
export const features = [usersFeature, subscriptionsFeature];

export default function UsersPage() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectUsers);
  const subscriptions = useAppSelector(selectSubscriptions);
  const busy = useAppSelector(selectBusyRows);
  const me = useAppSelector(selectCurrentUser);
  const licenceRows = useAppSelector(selectLicenceRows);
  const licenceOf = useAppSelector(selectLicenceByUser);
  const isAdministrator = me?.role === 'Administrator';
  const rights = DEFAULT_RIGHTS[me?.role ?? 'user'];
  // Making someone an Administrator hands over every right: asked first.
  const [promoting, setPromoting] = useState<ListedUser | null>(null);

  const listShown = state.status === 'succeeded' || state.status === 'failed' || state.list.length > 0;

  useEffect(() => {
    dispatch(usersPageOpened());
    dispatch(licencesPageOpened());
    return () => {
      dispatch(usersPageClosed());
      dispatch(licencesPageClosed());
    };
  }, [dispatch]);

  return (
    // minWidth 0: the page follows its container's width, whatever the width of what it holds.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader
        title="Users"
        actions={
          isAdministrator && (
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1Outlined />}
              onClick={() => dispatch(inviteDialogOpened())}
            >
              Invite User
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <Box sx={{ p: 2, pb: 1 }}>
          <TextField
            type="search"
            size="small"
            label="Search users"
            placeholder="Name or e-mail"
            value={state.search}
            onChange={(event) => dispatch(searchChanged(event.target.value))}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
              htmlInput: { maxLength: USER_SEARCH_MAX_LENGTH },
            }}
            sx={{ width: { xs: '100%', sm: 320 } }}
          />
        </Box>
        {state.status === 'failed' && (
          <LoadError onRetry={() => dispatch(usersRequested())}>
            {listErrorMessage(state.errorStatus)}
          </LoadError>
        )}
        {state.status === 'loading' && state.list.length === 0 && <PageSpinner label="Loading users" />}
        {state.status === 'succeeded' && state.list.length === 0 && (
          <Typography sx={{ p: 3, overflowWrap: 'break-word' }} color="text.secondary">
            {state.search.trim()
              ? `No user’s name or e-mail contains “${state.search.trim()}”.`
              : 'No users yet. Invite your colleagues to get started.'}
          </Typography>
        )}
        {state.list.length > 0 && (
          <Box
            sx={{ opacity: state.status === 'loading' ? 0.6 : 1, transition: 'opacity 150ms' }}
            aria-busy={state.status === 'loading'}
          >
            <UsersTable
              users={state.list}
              total={state.total}
              page={state.page}
              pageSize={state.pageSize}
              isAdministrator={isAdministrator}
              currentUserId={me?.username ?? null}
              ownerId={state.ownerId}
              licences={licenceRows}
              licencesLoading={
                subscriptions.licencesStatus === 'idle' || subscriptions.licencesStatus === 'loading'
              }
              licenceOf={licenceOf}
              canManageLicences={
                rights.includes('license_manager') && subscriptions.licencesStatus === 'succeeded'
              }
              busy={busy}
              onPageChange={(page) => dispatch(pageChanged(page))}
              onPageSizeChange={(size) => dispatch(pageSizeChanged(size))}
              onRoleChange={(user, role) => {
                if (role === 'Administrator') setPromoting(user);
                else dispatch(roleChangeRequested({ user, role }));
              }}
              onResendInvite={(user) => dispatch(resendInviteClicked(user))}
              onLicenceChange={(user, oldLicense, newLicense) =>
                dispatch(licenceChangeRequested({ user, oldLicense, newLicense }))
              }
            />
          </Box>
        )}
      </Paper>
      {/* Below the list, and only once the list is there: the licences load a second after the page opens (spec 2,
          users), and arriving above the list, or above its spinner, they would push it down on a phone. */}
      {listShown && (
        <LicencesPanel
          rows={licenceRows}
          loading={subscriptions.licencesStatus === 'loading' || subscriptions.licencesStatus === 'idle'}
          failed={subscriptions.licencesStatus === 'failed'}
          counters={subscriptions.counters}
          chatbot={subscriptions.chatbot}
        />
      )}
      <ConfirmDialog
        open={promoting !== null}
        title="Make Administrator?"
        text={`${promoting?.name || promoting?.email || ''} will be able to manage users, roles, licences and subscriptions.`}
        confirmLabel="Make Administrator"
        onCancel={() => setPromoting(null)}
        onConfirm={() => {
          if (promoting) dispatch(roleChangeRequested({ user: promoting, role: 'Administrator' }));
          setPromoting(null);
        }}
      />
    </Box>
  );
}
