import type { PayloadAction } from '@reduxjs/toolkit';
import { type EventChannel, eventChannel } from 'redux-saga';
import { delay, fork, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';

import { CONNECTED_STATUS, type ListFeaturedConnectorsReply } from '@/contracts/connections';
import { selectSkill, selectUsername, signOutRequested, tokensRefreshed } from '@/features/auth';
import { notifyError, notifySuccess } from '@/features/notifications';
import {
  type AccountLinkResult,
  discardLinkWindow,
  sendLinkWindowTo,
  subscribeLinkResults,
} from '@/lib/account-link';
import { profileChanges, type ProfileValues } from '@/lib/profile-attributes';
import { call, select, take } from '@/lib/redux/effects';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { whileOpen } from '@/lib/redux/while-open';
import { userStorage } from '@/lib/user-storage';
import { toServiceError } from '@/services/errors';
import type { Gateway } from '@/services/gateway';

import { connectionFormParams, createConnection } from './api';
import { botBuildRequested } from './bot-slice';
import {
  featuredFailed,
  featuredLoaded,
  featuredRequested,
  FINAL_STEP,
  selectWizard,
  wizardClosed,
  wizardConnectorChosen,
  wizardConnectorSettled,
  wizardOpened,
  wizardProfileSettled,
  wizardProfileSubmitted,
  wizardStepChanged,
  wizardStepRestored,
} from './wizard-slice';

/** Spec 3 §8 "Wizard". */
export const WIZARD_MESSAGES = {
  enableFailed: 'Could not enable connector, please try again later',
  featuredFailed: 'Could not retrieve featured connectors.',
  profileFailed: 'There was an error while updating your profile.',
  linkFailed: 'Error in generating redirect link.',
  profileSaved: 'Successfully updated user attributes.',
} as const;

/** Spec 3 §9: the redirect to the provider's link, and the cap on featured connectors. */
export const WIZARD_REDIRECT_DELAY_MS = 200;
export const FEATURED_CAP = 30;

/** Spec 3 §9: what the wizard keeps per user. */
export const WIZARD_KEYS = {
  step: 'wizard-step',
  connectionId: 'wizard-connection-id',
  connected: 'wizard-connected',
  finished: 'connector-created-info',
} as const;

const isStep = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= FINAL_STEP;

function* storage(): Saga<ReturnType<typeof userStorage> | null> {
  const username = yield* select(selectUsername);
  return username ? userStorage(username) : null;
}

async function listFeatured(gateway: Gateway) {
  const reply = await gateway.call<ListFeaturedConnectorsReply>({
    method: 'GET',
    path: 'connectors/featured',
    apiCall: 'ListFeaturedConnectors',
  });
  return reply.data.slice(0, FEATURED_CAP);
}

/** The featured connectors with their live state: a step whose connection was removed is no longer done. */
const loadFeatured = requestWorker(
  { success: featuredLoaded, failure: () => featuredFailed() },
  function* () {
    const { gateway } = yield* services();
    return yield* call(listFeatured, gateway);
  },
  { failureNotice: () => notifyError(WIZARD_MESSAGES.featuredFailed, 'wizard/featured') },
);

function linkResults(): EventChannel<AccountLinkResult> {
  return eventChannel((emit) => subscribeLinkResults(emit));
}

function* runWizard(): Saga {
  const store = yield* storage();
  const step = store?.get(WIZARD_KEYS.step, isStep);
  if (step !== undefined) yield put(wizardStepRestored(step));
  // Each load marks the list as loading (featuredRequested); the newest wins.
  yield takeLatest(featuredRequested.type, loadFeatured);
  yield takeLatest(wizardStepChanged.type, function* () {
    yield put(featuredRequested());
  });
  yield fork(function* () {
    const channel = linkResults();
    try {
      for (;;) {
        const result = yield* take(channel);
        if (result.status === 'success') store?.set(WIZARD_KEYS.connected, result.connectionName);
        yield put(featuredRequested());
      }
    } finally {
      channel.close();
    }
  });
  yield put(featuredRequested());
}

function* keepStep(action: PayloadAction<number>): Saga {
  const store = yield* storage();
  const { step } = yield* select(selectWizard);
  store?.set(WIZARD_KEYS.step, step);
  if (action.payload >= FINAL_STEP) store?.set(WIZARD_KEYS.finished, true);
}

function* saveProfile(action: PayloadAction<ProfileValues>): Saga {
  const { identity } = yield* services();
  const { update } = profileChanges(action.payload);
  try {
    yield* call(identity.updateAttributes, update);
  } catch (error) {
    yield put(wizardProfileSettled(toServiceError(error).message || WIZARD_MESSAGES.profileFailed));
    return;
  }
  try {
    const user = yield* call(identity.currentUser, { forceRefresh: true });
    if (user) yield put(tokensRefreshed({ user, at: Date.now() }));
  } catch {
    // Saved; the top bar catches up at the next token refresh.
  }
  yield put(wizardProfileSettled(null));
  yield put(notifySuccess(WIZARD_MESSAGES.profileSaved, 'wizard/profile'));
  // Spec 3 §4: on profile update success, step 0 goes to step 1.
  yield put(wizardStepChanged(1));
}

/** A card: create, bot build, then (status 'Connected!') after 200 ms the account link in the pop-up. */
function* enableFromCard(action: PayloadAction<{ connectionName: string }>): Saga {
  const { connectionName } = action.payload;
  const { gateway } = yield* services();
  const skill = yield* select(selectSkill);
  const connector = (yield* select(selectWizard)).featured.find(
    (candidate) => candidate.connectionName === connectionName,
  );
  const fail = function* (message: string): Saga {
    discardLinkWindow(connectionName);
    yield put(wizardConnectorSettled({ blockedLink: null }));
    yield put(notifyError(message, 'wizard/connector'));
  };
  if (!connector) {
    yield* fail(WIZARD_MESSAGES.enableFailed);
    return;
  }
  let reply;
  try {
    // Spec 3 §7: the wizard's client id and secret are blank.
    reply = yield* call(createConnection, gateway, skill?.ID ?? '', {
      ...connectionFormParams(connector),
      client_id: '',
      client_secret: '',
    });
  } catch {
    yield* fail(WIZARD_MESSAGES.enableFailed);
    return;
  }
  if (reply.status !== CONNECTED_STATUS) {
    yield* fail(WIZARD_MESSAGES.enableFailed);
    return;
  }
  yield put(botBuildRequested());
  const link = reply.oauth2_user_redirect_link;
  if (!link) {
    yield* fail(WIZARD_MESSAGES.linkFailed);
    return;
  }
  yield delay(WIZARD_REDIRECT_DELAY_MS);
  const store = yield* storage();
  store?.set(WIZARD_KEYS.connectionId, reply.data?.connectionId ?? connectionName);
  const opened = sendLinkWindowTo(connectionName, link);
  yield put(wizardConnectorSettled({ blockedLink: opened ? null : { connectionName, url: link } }));
}

export function* wizardSaga(): Saga {
  yield whileOpen(wizardOpened, [wizardClosed, signOutRequested], runWizard);
  yield takeEvery(wizardStepChanged.type, keepStep);
  yield takeLeading(wizardProfileSubmitted.type, saveProfile);
  yield takeLeading(wizardConnectorChosen.type, enableFromCard);
}
