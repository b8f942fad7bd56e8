import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest } from 'redux-saga/effects';

import { PHONE_VERIFICATION_DELAY_MS } from '@/config/constants';
import { isAcceptablePhoneNumber, PHONE_NUMBER_INVALID } from '@/lib/phone-number';
import {
  hasPhoneNumber,
  isPhoneVerified,
  profileChanges,
  type ProfileValues,
} from '@/lib/profile-attributes';
import { call, select } from '@/lib/redux/effects';
import { notify } from '@/lib/redux/notify';
import { requestWorker } from '@/lib/redux/request-worker';
import type { Saga } from '@/lib/redux/saga';
import { services, wait } from '@/lib/redux/services';
import { toServiceError } from '@/services/errors';

import { PROFILE_MESSAGES } from './messages';
import {
  attributesChanged,
  avatarSelected,
  avatarUploadFinished,
  avatarUploadStarted,
  detailsSaved,
  detailsSubmitted,
  mfaMethodChosen,
  mfaMethodSet,
  mfaRequestFinished,
  passwordChanged,
  passwordChangeFailed,
  passwordChangeSubmitted,
  phoneCodeRequested,
  phoneCodeSent,
  phoneCodeSubmitted,
  phoneRequestFailed,
  phoneVerified,
  profileLoaded,
  profileLoadFailed,
  profileOpened,
  type ProfileState,
  totpCodeSubmitted,
  totpSetupStarted,
} from './profile-slice';
import { selectCurrentUser } from './session';
import { tokensRefreshed } from './slice';
import type { MfaMethod } from './types';

const MFA_SUCCESS: Record<MfaMethod, string> = {
  NOMFA: PROFILE_MESSAGES.mfaOff,
  SMS: PROFILE_MESSAGES.mfaSms,
  TOTP: PROFILE_MESSAGES.mfaTotp,
};

const selectProfileState = (state: { profile: ProfileState }) => state.profile;

function* notifyError(error: unknown): Saga {
  yield put(notify({ message: toServiceError(error).message, variant: 'error' }));
}

/** New attributes reach the id token only after a refresh: the top bar's name and avatar follow. */
function* refreshSignedInUser(): Saga {
  const { identity } = yield* services();
  try {
    const user = yield* call(identity.currentUser, { forceRefresh: true });
    if (user) yield put(tokensRefreshed({ user, at: Date.now() }));
  } catch {
    // The profile screen already shows the saved values; the top bar catches up at the next refresh.
  }
}

const loadProfile = requestWorker({ success: profileLoaded, failure: profileLoadFailed }, function* () {
  const { identity } = yield* services();
  const attributes = yield* call(identity.fetchAttributes);
  const mfa = yield* call(identity.fetchMfaPreference);
  return { attributes, mfa };
});

function* requestPhoneCode(): Saga {
  const { identity } = yield* services();
  const { attributes } = yield* select(selectProfileState);
  // A number saved before numbers were checked may be no one's phone: no code is texted to it.
  if (!isAcceptablePhoneNumber(attributes?.phone_number ?? '')) {
    yield put(phoneRequestFailed(PHONE_NUMBER_INVALID));
    yield put(notify({ message: PHONE_NUMBER_INVALID, variant: 'error' }));
    return;
  }
  try {
    yield* call(identity.sendPhoneVerificationCode);
    yield put(phoneCodeSent());
    yield put(notify({ message: PROFILE_MESSAGES.phoneCodeSent, variant: 'success' }));
  } catch (error) {
    yield put(phoneRequestFailed(toServiceError(error).message));
    yield* notifyError(error);
  }
}

function* saveDetails(action: PayloadAction<ProfileValues>): Saga {
  const { identity, analytics } = yield* services();
  const before = (yield* select(selectProfileState)).attributes ?? {};
  // The form refuses such a number under the field; this keeps any other caller from saving one (docs/design.md §7).
  if (!isAcceptablePhoneNumber(action.payload.phoneNumber)) {
    yield put(detailsSaved());
    yield put(notify({ message: PHONE_NUMBER_INVALID, variant: 'error' }));
    return;
  }
  const { update: attributes, remove } = profileChanges(action.payload);
  const removing = remove.filter((name) => hasPhoneNumber(before) || name !== 'phone_number');
  try {
    yield* call(identity.updateAttributes, attributes);
    if (removing.length) yield* call(identity.deleteAttributes, removing);
  } catch (error) {
    yield put(detailsSaved());
    yield* notifyError(error);
    return;
  }
  const phoneChanged = (before.phone_number ?? '').trim() !== (attributes.phone_number ?? '').trim();
  yield put(
    attributesChanged({
      ...attributes,
      ...(phoneChanged
        ? { phone_number: attributes.phone_number ?? '', phone_number_verified: 'false' }
        : {}),
    }),
  );
  yield put(detailsSaved());
  yield put(notify({ message: PROFILE_MESSAGES.attributesUpdated, variant: 'success' }));
  yield* call(analytics.record, 'profile_update');
  yield* refreshSignedInUser();
  if (phoneChanged && hasPhoneNumber(attributes)) {
    yield* wait(PHONE_VERIFICATION_DELAY_MS);
    yield put(phoneCodeRequested());
  }
}

