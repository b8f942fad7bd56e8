import { call, select } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { ServiceFailure } from '@/services/errors';
import type { Gateway } from '@/services/gateway';

import { selectSkill } from './session';

/**
 * Most operations act on the selected skill (the organisation's assistant: their `Skill` field). Without one
 * (it is read after sign-in; a new organisation's is created at its first login) such a call cannot be made:
 * it fails at once with this message, rather than reaching the server with an empty Skill.
 */
export const NO_SKILL_CODE = 'NO_SKILL';
export const NO_SKILL_MESSAGE = 'Your assistant is not ready yet: reload the page in a moment.';

/**
 * `yield* skillCall(triggerBotBuild)`: calls an api function that takes `(gateway, skillId, …args)` for the
 * selected skill, read once here, with the services' gateway. Without a selected skill it throws a
 * ServiceFailure (code NO_SKILL, the message above) and sends nothing.
 */
export function* skillCall<Args extends unknown[], Result>(
  request: (gateway: Gateway, skillId: string, ...args: Args) => Promise<Result>,
  ...args: Args
): Saga<Result> {
  const skill = yield* select(selectSkill);
  if (!skill) throw new ServiceFailure({ code: NO_SKILL_CODE, status: 0, message: NO_SKILL_MESSAGE });
  const { gateway } = yield* services();
  return yield* call(request, gateway, skill.ID, ...args);
}
