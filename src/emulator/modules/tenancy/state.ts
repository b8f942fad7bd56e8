/**
 * The tenancy module's state: the tenants' assistants (skills).
 */
export interface SkillRecord {
  ID: string;
  appId: string;
  lex_bot_name: string;
  tenant: string;
  botAliasName: string;
  /** What CreateSkill was given; absent for the seeded skill. */
  invocationName?: string;
  description?: string;
  createAlexaSkill?: boolean;
  createdAt?: string;
}

/** The tenants' assistants (skills). */
export interface TenancyState {
  skills: SkillRecord[];
}

declare module '../../core/types' {
  interface EmulatorModuleStates {
    tenancy: TenancyState;
  }
}
