import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { ProfileValues } from '@/lib/profile-attributes';
import type { ServiceError } from '@/services/errors';

import type { MfaMethod } from './types';

/** The profile screen: the user's attributes from Cognito, MFA and phone verification (spec 1 §2, §4). */
export interface ProfileState {
  attributes: Record<string, string> | null;
  loading: boolean;
  loadError: string | null;
  savingDetails: boolean;
  uploadingAvatar: boolean;
  mfa: {
    method: MfaMethod | null;
    pending: boolean;
    /** TOTP set-up in progress: the secret and its otpauth:// URI for the QR code. */
    totpSetup: { secret: string; uri: string } | null;
  };
  phone: { codeSent: boolean; pending: boolean; error: string | null };
  changePassword: { pending: boolean; error: string | null; succeededAt: number | null };
}

const initialState: ProfileState = {
  attributes: null,
  loading: false,
  loadError: null,
  savingDetails: false,
  uploadingAvatar: false,
  mfa: { method: null, pending: false, totpSetup: null },
  phone: { codeSent: false, pending: false, error: null },
  changePassword: { pending: false, error: null, succeededAt: null },
};

export const avatarSelected = createAction<{ file: File }>('profile/avatarSelected');

const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileOpened(state) {
      state.loading = true;
      state.loadError = null;
    },
    profileLoaded(state, action: PayloadAction<{ attributes: Record<string, string>; mfa: MfaMethod }>) {
      state.loading = false;
      state.attributes = action.payload.attributes;
      state.mfa.method = action.payload.mfa;
    },
    profileLoadFailed(state, action: PayloadAction<ServiceError>) {
      state.loading = false;
      state.loadError = action.payload.message;
    },
    attributesChanged(state, action: PayloadAction<Record<string, string>>) {
      state.attributes = { ...state.attributes, ...action.payload };
    },
    detailsSubmitted(state, _action: PayloadAction<ProfileValues>) {
      state.savingDetails = true;
    },
    detailsSaved(state) {
      state.savingDetails = false;
    },
    avatarUploadStarted(state) {
      state.uploadingAvatar = true;
    },
    avatarUploadFinished(state) {
      state.uploadingAvatar = false;
    },
    mfaMethodChosen(state, _action: PayloadAction<MfaMethod>) {
      state.mfa.pending = true;
    },
    mfaMethodSet(state, action: PayloadAction<MfaMethod>) {
      state.mfa = { method: action.payload, pending: false, totpSetup: null };
    },
    mfaRequestFinished(state) {
      state.mfa.pending = false;
    },
    totpSetupStarted(state, action: PayloadAction<{ secret: string; uri: string }>) {
      state.mfa = { ...state.mfa, pending: false, totpSetup: action.payload };
    },
    totpCodeSubmitted(state, _action: PayloadAction<string>) {
      state.mfa.pending = true;
    },
    totpSetupCancelled(state) {
      state.mfa.totpSetup = null;
    },
    phoneCodeRequested(state) {
      state.phone = { ...state.phone, pending: true, error: null };
    },
    phoneCodeSent(state) {
      state.phone = { codeSent: true, pending: false, error: null };
    },
    phoneCodeSubmitted(state, _action: PayloadAction<string>) {
      state.phone = { ...state.phone, pending: true, error: null };
    },
    phoneVerified(state) {
      state.phone = { codeSent: false, pending: false, error: null };
      state.attributes = { ...state.attributes, phone_number_verified: 'true' };
    },
    phoneRequestFailed(state, action: PayloadAction<string>) {
      state.phone = { ...state.phone, pending: false, error: action.payload };
    },
    passwordChangeSubmitted(state, _action: PayloadAction<{ currentPassword: string; newPassword: string }>) {
      state.changePassword = { pending: true, error: null, succeededAt: null };
    },
    passwordChanged(state) {
      state.changePassword = { pending: false, error: null, succeededAt: Date.now() };
    },
    passwordChangeFailed(state, action: PayloadAction<string>) {
      state.changePassword = { pending: false, error: action.payload, succeededAt: null };
    },
    passwordDialogOpened(state) {
      state.changePassword = { pending: false, error: null, succeededAt: null };
    },
  },
});

export const {
  profileOpened,
  profileLoaded,
  profileLoadFailed,
  attributesChanged,
  detailsSubmitted,
  detailsSaved,
  avatarUploadStarted,
  avatarUploadFinished,
  mfaMethodChosen,
  mfaMethodSet,
  mfaRequestFinished,
  totpSetupStarted,
  totpCodeSubmitted,
  totpSetupCancelled,
  phoneCodeRequested,
  phoneCodeSent,
  phoneCodeSubmitted,
  phoneVerified,
  phoneRequestFailed,
  passwordChangeSubmitted,
  passwordChanged,
  passwordChangeFailed,
  passwordDialogOpened,
} = profileSlice.actions;
export const profileReducer = profileSlice.reducer;

export const selectProfile = (state: { profile: ProfileState }) => state.profile;
