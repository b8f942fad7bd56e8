import { createDbUser } from '@/contracts/auth';
import {
  changeUserRole,
  type InviteReply,
  inviteUser,
  type ListedCognitoUser,
  listUsers,
  reinviteUser,
  USER_SEARCH_MAX_LENGTH,
  type UserType,
} from '@/contracts/users';

import { newId } from '../../core/db';
import { tenantOwner, tenantUsers } from '../../core/gateway/access';
import {
  badRequest,
  booleanField,
  type Caller,
  type Fields,
  forbidden,
  type GatewayOperation,
  implement,
  integerField,
  notFound,
  rawField,
  stringField,
} from '../../core/gateway/envelope';
import type { EmulatorContext } from '../../core/types';
import { assertPasswordPolicy, attributeList, emailTakenBy, setPassword } from '../cognito/pool';
import { createPoolUser } from '../cognito/pool-users';
import type { PoolUser } from '../cognito/state';
import { deliver, invitationMessage } from '../outbox/deliver';

/** Cognito's ListUsers answers at most 60 users per page. */
export const MAX_PAGE_SIZE = 60;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The caller's tenant; 400 for a user who belongs to none. */
export function requireTenant(caller: Caller): string {
  if (!caller.tenant) throw badRequest('The user belongs to no tenant.');
  return caller.tenant;
}

export { tenantUsers };

/** A user of the tenant by e-mail address (case-insensitive). */
export function tenantUserByEmail(
  context: EmulatorContext,
  tenant: string,
  email: string,
): PoolUser | undefined {
  const wanted = email.toLowerCase();
  return tenantUsers(context, tenant).find((user) => user.attributes.email?.toLowerCase() === wanted);
}

export const isAdministrator = (user: PoolUser) => user.attributes['custom:role'] === 'Administrator';

function userTypeField(fields: Fields, name: string, fallback?: UserType): UserType {
  const value = stringField(fields, name, { required: fallback === undefined }) || fallback;
  if (value !== 'user' && value !== 'Administrator')
    throw badRequest(`${name} must be user or Administrator.`);
  return value;
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!#$%&*+-=?@^_';

function randomIndex(length: number): number {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  return random % length;
}

/**
 * A temporary password as Cognito's AdminCreateUser makes one: 12 characters that satisfy the pool's policy
 * (upper and lower case, digits and symbols), without look-alike characters.
 */
export function temporaryPassword(): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const pick = (alphabet: string) => alphabet.charAt(randomIndex(alphabet.length));
  const characters = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (characters.length < 12) characters.push(pick(all));
  // Fisher-Yates, so that the required classes are not always first.
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomIndex(index + 1);
    [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
  }
  const password = characters.join('');
  assertPasswordPolicy(password);
  return password;
}

/** A user as Cognito's ListUsers shows one. */
function listedUser(user: PoolUser): ListedCognitoUser {
  return {
    Username: user.username,
    Attributes: attributeList(user),
    UserStatus: user.status,
    Enabled: user.enabled,
    UserCreateDate: user.createdAt,
  };
}

/** Sends (again) the invitation with a temporary password to an invited user. */
function sendInvitation(context: EmulatorContext, email: string, organisation: string, password: string) {
  deliver(
    context,
    invitationMessage({ to: email, organisation, productName: context.config.productName, password }),
  );
}

/**
 * ListUsers2's optional Search: the users whose e-mail, name (given and family) or nickname contains it, ignoring
 * case and surrounding spaces. Anything but a string, or a longer one than USER_SEARCH_MAX_LENGTH, is a 400.
 */
function searchMatcher(fields: Fields): (user: PoolUser) => boolean {
  const raw = rawField(fields, 'Search');
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw badRequest('Search must be text.');
  const search = stringField(fields, 'Search', { max: USER_SEARCH_MAX_LENGTH }).toLowerCase();
  if (!search) return () => true;
  return ({ attributes }) =>
    [
      attributes.email,
      [attributes.given_name, attributes.family_name].filter(Boolean).join(' '),
      attributes.nickname,
    ].some((text) => text?.toLowerCase().includes(search));
}

