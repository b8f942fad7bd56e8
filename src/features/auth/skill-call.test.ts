import { runSaga, type Saga as RunnableSaga } from 'redux-saga';
import { describe, expect, it, vi } from 'vitest';

import type { Saga } from '@/lib/redux/saga';
import { SERVICES_CONTEXT } from '@/services';
import { ServiceFailure } from '@/services/errors';

import { fakeGateway } from '@tests/fake-gateway';

import { NO_SKILL_CODE, NO_SKILL_MESSAGE, skillCall } from './skill-call';
import type { Skill } from './types';

const SKILL: Skill = { ID: 'skill-1', appId: 'app-1', lex_bot_name: 'Bot', tenant: 'demo' };

/** Runs the saga against a store whose selected skill is `skill`, with a gateway in the services. */
function run<T>(saga: () => Saga<T>, skill: Skill | null) {
  const { gateway } = fakeGateway();
  const task = runSaga(
    {
      dispatch: () => undefined,
      getState: () => ({ auth: { skill } }),
      // The helper reads only the gateway from the services.
      context: { [SERVICES_CONTEXT]: { gateway } },
    },
    saga as RunnableSaga,
  );
  return { gateway, result: task.toPromise<T>() };
}

describe('skillCall', () => {
  it('calls the api function with the gateway and the selected skill’s id, then its own arguments', async () => {
    const request = vi.fn((_gateway: unknown, skillId: string, name: string) =>
      Promise.resolve(`${skillId}:${name}`),
    );
    const { gateway, result } = run(() => skillCall(request, 'hubspot'), SKILL);
    await expect(result).resolves.toBe('skill-1:hubspot');
    expect(request).toHaveBeenCalledWith(gateway, 'skill-1', 'hubspot');
  });

  it('fails with a message people can read, sending nothing, when no skill is selected', async () => {
    const request = vi.fn(() => Promise.resolve('sent'));
    // Caught inside the saga: an uncaught one is logged by redux-saga as a crash of the root task.
    const caught = function* (): Saga<unknown> {
      try {
        return yield* skillCall(request);
      } catch (error) {
        return error;
      }
    };
    const failure = await run(caught, null).result;
    expect(failure).toBeInstanceOf(ServiceFailure);
    expect(failure).toMatchObject({ code: NO_SKILL_CODE, status: 0, message: NO_SKILL_MESSAGE });
    expect(request).not.toHaveBeenCalled();
  });
});
