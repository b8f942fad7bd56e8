import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

import { USER_PAGE_SIZES, type UserPageSize } from '../slice';
import type { ListedUser, UserType } from '../types';

/** Spec 1 §4: FORCE_CHANGE_PASSWORD is shown as INVITED; other statuses as given. */
export const displayStatus = (status: string) => (status === 'FORCE_CHANGE_PASSWORD' ? 'INVITED' : status);

export interface UsersTableProps {
  users: ListedUser[];
  total: number;
  page: number;
  pageSize: UserPageSize;
  isAdministrator: boolean;
  /** The signed-in user's username (a row's id): an Administrator changes other users' roles, not their own (spec 1 §6). */
  currentUserId: string | null;
  /** Licence options (plan codes), and the licence each user holds by e-mail. */
  licences: string[];
  licenceOf: Map<string, string>;
  canManageLicences: boolean;
  busy: Record<string, string>;
  onPageChange(page: number): void;
  onPageSizeChange(size: UserPageSize): void;
  onRoleChange(user: ListedUser, role: UserType): void;
  onResendInvite(user: ListedUser): void;
  onLicenceChange(user: ListedUser, oldLicense: string | null, newLicense: string): void;
}

export function UsersTable(props: UsersTableProps) {
  const { users, isAdministrator, currentUserId, licences, licenceOf, canManageLicences, busy } = props;
  return (
    <>
      <TableContainer>
        <Table aria-label="Users" size="small">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Company</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Licence</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => {
              const label = user.name || user.email;
              const licence = licenceOf.get(user.email.toLowerCase()) ?? '';
              const rowBusy = Boolean(busy[user.id]);
              return (
                <TableRow key={user.id} hover>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <Avatar src={user.picture || undefined} alt="" sx={{ width: 32, height: 32 }}>
                        {label.slice(0, 1).toUpperCase()}
                      </Avatar>
                      {label}
                    </Box>
                  </TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>{user.company}</TableCell>
                  <TableCell>
                    {isAdministrator && user.id !== currentUserId ? (
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
                    )}
                  </TableCell>
                  <TableCell>
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
                  </TableCell>
                  <TableCell>
                    <Select
                      size="small"
                      displayEmpty
                      value={licences.includes(licence) ? licence : ''}
                      // Spec 2 §4: enabled only when licences are loaded and the license_manager right is held.
                      disabled={!canManageLicences || licences.length === 0 || rowBusy}
                      inputProps={{ 'aria-label': `Licence of ${label}` }}
                      onChange={(event) => {
                        if (event.target.value && event.target.value !== licence) {
                          props.onLicenceChange(user, licence || null, event.target.value);
                        }
                      }}
                      sx={{ minWidth: 150 }}
                    >
                      <MenuItem value="" disabled>
                        No licence
                      </MenuItem>
                      {licences.map((code) => (
                        <MenuItem key={code} value={code}>
                          {code}
                        </MenuItem>
                      ))}
                    </Select>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {isAdministrator && (
        <TablePagination
          component="div"
          count={props.total}
          page={props.page}
          rowsPerPage={props.pageSize}
          rowsPerPageOptions={[...USER_PAGE_SIZES]}
          onPageChange={(_, page) => props.onPageChange(page)}
          onRowsPerPageChange={(event) => props.onPageSizeChange(Number(event.target.value) as UserPageSize)}
        />
      )}
    </>
  );
}
