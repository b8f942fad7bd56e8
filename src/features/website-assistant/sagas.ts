import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest } from 'redux-saga/effects';

import type { PublicBotColours, PublicBotSettings } from '@/contracts/website-assistant';
import { signOutRequested, skillCall } from '@/features/auth';
import { notifyError, notifySuccess } from '@/features/notifications';
import { call, select } from '@/lib/redux/effects';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { whileOpen } from '@/lib/redux/while-open';

import { fetchSettings, publishCues, saveBehavior, saveColours } from './api';
import { firstEmbedFields } from './behavior';
import { WEBSITE_ASSISTANT_MESSAGES as MESSAGES } from './messages';
import { selectWebsiteAssistant } from './selectors';
import {
  type BehaviorFields,
  behaviorSaved,
  behaviorSaveRequested,
  behaviorSaveSettled,
  coloursSaved,
  coloursSaveRequested,
  coloursSaveSettled,
  cuesPublished,
  cuesPublishRequested,
  cuesPublishSettled,
  embedFailed,
  embedReady,
  embedRequested,
  settingsFailed,
  settingsLoaded,
  settingsRequested,
  websiteAssistantPageClosed,
  websiteAssistantPageOpened,
} from './slice';

const NOTICE = 'website-assistant/save';

/** Spec 3 §8: a failed load says so in a toast too; the page shows it with Retry. */
const loadSettings = requestWorker(
  { success: settingsLoaded, failure: () => settingsFailed() },
  function* (): Saga<PublicBotSettings> {
    return yield* skillCall(fetchSettings);
  },
  { failureNotice: () => notifyError(MESSAGES.loadFailed, 'website-assistant/load') },
);

/** The GUID every update names; a save before the settings loaded has nothing to name. */
function* guid(): Saga<string> {
  const { settings } = yield* select(selectWebsiteAssistant);
  if (!settings) throw new Error('The settings are not loaded.');
  return settings.GUID;
}

/** A failed save leaves the form as the user left it (the form keeps its values): Save can be pressed again. */
const saveBehaviorWorker = requestWorker(
  { success: behaviorSaved, settled: () => behaviorSaveSettled() },
  function* (action: PayloadAction<BehaviorFields>): Saga<PublicBotSettings> {
    return yield* skillCall(saveBehavior, action.payload);
  },
  {
    successNotice: () => notifySuccess(MESSAGES.saved, NOTICE),
    failureNotice: () => notifyError(MESSAGES.saveFailed, NOTICE),
  },
);

const saveColoursWorker = requestWorker(
  { success: coloursSaved, settled: () => coloursSaveSettled() },
  function* (action: PayloadAction<PublicBotColours>): Saga<PublicBotSettings> {
    return yield* skillCall(saveColours, yield* guid(), action.payload);
  },
  {
    successNotice: () => notifySuccess(MESSAGES.coloursSaved, NOTICE),
    failureNotice: () => notifyError(MESSAGES.coloursSaveFailed, NOTICE),
  },
);

/** Publish Cues sends the list as edited here; a failure keeps every edit, to publish again. */
const publishCuesWorker = requestWorker(
  { success: cuesPublished, settled: () => cuesPublishSettled() },
  function* (): Saga<PublicBotSettings> {
    const { cues } = yield* select(selectWebsiteAssistant);
    return yield* skillCall(publishCues, yield* guid(), cues);
  },
  {
    successNotice: () => notifySuccess(MESSAGES.cuesSaved, NOTICE),
    failureNotice: () => notifyError(MESSAGES.cuesSaveFailed, NOTICE),
  },
);

/**
 * The embed icon (spec 3 §4): a bot never embedded (no bot file yet) is first saved with all four positions at
 * 10 and the first flag; then the dialog shows the snippet.
 */
const embedWorker = requestWorker(
  { success: embedReady, failure: () => embedFailed() },
  function* (): Saga<PublicBotSettings | null> {
    const { settings } = yield* select(selectWebsiteAssistant);
    if (!settings) throw new Error('The settings are not loaded.');
    if (settings.bot_file_name) return null;
    const fields = yield* call(firstEmbedFields, settings);
    return yield* skillCall(saveBehavior, fields);
  },
);

function* runPage(): Saga {
  yield takeLatest(settingsRequested, loadSettings);
  yield put(settingsRequested());
}

export function* websiteAssistantSaga(): Saga {
  yield whileOpen(websiteAssistantPageOpened, [websiteAssistantPageClosed, signOutRequested], runPage);
  yield takeLatest(behaviorSaveRequested, saveBehaviorWorker);
  yield takeLatest(coloursSaveRequested, saveColoursWorker);
  yield takeLatest(cuesPublishRequested, publishCuesWorker);
  yield takeLatest(embedRequested, embedWorker);
}