const companyOf = (user: PoolUser) => user.attributes['custom:company_name']?.trim() ?? '';

/**
 * POST users/new, the user operations of the tenant (spec 1 §7):
 * - ListUsers2 (PaginationFrom, PaginationLimit, Search): a page of the tenant's Cognito users by e-mail, as
 *   Cognito's ListUsers shows them, those that match Search only when it is given; TotalUsers (of the matches)
 *   and Owner (the owner's Username). Any signed-in user may list, and searches only their organisation.
 * - InviteUser (FormParams email, tenant, userType): AdminCreateUser in FORCE_CHANGE_PASSWORD with a temporary
 *   password e-mailed to the outbox, and the database user. Anyone may invite a user into their own tenant;
 *   only an Administrator may invite an Administrator (DESIGN §7). An existing e-mail is answered with 200 and
 *   status 'error' (the portal shows the server's message).
 * - ReinviteUser (UserEmail), Administrator only: a new temporary password for an invited user.
 * - ChangeUserRole (Username = sub, NewRole), Administrator only: custom:role; the tenant keeps at least one
 *   confirmed Administrator.
 *
 * POST users/new (CreateDbUser): on a user's first sign-in, the tenant's database record of that user. With
 * DeleteFirstLoginAttr, the Cognito user's custom:first_login becomes '0' (the server may write it; the
 * client may not). `shouldCreateSkill` tells the portal to create the tenant's assistant next.
 */
