import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TablePagination from '@mui/material/TablePagination';
import type { ReactNode } from 'react';

import { type ResponsiveColumn, ResponsiveTable } from '@/components/table/ResponsiveTable';
import type { LicenceRow } from '@/features/subscriptions';

import { USER_PAGE_SIZES, type UserPageSize } from '../slice';
import type { ListedUser, UserType } from '../types';

/** Spec 1 §4: FORCE_CHANGE_PASSWORD is shown as INVITED; other statuses as given. */
export const displayStatus = (status: string) => (status === 'FORCE_CHANGE_PASSWORD' ? 'INVITED' : status);

/** A licence option names its plan and usage, so a full one is seen to be full before it is picked. */
export const licenceOptionLabel = (row: LicenceRow) => `${row.planName} — ${row.used} of ${row.limit} used`;

export interface UsersTableProps {
  users: ListedUser[];
  total: number;
  page: number;
  pageSize: UserPageSize;
  isAdministrator: boolean;
  /** The signed-in user's username (a row's id): an Administrator changes other users' roles, not their own (spec 1 §6). */
  currentUserId: string | null;
  /** The organisation owner's username (a row's id), tagged Owner; null when unknown. */
  ownerId: string | null;
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
        renderValue={(value) =>
          value ? (licences.find((row) => row.planCode === value)?.planName ?? value) : 'No licence'
        }
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

/** The organisation's owner (its first Administrator, who holds the subscription). */
const OwnerTag = () => <Chip size="small" color="primary" variant="outlined" label="Owner" />;

export function UsersTable(props: UsersTableProps) {
  const { users, isAdministrator, ownerId } = props;
  const controls = useRowControls(props);
  const columns: ResponsiveColumn<ListedUser>[] = [
    {
      id: 'name',
      header: 'Name',
      card: 'title',
      // A table cell clips a long name (the whole of it in the title); a phone card wraps it.
      sx: { maxWidth: 220 },
      cell: (user, layout) => {
        const { label } = controls(user);
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <UserAvatar user={user} label={label} />
            <Box
              component="span"
              sx={layout === 'table' ? { ...clipped, minWidth: 0 } : { minWidth: 0 }}
              title={layout === 'table' ? label : undefined}
            >
              {label}
            </Box>
            {user.id === ownerId && <OwnerTag />}
          </Box>
        );
      },
    },
    {
      id: 'email',
      header: 'Email',
      // Clipped in a table (the whole address in the title); whole on a phone card.
      sx: { ...clipped, maxWidth: 240 },
      cellTitle: (user) => user.email,
      cell: (user) => user.email,
    },
    {
      id: 'company',
      header: 'Company',
      sx: { display: { xs: 'none', md: 'table-cell' } },
      cell: (user) => user.company,
    },
    { id: 'role', header: 'Role', cell: (user) => controls(user).role },
    { id: 'status', header: 'Status', cell: (user) => controls(user).status },
    {
      id: 'licence',
      header: 'Licence',
      cell: (user) => controls(user).licence,
      // A set width: the licences arrive a second after the rows (spec 2), and their names widening the column
      // would narrow the others, wrap their text and shift every row.
      sx: { width: 200 },
    },
  ];
  return (
    <>
      <ResponsiveTable
        aria-label="Users"
        columns={columns}
        rows={users}
        rowKey={(user) => user.id}
        hover
        // `width: 0; min-width: 100%`: the table takes its container's width and never asks for more, so a long
        // e-mail cannot widen the page; cells wrap or clip instead.
        containerSx={{ width: 0, minWidth: '100%' }}
        tableSx={{ tableLayout: 'auto' }}
      />
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
