/**
 * The sign-in flow's gateway operations (spec 1 §7): the tenant's assistant (skill), read after every sign-in,
 * and what the first login of a user creates (the tenant's database record of the user, and for a new
 * organisation its assistant). Shared by the portal (src/features/auth/api.ts) and the emulated gateway
 * (src/emulator/modules/tenancy, src/emulator/modules/users). Shared code: imports nothing from features.
 */
import { defineOperation, type NoFields } from './operation';

/** The tenant's assistant (a Lex bot), as GetTenantSkill answers it. */
export interface Skill {
  ID: string;
  appId: string;
  lex_bot_name: string;
  tenant: string;
}

/**
 * The fields of an operation that names the selected skill (the assistant a change is for): most of spec 3's
 * calls. Sagas send them through `skillCall` (src/features/auth), which reads the selected skill once.
 */
export interface SkillFields {
  Skill: string;
}

/** code 500 in the body when the tenant has no skill yet. */
export interface SkillReply {
  code: number;
  data?: Skill;
  message?: string;
}

export interface CreateDbUserFields {
  FormParams: { email: string; authtype: 'cognito' };
  /** The Cognito user's custom:first_login becomes '0' (the server may write it; the client may not). */
  DeleteFirstLoginAttr: boolean;
}

export interface CreateDbUserReply {
  code: number;
  /** The portal creates the tenant's assistant next (CreateSkill). */
  shouldCreateSkill?: boolean;
  message?: string;
}

export interface CreateSkillFields {
  FormParams: {
    appId: string;
    name: string;
    invocationName: string;
    description: string;
    createAlexaSkillToggle: boolean;
  };
}

/** code 409 in the body when the tenant has a skill already (the portal ignores it). */
export interface CreateSkillReply {
  code: number;
  message?: string;
}

/** GET skill: the caller's tenant's assistant. */
export const getTenantSkill = defineOperation<NoFields, SkillReply>()({
  api: 'portal',
  method: 'GET',
  path: 'skill',
  apiCall: 'GetTenantSkill',
});

/** POST users/new: on a user's first sign-in, the tenant's database record of that user. */
export const createDbUser = defineOperation<CreateDbUserFields, CreateDbUserReply>()({
  api: 'portal',
  method: 'POST',
  path: 'users/new',
  apiCall: 'CreateDbUser',
});

/** POST skill/build-bot: the new tenant's assistant, created once. */
export const createSkill = defineOperation<CreateSkillFields, CreateSkillReply>()({
  api: 'portal',
  method: 'POST',
  path: 'skill/build-bot',
  apiCall: 'CreateSkill',
});
