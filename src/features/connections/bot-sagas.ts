import { delay, fork, put, takeLatest, takeLeading } from 'redux-saga/effects';

import type { BotStatus } from '@/contracts/connections';
import { selectSkill } from '@/features/auth';
import { notify, notifyError } from '@/features/notifications';
import { call, select, take } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';

import { fetchBotStatus, triggerBotBuild } from './api';
import {
  botBuildRequested,
  botBuildTriggerFailed,
  botPageChanged,
  botStatusCheckRequested,
  botStatusReceived,
  selectBot,
} from './bot-slice';

/** Spec 3 §4 "Bot environment status" (DESIGN §7: "chatbot"). */
export const BOT_MESSAGES = {
  building: (product: string) => `Your ${product} environment is being built. Please wait few minutes...`,
  ready: (product: string) => `Your environment is ready. You can now use ${product} chatbot.`,
  failed: (product: string, reason?: string) =>
    `Your ${product} environment could not be built${reason ? `: ${reason}` : ''}. Please go to Manage Connections and click BUILD ${product}.`,
} as const;

/** One key for every bot-status message: the final message replaces the persistent "being built" one. */
const BOT_MESSAGE_KEY = 'bot/status';

function* finalMessage(status: BotStatus, product: string): Saga {
  if (status.status === 'FAILED') {
    yield put(notifyError(BOT_MESSAGES.failed(product, status.message), BOT_MESSAGE_KEY));
  } else if (status.status === 'WARNING') {
    // Spec 3 §4: the server's message, shown as a success.
    yield put(notify({ message: status.message, variant: 'success', key: BOT_MESSAGE_KEY }));
  } else if (status.status === 'READY') {
    yield put(notify({ message: BOT_MESSAGES.ready(product), variant: 'success', key: BOT_MESSAGE_KEY }));
  }
}

/**
 * Checks the status until it is final: while building, the persistent info message once, then again after the
 * server-given interval. A final status is announced when this session saw the build run (a trigger, or a
 * status that was not final); a status that was already final when the page opened says nothing new, except
 * a failed build, which the user must act on.
 */
function* checkBotStatus(): Saga {
  // The wizard and the pop-up's return page never check it (spec 3 §4: "not on wizard pages").
  if ((yield* select(selectBot)).exemptPage !== false) return;
  const skill = yield* select(selectSkill);
  if (!skill) return;
  const { gateway, config } = yield* services();
  const product = config.productName;
  let sawBuild = (yield* select(selectBot)).botBuildTriggered;
  let announcedBuilding = false;
  for (;;) {
    let status: BotStatus;
    try {
      status = yield* call(fetchBotStatus, gateway, skill.ID);
    } catch {
      // The status is advisory: an unreachable status service must not disturb the page. The next check (a
      // trigger, a page that asks) tries again.
      return;
    }
    yield put(botStatusReceived(status));
    if (status.final) {
      if (sawBuild || status.status === 'FAILED') yield* finalMessage(status, product);
      return;
    }
    sawBuild = true;
    if (!announcedBuilding) {
      announcedBuilding = true;
      yield put(
        notify({
          message: BOT_MESSAGES.building(product),
          variant: 'info',
          persist: true,
          key: BOT_MESSAGE_KEY,
        }),
      );
    }
    yield delay(Math.max(1, status.refreshInterval) * 1000);
  }
}

/** BUILD {product}: start the build; success leads to a status check, failure to the final-error message. */
function* buildBot(): Saga {
  const skill = yield* select(selectSkill);
  const { gateway, config } = yield* services();
  try {
    if (!skill) throw new Error('No assistant to build.');
    yield* call(triggerBotBuild, gateway, skill.ID);
  } catch {
    yield put(botBuildTriggerFailed());
    yield put(notifyError(BOT_MESSAGES.failed(config.productName), BOT_MESSAGE_KEY));
    return;
  }
  yield put(botStatusCheckRequested());
}

/** Spec 3 §4: the status is checked when the skill changes (it may arrive after the shell has started). */
function* checkWhenSkillChanges(): Saga {
  // Which page the shell shows is known once it has rendered.
  if ((yield* select(selectBot)).exemptPage === null) yield* take(botPageChanged);
  let last: string | null = null;
  for (;;) {
    const skillId = (yield* select(selectSkill))?.ID ?? null;
    if (skillId && skillId !== last) yield put(botStatusCheckRequested());
    last = skillId;
    yield* take('*');
  }
}

/** Runs on every signed-in page: a check once the skill is known and whenever it changes, and on request. */
export function* botSaga(): Saga {
  yield takeLatest(botStatusCheckRequested.type, checkBotStatus);
  yield takeLeading(botBuildRequested.type, buildBot);
  yield fork(checkWhenSkillChanges);
}
