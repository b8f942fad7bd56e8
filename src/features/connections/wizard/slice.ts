import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { Connection } from '@/contracts/connections';
import type { ProfileValues } from '@/lib/profile-attributes';
import type { LoadStatus } from '@/lib/redux/request-actions';

/** Spec 3 §2: Profile, CRM, Collaboration, Email/Calendar, then the final screen (index 4). */
export const WIZARD_STEPS = ['Profile', 'CRM', 'Collaboration', 'Email/Calendar'] as const;
export const FINAL_STEP = WIZARD_STEPS.length;
/** The connector area of each connector step (spec 3 §2). */
export const STEP_AREAS = { 1: 'CRM', 2: 'Collaboration Tool', 3: 'Mail Client' } as const;
export type ConnectorStepIndex = keyof typeof STEP_AREAS;
export const CONNECTOR_STEPS: readonly ConnectorStepIndex[] = [1, 2, 3];
export const isConnectorStep = (step: number): step is ConnectorStepIndex =>
  (CONNECTOR_STEPS as readonly number[]).includes(step);

/** The getting-started wizard (spec 3 §2, §4 "Wizard"). */
export interface WizardState {
  step: number;
  featured: Connection[];
  featuredStatus: LoadStatus;
  /** The card being enabled. */
  creating: string | null;
  profileSaving: boolean;
  profileError: string | null;
  /** The account link, when the window could not be used: the user opens it. */
  blockedLink: { connectionName: string; url: string } | null;
  /** The server refused a custom connector's base URL: its message, under the card's field. */
  fieldError: { connectionName: string; message: string } | null;
}

const initialState: WizardState = {
  step: 0,
  featured: [],
  featuredStatus: 'idle',
  creating: null,
  profileSaving: false,
  profileError: null,
  blockedLink: null,
  fieldError: null,
};

const wizardSlice = createSlice({
  name: 'wizard',
  initialState,
  reducers: {
    wizardOpened() {},
    wizardClosed(state) {
      state.creating = null;
      state.blockedLink = null;
      state.fieldError = null;
    },
    /** The step kept for this user (local storage), on arrival. */
    wizardStepRestored(state, action: PayloadAction<number>) {
      state.step = action.payload;
    },
    /** Continue (or the profile's success): the next step, kept for this user. */
    wizardStepChanged(state, action: PayloadAction<number>) {
      state.step = Math.min(FINAL_STEP, Math.max(0, action.payload));
    },
    featuredRequested(state) {
      state.featuredStatus = 'loading';
    },
    featuredLoaded(state, action: PayloadAction<Connection[]>) {
      state.featuredStatus = 'succeeded';
      state.featured = action.payload;
    },
    featuredFailed(state) {
      state.featuredStatus = 'failed';
    },
    /** A card's connector was just enabled: its card knows it before the list reloads (never enabled twice). */
    featuredConnectionUpdated(state, action: PayloadAction<Connection>) {
      state.featured = state.featured.map((connector) =>
        connector.connectionName === action.payload.connectionName ? action.payload : connector,
      );
    },
    wizardProfileSubmitted(state, _action: PayloadAction<ProfileValues>) {
      state.profileSaving = true;
      state.profileError = null;
    },
    wizardProfileSettled(state, action: PayloadAction<string | null>) {
      state.profileSaving = false;
      state.profileError = action.payload;
    },
    /**
     * A card was clicked (its pop-up is already open): link its connector, enabling it first if it is not
     * (`subdomain`: what the card's Base URL field holds, for a custom connector).
     */
    wizardConnectorChosen(state, action: PayloadAction<{ connectionName: string; subdomain?: string }>) {
      state.creating = action.payload.connectionName;
      state.blockedLink = null;
      state.fieldError = null;
    },
    wizardConnectorSettled(
      state,
      action: PayloadAction<{
        blockedLink?: WizardState['blockedLink'];
        fieldError?: WizardState['fieldError'];
      }>,
    ) {
      state.creating = null;
      state.blockedLink = action.payload.blockedLink ?? null;
      state.fieldError = action.payload.fieldError ?? null;
    },
  },
});

export const {
  wizardOpened,
  wizardClosed,
  wizardStepRestored,
  wizardStepChanged,
  featuredRequested,
  featuredLoaded,
  featuredFailed,
  featuredConnectionUpdated,
  wizardProfileSubmitted,
  wizardProfileSettled,
  wizardConnectorChosen,
  wizardConnectorSettled,
} = wizardSlice.actions;
export const wizardReducer = wizardSlice.reducer;
export const selectWizard = (state: { wizard: WizardState }) => state.wizard;
