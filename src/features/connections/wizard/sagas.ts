import type { PayloadAction } from '@reduxjs/toolkit';
import { type EventChannel, eventChannel } from 'redux-saga';
import { fork, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';

import { listFeaturedConnectors } from '@/contracts/connections';
import { selectIsAdministrator, selectUsername, signOutRequested, tokensRefreshed } from '@/features/auth';
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
import { services, wait } from '@/lib/redux/services';
import { whileOpen } from '@/lib/redux/while-open';
import { userStorage } from '@/lib/user-storage';
import { toServiceError } from '@/services/errors';
import type { Gateway } from '@/services/gateway';

import { prepareAccountLink } from '../account-linking';
import { customConnectorHost } from '../base-url';
import { botBuildRequested } from '../bot/slice';
import { WIZARD_MESSAGES } from '../messages';
import { setupProgressChanged } from '../setup/slice';

import {
  featuredConnectionUpdated,
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
} from './slice';

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
  const reply = await gateway.send(listFeaturedConnectors);
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
  if (action.payload >= FINAL_STEP) {
    store?.set(WIZARD_KEYS.finished, true);
    // The organisation's setup is done: the dashboard's reminder and the navigation entry go (an
    // administrator's to say: only they connect).
    if (yield* select(selectIsAdministrator)) yield put(setupProgressChanged('finished'));
  }
}

function* saveProfile(action: PayloadAction<ProfileValues>): Saga {
  const { identity, analytics } = yield* services();
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
  // Spec 1 §7: the same product event as a save on /profile.
  yield* call(analytics.record, 'profile_update');
  // Spec 3 §4: on profile update success, step 0 goes to step 1.
  yield put(wizardStepChanged(1));
}

/**
 * A card: create, bot build, then after 200 ms the account link in the pop-up (spec 3 §4). A connector enabled
 * already (after Deny, or a consent window closed unanswered) gets a fresh account link instead: the shared
 * flow never creates it twice (account-linking.ts).
 */
function* enableFromCard(action: PayloadAction<{ connectionName: string; subdomain?: string }>): Saga {
  const { connectionName, subdomain } = action.payload;
  const connector = (yield* select(selectWizard)).featured.find(
    (candidate) => candidate.connectionName === connectionName,
  );
  const fail = function* (message: string): Saga {
    discardLinkWindow(connectionName);
    yield put(wizardConnectorSettled({}));
    yield put(notifyError(message, 'wizard/connector'));
  };
  if (!connector) {
    yield* fail(WIZARD_MESSAGES.enableFailed);
    return;
  }
  const custom = connector.setup === 'custom';
  const outcome = yield* prepareAccountLink(connector, {
    ...(custom ? { host: customConnectorHost(connector, subdomain ?? '') } : {}),
    // Spec 3 §7: the wizard's client id and secret are blank.
    client_id: '',
    client_secret: '',
  });
  if (outcome.kind === 'linked') {
    // Linked meanwhile (another tab): the card shows it once the list is fresh.
    discardLinkWindow(connectionName);
    yield put(wizardConnectorSettled({}));
    yield put(featuredRequested());
    return;
  }
  if (outcome.kind === 'failed') {
    if (outcome.step === 'create' && custom && outcome.error.status === 400 && outcome.error.message) {
      // The server's word on the base URL belongs under the card's field.
      discardLinkWindow(connectionName);
      yield put(wizardConnectorSettled({ fieldError: { connectionName, message: outcome.error.message } }));
      return;
    }
    yield* fail(outcome.step === 'create' ? WIZARD_MESSAGES.enableFailed : WIZARD_MESSAGES.linkFailed);
    return;
  }
  if (outcome.created) {
    yield put(featuredConnectionUpdated(outcome.created));
    yield put(botBuildRequested());
  }
  yield* wait(WIZARD_REDIRECT_DELAY_MS);
  const store = yield* storage();
  store?.set(
    WIZARD_KEYS.connectionId,
    outcome.created?.connectionId ?? connector.connectionId ?? connectionName,
  );
  const opened = sendLinkWindowTo(connectionName, outcome.link);
  yield put(wizardConnectorSettled({ blockedLink: opened ? null : { connectionName, url: outcome.link } }));
}

export function* wizardSaga(): Saga {
  yield whileOpen(wizardOpened, [wizardClosed, signOutRequested], runWizard);
  yield takeEvery(wizardStepChanged.type, keepStep);
  yield takeLeading(wizardProfileSubmitted.type, saveProfile);
  yield takeLeading(wizardConnectorChosen.type, enableFromCard);
}
