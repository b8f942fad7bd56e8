import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { ChatbotStatus, InteractionCounters, LicenceList } from '@/contracts/subscriptions';
import type { LoadStatus } from '@/lib/redux/request-actions';

/**
 * Who a licence change is for: the user's row id, tenant and e-mail (a users-page row is one). Subscriptions
 * does not know the users feature: this is the part of a row it needs.
 */
export interface LicenceHolder {
  id: string;
  tenant: string;
  email: string;
}

/** A licence change; `newLicense` null takes the licence back. */
export interface LicenceChange {
  user: LicenceHolder;
  oldLicense: string | null;
  newLicense: string | null;
}

/** The tenant's licences, interaction counters and chatbot licence status (spec 2 §3, §4, §7). */
export interface SubscriptionsState {
  licences: LicenceList | null;
  licencesStatus: LoadStatus;
  counters: InteractionCounters | null;
  chatbot: ChatbotStatus | null;
  /** Users (by row id) whose licence change is in flight. */
  changing: Record<string, true>;
}

const initialState: SubscriptionsState = {
  licences: null,
  licencesStatus: 'idle',
  counters: null,
  chatbot: null,
  changing: {},
};

const subscriptionsSlice = createSlice({
  name: 'subscriptions',
  initialState,
  reducers: {
    /** A page that shows the licences opened: they load 1 s later (spec 2 §4). */
    licencesPageOpened() {},
    /** That page was left: the delayed loads it started and that have not finished stop. */
    licencesPageClosed() {},
    licencesRequested(state) {
      state.licencesStatus = 'loading';
    },
    licencesLoaded(state, action: PayloadAction<LicenceList>) {
      state.licences = action.payload;
      state.licencesStatus = 'succeeded';
    },
    licencesFailed(state) {
      state.licencesStatus = 'failed';
    },
    countersLoaded(state, action: PayloadAction<InteractionCounters>) {
      state.counters = action.payload;
    },
    chatbotStatusLoaded(state, action: PayloadAction<ChatbotStatus>) {
      state.chatbot = action.payload;
    },
    /**
     * Spec 2 §4: the row shows the new licence at once, before the server answers. `newLicense` null takes the
     * licence back.
     */
    licenceChangeRequested(state, action: PayloadAction<LicenceChange>) {
      const { user, newLicense } = action.payload;
      state.changing[user.id] = true;
      if (!state.licences) return;
      const held = (item: { user: string }) => item.user.toLowerCase() === user.email.toLowerCase();
      if (newLicense === null) {
        state.licences.resources = state.licences.resources.filter((item) => !held(item));
        return;
      }
      const resource = state.licences.resources.find(held);
      if (resource) resource.plan_code = newLicense;
      else
        state.licences.resources.push({
          tenant: user.tenant,
          user: user.email,
          plan_code: newLicense,
          counters: {},
        });
    },
    licenceChangeSettled(state, action: PayloadAction<string>) {
      state.changing = Object.fromEntries(
        Object.entries(state.changing).filter(([id]) => id !== action.payload),
      );
    },
  },
});

export const {
  licencesPageOpened,
  licencesPageClosed,
  licencesRequested,
  licencesLoaded,
  licencesFailed,
  countersLoaded,
  chatbotStatusLoaded,
  licenceChangeRequested,
  licenceChangeSettled,
} = subscriptionsSlice.actions;
export const subscriptionsReducer = subscriptionsSlice.reducer;
