import { createSkill, getTenantSkill } from '@/contracts/auth';

import { newId } from '../../core/db';
import {
  badRequest,
  booleanField,
  type GatewayOperation,
  implement,
  stringField,
} from '../../core/gateway/envelope';

/** A Lex bot name from what the person called the assistant: letters, digits, `_` and `-`, at most 100. */
export function lexBotName(name: string): string {
  const cleaned = name
    .replace(/[^0-9A-Za-z_-]+/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '')
    .slice(0, 100);
  return cleaned || 'Assistant';
}

/**
 * GET skill (GetTenantSkill): the caller's tenant's assistant; code 500 in the body when there is none.
 * POST skill/build-bot (CreateSkill): creates the tenant's assistant, once; code 409 in the body when it
 * already exists (the portal ignores that: an unneeded creation is not an error for it).
 */
export const skillOperations: GatewayOperation[] = [
  implement(getTenantSkill, 'member', ({ tenant: organisation }) => {
    const skill = organisation.rows('tenancy', 'skills')[0];
    if (!skill) return { code: 500, message: 'No skill exists for this tenant yet.' };
    const { ID, appId, lex_bot_name, tenant } = skill;
    return { code: 200, data: { ID, appId, lex_bot_name, tenant } };
  }),
  implement(createSkill, 'administrator', ({ context, caller, tenant: organisation, fields }) => {
    const name = stringField(fields, 'name', { required: true, max: 100 });
    const createAlexaSkill = booleanField(fields, 'createAlexaSkillToggle');
    const invocationName = stringField(fields, 'invocationName', { max: 50 });
    if (createAlexaSkill && !invocationName) {
      throw badRequest('invocationName is required to create an Alexa skill.');
    }
    const description = stringField(fields, 'description', { max: 500 });
    const appId = stringField(fields, 'appId', { max: 100 }) || newId();
    if (!caller.tenant) throw badRequest('The user belongs to no tenant.');
    if (organisation.rows('tenancy', 'skills').length > 0) {
      return { code: 409, message: 'Skill already exists' };
    }
    organisation.insert('tenancy', 'skills', {
      ID: newId(),
      appId,
      lex_bot_name: lexBotName(name),
      botAliasName: 'demo',
      invocationName,
      description,
      createAlexaSkill,
      createdAt: context.clock.nowIso(),
    });
    return { code: 200, message: 'Skill created.' };
  }),
];