export const userOperations: GatewayOperation[] = [
  implement(createDbUser, 'member', ({ context, caller, tenant, fields }) => {
    const email = stringField(fields, 'email', { required: true, max: 254 });
    const authtype = stringField(fields, 'authtype', { required: true, max: 50 });
    if (email.toLowerCase() !== (caller.user.attributes.email ?? '').toLowerCase()) {
      throw forbidden('A database user can only be created for the signed-in user.');
    }
    if (!caller.tenant) throw badRequest('The user belongs to no tenant.');
    const { sub } = caller.user;
    const existing = tenant.rows('users', 'dbUsers').find((record) => record.sub === sub);
    const deleteFirstLogin = booleanField(fields, 'DeleteFirstLoginAttr');
    if (!existing) {
      tenant.insert('users', 'dbUsers', {
        id: newId(),
        sub,
        email,
        authtype,
        createdAt: context.clock.nowIso(),
      });
    }
    context.db.update('identity', (state) => {
      const user = state.users.find((candidate) => candidate.sub === sub);
      if (deleteFirstLogin && user) {
        user.attributes['custom:first_login'] = '0';
        user.updatedAt = context.clock.nowIso();
      }
    });
    const shouldCreateSkill =
      caller.user.attributes['custom:create_skill'] === '1' && tenant.rows('tenancy', 'skills').length === 0;
    return {
      code: 200,
      shouldCreateSkill,
      message: existing ? 'The database user already exists.' : 'Database user created.',
    };
  }),
  implement(listUsers, 'member', ({ context, caller, tenant, fields }) => {
    const organisation = requireTenant(caller);
    const from = integerField(fields, 'PaginationFrom', 0, Number.MAX_SAFE_INTEGER);
    const limit = integerField(fields, 'PaginationLimit', 1, MAX_PAGE_SIZE);
    const matches = searchMatcher(fields);
    const users = tenant
      .users()
      .filter(matches)
      .toSorted(
        (a, b) =>
          (a.attributes.email ?? '').toLowerCase().localeCompare((b.attributes.email ?? '').toLowerCase()) ||
          a.sub.localeCompare(b.sub),
      );
    return {
      code: 200,
      data: {
        Users: users.slice(from, from + limit).map(listedUser),
        TotalUsers: users.length,
        Owner: tenantOwner(context, organisation)?.username ?? null,
      },
    };
  }),
  implement(inviteUser, 'member', async ({ context, caller, fields }) => {
    const tenant = requireTenant(caller);
    const email = stringField(fields, 'email', { required: true, max: 254 });
    if (!EMAIL.test(email)) throw badRequest('email must be a valid e-mail address.');
    const invitedTenant = stringField(fields, 'tenant', { required: true, max: 254 });
    const userType = userTypeField(fields, 'userType', 'user');
    if (userType === 'Administrator' && !caller.isAdministrator) {
      throw forbidden('Only an Administrator may invite an Administrator.');
    }
    if (invitedTenant !== tenant) throw forbidden('Users can only be invited to your own organisation.');
    const exists: InviteReply = {
      status: 'error',
      message: 'An account with the given email already exists.',
      code: 409,
    };
    if (emailTakenBy(context, email)) return exists;
    const company = companyOf(caller.user);
    const password = temporaryPassword();
    const invited = await createPoolUser(context.config, {
      email,
      password,
      status: 'FORCE_CHANGE_PASSWORD',
      attributes: {
        'custom:tenant': tenant,
        'custom:role': userType,
        'custom:first_login': '0',
        'custom:create_skill': '0',
        ...(company ? { 'custom:company_name': company } : {}),
      },
    });
    const created = context.db.update(['identity', 'users'], (state) => {
      // Another invitation may have taken the address while the verifier was computed.
      if (emailTakenBy(context, email)) return false;
      state.identity.users.push(invited);
      state.users.dbUsers.push({
        id: newId(),
        sub: invited.sub,
        tenant,
        email,
        authtype: 'cognito',
        createdAt: invited.createdAt,
      });
      return true;
    });
    if (!created) return exists;
    sendInvitation(context, email, company, password);
    return { status: 'success', message: `Invitation sent to ${email}.`, code: 200 };
  }),
  implement(reinviteUser, 'administrator', async ({ context, caller, fields }) => {
    const tenant = requireTenant(caller);
    const email = stringField(fields, 'UserEmail', { required: true, max: 254 });
    const invited = tenantUserByEmail(context, tenant, email);
    if (!invited) throw notFound(`User ${email} not found.`);
    if (invited.status !== 'FORCE_CHANGE_PASSWORD') throw badRequest('Only invited users can be re-invited.');
    const password = temporaryPassword();
    await setPassword(context, invited.sub, password);
    const address = invited.attributes.email ?? email;
    sendInvitation(context, address, companyOf(invited) || companyOf(caller.user), password);
    return { code: 200, message: `Invitation sent again to ${address}.` };
  }),
  implement(changeUserRole, 'administrator', ({ context, caller, tenant, fields }) => {
    requireTenant(caller);
    const username = stringField(fields, 'Username', { required: true, max: 128 });
    const newRole = userTypeField(fields, 'NewRole');
    const members = tenant.users();
    const target = members.find((user) => user.sub === username || user.username === username);
    if (!target) throw notFound(`User ${username} not found.`);
    if (isAdministrator(target) && newRole === 'user') {
      const otherAdministrators = members.filter(
        (user) =>
          user.sub !== target.sub && isAdministrator(user) && user.status === 'CONFIRMED' && user.enabled,
      );
      if (otherAdministrators.length === 0) {
        throw badRequest(
          'The organisation needs an Administrator: make someone else an Administrator before changing this role.',
        );
      }
    }
    context.db.update('identity', (state) => {
      const stored = state.users.find((user) => user.sub === target.sub);
      if (!stored) throw notFound(`User ${username} not found.`);
      stored.attributes['custom:role'] = newRole;
      stored.updatedAt = context.clock.nowIso();
    });
    return { code: 200, message: `Role changed to ${newRole}.` };
  }),
];
