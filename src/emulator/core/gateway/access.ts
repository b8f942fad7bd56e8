/**
 * Who may do what, and what they may see.
 *
 * Roles and rights (docs/adr/0006-emulator-modules.md): a user's role is its `custom:role`, `user` by default,
 * `Administrator` for administrators. Every signed-in user of a tenant holds `member`; an Administrator also
 * `administrator` and `license_manager`; the tenant's owner (the application owner: its first Administrator,
 * the one who signed the organisation up) also `purchase_license` and `owner`. A gateway operation declares the
 * right it needs and the envelope calls `authorize` before the handler runs (403 otherwise).
 *
 * The tenant view: a handler reads and writes through `input.tenant`, a view of the data already restricted
 * to the caller's organisation (reads filtered, new rows stamped), so it cannot see another organisation's
 * rows by mistake.
 */
import type { PoolUser } from '../../modules/cognito/state';
import type { EmulatorContext, EmulatorState, ModuleName } from '../types';

import { forbidden } from './errors';

export type Role = 'user' | 'Administrator';
export type Right = 'member' | 'administrator' | 'license_manager' | 'purchase_license' | 'owner';

/** The rights each role holds by default. */
export const ROLE_RIGHTS: Readonly<Record<Role, readonly Right[]>> = {
  user: ['member'],
  Administrator: ['member', 'administrator', 'license_manager'],
};

/** The rights of the tenant's owner (the application owner), on top of its role's. */
export const OWNER_RIGHTS: readonly Right[] = ['purchase_license', 'license_manager', 'owner'];

export interface Caller {
  user: PoolUser;
  tenant: string;
  role: Role;
  /** Whether the caller is its tenant's owner (first Administrator). */
  isOwner: boolean;
  rights: ReadonlySet<Right>;
  /** Shorthand for `rights.has('administrator')`. */
  isAdministrator: boolean;
}

export const roleOf = (user: PoolUser): Role =>
  user.attributes['custom:role'] === 'Administrator' ? 'Administrator' : 'user';

/** The Cognito users of one tenant (custom:tenant), in the pool's order. */
export function tenantUsers(context: EmulatorContext, tenant: string): PoolUser[] {
  return context.db.state.identity.users.filter((user) => user.attributes['custom:tenant'] === tenant);
}

/** The tenant's owner: its first Administrator (the one who signed the organisation up). */
export function tenantOwner(context: EmulatorContext, tenant: string): PoolUser | undefined {
  return tenantUsers(context, tenant)
    .filter((user) => roleOf(user) === 'Administrator')
    .toSorted((a, b) => a.createdAt.localeCompare(b.createdAt) || a.sub.localeCompare(b.sub))[0];
}

/** The caller a signed-in user is: tenant, role, owner or not, and rights. */
export function callerOf(context: EmulatorContext, user: PoolUser): Caller {
  const tenant = user.attributes['custom:tenant'] ?? '';
  const role = roleOf(user);
  const isOwner = Boolean(tenant) && tenantOwner(context, tenant)?.sub === user.sub;
  const rights = new Set<Right>([...ROLE_RIGHTS[role], ...(isOwner ? OWNER_RIGHTS : [])]);
  return { user, tenant, role, isOwner, rights, isAdministrator: rights.has('administrator') };
}

export const hasRight = (caller: Caller, right: Right): boolean => caller.rights.has(right);

/** Throws the gateway's 403 unless the caller holds `right`. */
export function authorize(caller: Caller, right: Right): void {
  if (!hasRight(caller, right)) throw forbidden();
}

type Collections<M extends ModuleName> = {
  [C in keyof EmulatorState[M]]: EmulatorState[M][C] extends readonly { tenant: string }[] ? C : never;
}[keyof EmulatorState[M]];

/** A row of a tenant collection (one whose rows carry a `tenant`). */
export type TenantRow<
  M extends ModuleName,
  C extends Collections<M>,
> = EmulatorState[M][C] extends readonly (infer Row)[] ? Row : never;

export interface TenantView {
  /** The organisation's id (custom:tenant). */
  readonly id: string;
  /** The tenant's rows of a module's collection, in stored order (a new list; the rows are the stored ones). */
  rows<M extends ModuleName, C extends Collections<M>>(module: M, collection: C): TenantRow<M, C>[];
  /** The tenant's users of the user pool. */
  users(): PoolUser[];
  /** Adds a row, stamped with the tenant, and stores the module. */
  insert<M extends ModuleName, C extends Collections<M>>(
    module: M,
    collection: C,
    row: Omit<TenantRow<M, C>, 'tenant'>,
  ): TenantRow<M, C>;
  /** Changes the tenant's rows in place (`change` sees only them) and stores the module. */
  update<M extends ModuleName, C extends Collections<M>, T>(
    module: M,
    collection: C,
    change: (rows: TenantRow<M, C>[]) => T,
  ): T;
  /** Removes the tenant's rows that match; other organisations' rows are never touched. */
  remove<M extends ModuleName, C extends Collections<M>>(
    module: M,
    collection: C,
    matches: (row: TenantRow<M, C>) => boolean,
  ): number;
}

/** The data of one organisation, as a handler of that organisation's caller sees it. */
export function tenantView(context: EmulatorContext, tenant: string): TenantView {
  type AnyRow = { tenant: string };
  const list = (module: ModuleName, collection: PropertyKey) =>
    (context.db.state[module] as unknown as Record<PropertyKey, AnyRow[]>)[collection] ?? [];
  const own = (module: ModuleName, collection: PropertyKey) =>
    list(module, collection).filter((row) => row.tenant === tenant);
  return {
    id: tenant,
    rows: (module, collection) => own(module, collection) as never,
    users: () => tenantUsers(context, tenant),
    insert(module, collection, row) {
      const stamped = { ...row, tenant } as AnyRow;
      context.db.update(module, (state) => {
        (state as unknown as Record<PropertyKey, AnyRow[]>)[collection]?.push(stamped);
      });
      return stamped as never;
    },
    update(module, collection, change) {
      return context.db.update(module, () => change(own(module, collection) as never));
    },
    remove(module, collection, matches) {
      return context.db.update(module, (state) => {
        const lists = state as unknown as Record<PropertyKey, AnyRow[]>;
        const before = lists[collection] ?? [];
        const kept = before.filter((row) => row.tenant !== tenant || !matches(row as never));
        lists[collection] = kept;
        return before.length - kept.length;
      });
    },
  };
}