function* verifyPhone(action: PayloadAction<string>): Saga {
  const { identity } = yield* services();
  if (!action.payload.trim()) {
    yield put(phoneRequestFailed(PROFILE_MESSAGES.emptyCode));
    yield put(notify({ message: PROFILE_MESSAGES.emptyCode, variant: 'info' }));
    return;
  }
  try {
    yield* call(identity.verifyPhone, action.payload.trim());
    yield put(phoneVerified());
    yield put(notify({ message: PROFILE_MESSAGES.phoneVerified, variant: 'success' }));
  } catch (error) {
    yield put(phoneRequestFailed(toServiceError(error).message));
  }
}

function* chooseMfa(action: PayloadAction<MfaMethod>): Saga {
  const { identity, analytics, config } = yield* services();
  const method = action.payload;
  const { attributes } = yield* select(selectProfileState);
  try {
    if (method === 'SMS' && !isAcceptablePhoneNumber(attributes?.phone_number ?? '')) {
      // Verified or not, a number that is no one's phone must not receive the sign-in codes.
      yield put(mfaRequestFinished());
      yield put(notify({ message: PHONE_NUMBER_INVALID, variant: 'error' }));
      return;
    }
    if (method === 'SMS' && !isPhoneVerified(attributes ?? {})) {
      const message = hasPhoneNumber(attributes ?? {})
        ? PROFILE_MESSAGES.smsNeedsVerifiedPhone
        : PROFILE_MESSAGES.smsNeedsPhone;
      yield put(mfaRequestFinished());
      yield put(notify({ message, variant: 'error' }));
      return;
    }
    if (method === 'TOTP') {
      // TOTP becomes the preferred method only once a code from the app proves the set-up worked.
      const user = yield* select(selectCurrentUser);
      const setup = yield* call(identity.startTotpSetup, user?.email ?? '', config.productName);
      yield put(totpSetupStarted(setup));
      return;
    }
    yield* call(identity.setMfaPreference, method);
    yield put(mfaMethodSet(method));
    yield put(notify({ message: MFA_SUCCESS[method], variant: 'success' }));
    yield* call(analytics.record, 'mfa_change', { method });
  } catch (error) {
    yield put(mfaRequestFinished());
    yield* notifyError(error);
  }
}

function* confirmTotp(action: PayloadAction<string>): Saga {
  const { identity, analytics } = yield* services();
  try {
    yield* call(identity.verifyTotpSetup, action.payload.trim());
    yield* call(identity.setMfaPreference, 'TOTP');
    yield put(mfaMethodSet('TOTP'));
    yield put(notify({ message: PROFILE_MESSAGES.mfaTotp, variant: 'success' }));
    yield* call(analytics.record, 'mfa_change', { method: 'TOTP' });
  } catch (error) {
    yield put(mfaRequestFinished());
    yield* notifyError(error);
  }
}

function* uploadAvatar(action: PayloadAction<{ file: File }>): Saga {
  const { identity, storage } = yield* services();
  const user = yield* select(selectCurrentUser);
  const { file } = action.payload;
  yield put(avatarUploadStarted());
  try {
    const extension = (file.name.split('.').pop() ?? 'png').toLowerCase();
    const url = yield* call(storage.uploadProfilePicture, file, {
      owner: user?.sub ?? 'unknown',
      extension,
    });
    yield* call(identity.updateAttributes, { picture: url });
    yield put(attributesChanged({ picture: url }));
    yield put(notify({ message: PROFILE_MESSAGES.imageUploaded, variant: 'success' }));
    yield* refreshSignedInUser();
  } catch (error) {
    yield* notifyError(error);
  } finally {
    yield put(avatarUploadFinished());
  }
}

type PasswordChange = PayloadAction<{ currentPassword: string; newPassword: string }>;

const changePassword = requestWorker(
  {
    success: () => passwordChanged(),
    failure: (failure) =>
      passwordChangeFailed(
        failure.code === 'NotAuthorizedException' ? PROFILE_MESSAGES.wrongCurrentPassword : failure.message,
      ),
  },
  function* ({ payload }: PasswordChange) {
    const { identity } = yield* services();
    yield* call(identity.changePassword, payload.currentPassword, payload.newPassword);
  },
  { successNotice: () => notify({ message: PROFILE_MESSAGES.passwordChanged, variant: 'success' }) },
);

export function* profileSaga(): Saga {
  yield takeLatest(profileOpened.type, loadProfile);
  yield takeLatest(detailsSubmitted.type, saveDetails);
  yield takeLatest(phoneCodeRequested.type, requestPhoneCode);
  yield takeLatest(phoneCodeSubmitted.type, verifyPhone);
  yield takeLatest(mfaMethodChosen.type, chooseMfa);
  yield takeLatest(totpCodeSubmitted.type, confirmTotp);
  yield takeLatest(avatarSelected.type, uploadAvatar);
  yield takeLatest(passwordChangeSubmitted.type, changePassword);
}
