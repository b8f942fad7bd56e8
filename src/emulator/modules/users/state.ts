/**
 * The users module's state: the tenants' own database records of their portal users.
 */
/** The tenant's own database record of a portal user (CreateDbUser), apart from the Cognito user. */
export interface DbUserRecord {
  id: string;
  sub: string;
  tenant: string;
  email: string;
  authtype: string;
  createdAt: string;
}

/** The tenants' own database of portal users (CreateDbUser). */
export interface UsersState {
  dbUsers: DbUserRecord[];
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    users: UsersState;
  }
}
