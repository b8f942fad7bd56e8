import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

import type { LicenceRow } from '@/features/subscriptions';

import { USER_PAGE_SIZES, type UserPageSize } from '../slice';
import type { ListedUser, UserType } from '../types';

/** Spec 1 §4: FORCE_CHANGE_PASSWORD is shown as INVITED; other statuses as given. */
export const displayStatus = (status: string) => (status === 'FORCE_CHANGE_PASSWORD' ? 'INVITED' : status);

/** A licence option names its usage, so a full one is seen to be full before it is picked. */
export const licenceOptionLabel = (row: LicenceRow) => `${row.planCode} — ${row.used} of ${row.limit} used`;

export interface UsersTableProps {
  users: ListedUser[];
  total: number;
  page: number;
  pageSize: UserPageSize;
  isAdministrator: boolean;
  /** The signed-in user's username (a row's id): an Administrator changes other users' roles, not their own (spec 1 §6). */
  currentUserId: string | null;
  /** The tenant's licences with their usage, and the licence each user holds by e-mail. */
  licences: LicenceRow[];
  /** The licences are still loading (spec 2 §4 loads them 1 s after the page opens). */
  licencesLoading: boolean;
  licenceOf: Map<string, string>;
  canManageLicences: boolean;
  busy: Record<string, string>;
  onPageChange(page: number): void;
  onPageSizeChange(size: UserPageSize): void;
  onRoleChange(user: ListedUser, role: UserType): void;
  onResendInvite(user: ListedUser): void;
  /** `newLicense` null takes the licence back. */
  onLicenceChange(user: ListedUser, oldLicense: string | null, newLicense: string | null): void;
}

/** Long text (an invited user's e-mail) is cut with an ellipsis; the whole of it stays in the title. */
const clipped = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The controls of one user, shared by the table row and the phone card. */
function useRowControls(props: UsersTableProps) {
  const { isAdministrator, currentUserId, licences, licencesLoading, licenceOf, canManageLicences, busy } =
    props;
  return (user: ListedUser) => {
    const label = user.name || user.email;
    const licence = licenceOf.get(user.email.toLowerCase()) ?? '';
    const rowBusy = Boolean(busy[user.id]);
    const role: ReactNode =
      isAdministrator && user.id !== currentUserId ? (
        <Select
          size="small"
          value={user.role}
          disabled={rowBusy}
          inputProps={{ 'aria-label': `Role of ${label}` }}
          onChange={(event) => props.onRoleChange(user, event.target.value as UserType)}
        >
          <MenuItem value="user">User</MenuItem>
          <MenuItem value="Administrator">Administrator</MenuItem>
        </Select>
      ) : user.role === 'Administrator' ? (
        'Administrator'
      ) : (
        'User'
      );
    const status = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" label={displayStatus(user.status)} />
        {isAdministrator && user.status === 'FORCE_CHANGE_PASSWORD' && (
          <Button
            size="small"
            disabled={rowBusy}
            onClick={() => props.onResendInvite(user)}
            aria-label={`Resend Invite to ${user.email}`}
          >
            Resend Invite
          </Button>
        )}
      </Box>
    );
    const known = licences.some((row) => row.planCode === licence);
    const licenceSelect = licencesLoading ? (
      // Until the licences are known, "No licence" would be a claim: say that they are loading.
      <Select
        size="small"
        displayEmpty
        value=""
        disabled
        renderValue={() => 'Loading…'}
        inputProps={{ 'aria-label': `Licence of ${label}`, 'aria-busy': true }}
        sx={{ minWidth: 120 }}
      >
        <MenuItem value="">Loading…</MenuItem>
      </Select>
    ) : (
      <Select
        size="small"
        displayEmpty
        value={known ? licence : ''}
        // Spec 2 §4: enabled only when licences are loaded and the license_manager right is held.
        disabled={!canManageLicences || licences.length === 0 || rowBusy}
        inputProps={{ 'aria-label': `Licence of ${label}` }}
        renderValue={(value) => value || 'No licence'}
        onChange={(event) => {
          const chosen = event.target.value || null;
          if (chosen !== (licence || null)) props.onLicenceChange(user, licence || null, chosen);
        }}
        sx={{ minWidth: 120, maxWidth: '100%' }}
      >
        {/* Taking a licence back frees its place; a user without one has nothing to give back. */}
        <MenuItem value="" disabled={!licence}>
          No licence
        </MenuItem>
        {licences.map((row) => (
          <MenuItem
            key={row.planCode}
            value={row.planCode}
            disabled={row.available === 0 && row.planCode !== licence}
          >
            {licenceOptionLabel(row)}
          </MenuItem>
        ))}
      </Select>
    );
    return { label, role, status, licence: licenceSelect };
  };
}

function UserAvatar({ user, label }: { user: ListedUser; label: string }) {
  return (
    <Avatar src={user.picture || undefined} alt="" sx={{ width: 32, height: 32 }}>
      {label.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

export function UsersTable(props: UsersTableProps) {
  const { users, isAdministrator } = props;
  const controls = useRowControls(props);
  // A six-column table cannot fit a phone: there each user is a card, its controls one under another.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <>
      {phone ? (
        <Box
          component="ul"
          aria-label="Users"
          sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}
        >
          {users.map((user) => {
            const row = controls(user);
            return (
              <Card component="li" variant="outlined" key={user.id} aria-label={row.label}>
                <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                    <UserAvatar user={user} label={row.label} />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={clipped} title={row.label}>
                        {row.label}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={clipped} title={user.email}>
                        {user.email}
                      </Typography>
                    </Box>
                  </Box>
                  {user.company && (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {user.company}
                    </Typography>
                  )}
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    {row.role}
                    {row.licence}
                  </Box>
                  {row.status}
                </CardContent>
              </Card>
            );
          })}
        </Box>
      ) : (
        // `width: 0; min-width: 100%`: the table takes its container's width and never asks for more, so a
        // long e-mail cannot widen the page; cells wrap or clip instead.
        <TableContainer sx={{ width: 0, minWidth: '100%' }}>
          <Table aria-label="Users" size="small" sx={{ tableLayout: 'auto' }}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Company</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Licence</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.map((user) => {
                const row = controls(user);
                return (
                  <TableRow key={user.id} hover>
                    <TableCell sx={{ maxWidth: 220 }}>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                        <UserAvatar user={user} label={row.label} />
                        <Box component="span" sx={{ ...clipped, minWidth: 0 }} title={row.label}>
                          {row.label}
                        </Box>
                      </Box>
                    </TableCell>
                    <TableCell sx={{ ...clipped, maxWidth: 240 }} title={user.email}>
                      {user.email}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, overflowWrap: 'anywhere' }}>
                      {user.company}
                    </TableCell>
                    <TableCell>{row.role}</TableCell>
                    <TableCell>{row.status}</TableCell>
                    <TableCell>{row.licence}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {isAdministrator && (
        <TablePagination
          component="div"
          count={props.total}
          page={props.page}
          rowsPerPage={props.pageSize}
          rowsPerPageOptions={[...USER_PAGE_SIZES]}
          onPageChange={(_, page) => props.onPageChange(page)}
          onRowsPerPageChange={(event) => props.onPageSizeChange(Number(event.target.value) as UserPageSize)}
          // The pager's own row must wrap on a phone rather than push the page wider.
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
        />
      )}
    </>
  );
}
