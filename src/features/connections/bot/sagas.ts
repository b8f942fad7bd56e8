import { delay, fork, put, takeLatest, takeLeading } from 'redux-saga/effects';

import type { BotStatus } from '@/contracts/connections';
import { selectIsAdministrator, selectSkill, selectUsername, skillCall } from '@/features/auth';
import { notify, notifyActionRequired, notifyInfo } from '@/features/notifications';
import { select, take } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { type UserStorage, userStorage } from '@/lib/user-storage';
import { toServiceError } from '@/services/errors';

import { fetchBotStatus, triggerBotBuild } from '../api';
import { BOT_MESSAGES } from '../messages';

import {
  botBuildQueued,
  botBuildRequested,
  botBuildTriggerFailed,
  botPageChanged,
  botQueuedBuildStarted,
  botStatusCheckRequested,
  botStatusReceived,
  selectBot,
} from './slice';

/** One key for every bot-status message: the final message replaces the persistent "being built" one. */
const BOT_MESSAGE_KEY = 'bot/status';

/** What the bot saga keeps per user (docs/design.md §3). */
export const BOT_KEYS = {
  /** A build waits for the running one (survives a reload: the next check starts it). */
  queued: 'bot-build-queued',
  /** The failed build the user was last told about (its end time), so that a page load does not repeat it. */
  failureTold: 'bot-failure-told',
  /** The end time of the last final status the user's portal saw: a later one is news at the next page load. */
  lastSeen: 'bot-last-seen',
} as const;

const isTrue = (value: unknown): value is true => value === true;
const isText = (value: unknown): value is string => typeof value === 'string';

function* storage(): Saga<UserStorage | null> {
  const username = yield* select(selectUsername);
  return username ? userStorage(username) : null;
}

/** Which failed build a status is about: builds are told apart by when they ended. */
const failureId = (status: BotStatus) => status.builtAt ?? status.message;

/**
 * A failed build is for administrators (only they can fix and rebuild). One this session saw run is always
 * told; one found already failed is told once, and not at all where the page's own status area shows it.
 */
function* failureMessage(status: BotStatus, product: string, sawBuild: boolean): Saga {
  if (!(yield* select(selectIsAdministrator))) return;
  const store = yield* storage();
  const id = failureId(status);
  const told = store?.get(BOT_KEYS.failureTold, isText) === id;
  store?.set(BOT_KEYS.failureTold, id);
  if (!sawBuild && (told || (yield* select(selectBot)).statusShown)) return;
  yield put(notifyActionRequired(BOT_MESSAGES.failed(product, status.message), BOT_MESSAGE_KEY));
}

/**
 * Spec 3 §4: a final status is announced at every check the spec names (after a build, on leaving the wizard,
 * when the skill changes), whoever started the build. The shell's own check at a page load announces it only
 * when it is news to the user: a build that ended since their portal last saw the status. A failure is as
 * failureMessage says.
 */
function* finalMessage(
  status: BotStatus,
  product: string,
  options: { sawBuild: boolean; startup: boolean },
): Saga {
  const store = yield* storage();
  const seen = store?.get(BOT_KEYS.lastSeen, isText);
  const ended = status.builtAt ?? '';
  store?.set(BOT_KEYS.lastSeen, ended);
  if (status.status === 'FAILED') {
    yield* failureMessage(status, product, options.sawBuild);
    return;
  }
  const news = seen !== undefined && seen !== ended;
  if (options.startup && !options.sawBuild && !news) return;
  if (status.status === 'WARNING') {
    // Spec 3 §4: the server's message, shown as a success.
    yield put(notify({ message: status.message, variant: 'success', key: BOT_MESSAGE_KEY }));
  } else if (status.status === 'READY') {
    yield put(notify({ message: BOT_MESSAGES.ready(product), variant: 'success', key: BOT_MESSAGE_KEY }));
  }
}

/** Whether a build waits for the one that just ended (asked in this session, or before a reload). */
function* buildIsQueued(): Saga<boolean> {
  if ((yield* select(selectBot)).buildQueued) return true;
  if (!(yield* select(selectIsAdministrator))) return false;
  return (yield* storage())?.get(BOT_KEYS.queued, isTrue) === true;
}

/**
 * Checks the status until it is final: while building, the persistent info message once, then again after the
 * server-given interval. A final status is announced as finalMessage says, unless a queued build starts now.
 */
function* checkBotStatus(action: ReturnType<typeof botStatusCheckRequested>): Saga {
  // The wizard and the pop-up's return page never check it (spec 3 §4: "not on wizard pages").
  if ((yield* select(selectBot)).exemptPage !== false) return;
  const { config } = yield* services();
  const product = config.productName;
  let sawBuild = (yield* select(selectBot)).botBuildTriggered;
  let announcedBuilding = false;
  for (;;) {
    let status: BotStatus;
    try {
      status = yield* skillCall(fetchBotStatus);
    } catch {
      // The status is advisory: an unreachable status service (or no skill yet) must not disturb the page. The
      // next check (a trigger, a page that asks, the skill's arrival) tries again.
      return;
    }
    yield put(botStatusReceived(status));
    if (status.final) {
      if (yield* buildIsQueued()) {
        (yield* storage())?.remove(BOT_KEYS.queued);
        yield put(botQueuedBuildStarted());
        yield put(botBuildRequested());
        return;
      }
      yield* finalMessage(status, product, { sawBuild, startup: action.payload.startup });
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

/**
 * BUILD {product}, or a change that needs a build: start the build; success leads to a status check. A build
 * that already runs (409) is not a failure: this one is queued behind it and the user is told so. Any other
 * refusal gives the final-error message.
 */
function* buildBot(): Saga {
  const { config } = yield* services();
  try {
    yield* skillCall(triggerBotBuild);
  } catch (error) {
    // Only the server answers 409: the call had a skill to build.
    if (toServiceError(error).status === 409) {
      (yield* storage())?.set(BOT_KEYS.queued, true);
      yield put(botBuildQueued());
      yield put(notifyInfo(BOT_MESSAGES.queued(config.productName), 'bot/queued'));
      yield put(botStatusCheckRequested());
      return;
    }
    yield put(botBuildTriggerFailed());
    yield put(notifyActionRequired(BOT_MESSAGES.failed(config.productName), BOT_MESSAGE_KEY));
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
    if (skillId && skillId !== last) yield put(botStatusCheckRequested({ startup: last === null }));
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
