import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type {
  ActiveSubscription,
  Addon,
  ChatbotStatus,
  Estimate,
  InteractionCounters,
  LicenceList,
  OwnerInfo,
  PaymentIntent,
  Plan,
} from '@/contracts/subscriptions';
import type { LoadStatus } from '@/lib/redux/request-actions';

import { type BillingFields, deployTheBotByDefault, type Order, planFor, type Receipt } from './purchase';

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

/** A purchase interrupted after its payment was started (window closed, page reloaded), found on return. */
export interface PendingPurchase {
  paymentIntent: PaymentIntent;
  planName: string;
  /** Where the payment stands: waiting for the bank's challenge, or paid but not yet provisioned. */
  step: 'challenge' | 'paid';
}

export type PurchaseStep = 'idle' | 'authorising' | 'challenge' | 'creating';

/** What Purchase sends to the saga: the cardholder's name, never the card (the payment reads it from the fields). */
export interface PurchaseRequest {
  cardholder: { firstName: string; lastName: string };
}

/** The purchase page (spec 2 §2–§4): ownership, catalogue, the order, its estimate and payment intent. */
export interface PurchaseState {
  ownerStatus: LoadStatus;
  owner: OwnerInfo | null;
  catalogueStatus: LoadStatus;
  plans: Plan[];
  addons: Addon[];
  /** The organisation's active subscriptions (the Current plan panel; a basket equal to one is no purchase). */
  current: ActiveSubscription[];
  /** Null until the catalogue and licences decide its defaults. */
  order: Order | null;
  /** Bumped by every edit: an answer for an older revision is dropped. */
  revision: number;
  estimate: Estimate | null;
  estimateStatus: 'idle' | 'loading' | 'failed';
  paymentIntent: PaymentIntent | null;
  /** The payment intent's request: a failure offers Try again. */
  intentStatus: 'idle' | 'loading' | 'failed';
  step: PurchaseStep;
  /** The issuer's challenge page while the demo's card network waits for it. */
  challengeUrl: string | null;
  /** Spec 2 §4: validators turn on after a failed purchase. */
  validate: boolean;
  pending: PendingPurchase | null;
  /** The waiting payment is being cancelled. */
  cancellingPending: boolean;
  /** Counts completed purchases: the card form empties itself on a change. */
  completed: number;
  /** The last successful purchase's confirmation, until Clear Info. */
  receipt: Receipt | null;
}

/** The tenant's licences, interaction counters and chatbot licence status (spec 2 §3, §4, §7). */
export interface SubscriptionsState {
  licences: LicenceList | null;
  licencesStatus: LoadStatus;
  counters: InteractionCounters | null;
  chatbot: ChatbotStatus | null;
  /** Users (by row id) whose licence change is in flight. */
  changing: Record<string, true>;
  purchase: PurchaseState;
}

const initialPurchase: PurchaseState = {
  ownerStatus: 'idle',
  owner: null,
  catalogueStatus: 'idle',
  plans: [],
  addons: [],
  current: [],
  order: null,
  revision: 0,
  estimate: null,
  estimateStatus: 'idle',
  paymentIntent: null,
  intentStatus: 'idle',
  step: 'idle',
  challengeUrl: null,
  validate: false,
  pending: null,
  cancellingPending: false,
  completed: 0,
  receipt: null,
};

const initialState: SubscriptionsState = {
  licences: null,
  licencesStatus: 'idle',
  counters: null,
  chatbot: null,
  changing: {},
  purchase: initialPurchase,
};

/** An edit of the order: any of its fields, the billing fields merged. */
export type OrderEdit = Partial<Omit<Order, 'billing'>> & { billing?: Partial<BillingFields> };

/** Spec 2 §4: every change clears the estimate (and the intent made from it) until the next one. */
function invalidate(purchase: PurchaseState) {
  purchase.revision += 1;
  purchase.estimate = null;
  purchase.estimateStatus = 'idle';
  purchase.paymentIntent = null;
  purchase.intentStatus = 'idle';
}

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
    purchasePageOpened(state, _action: PayloadAction<{ query: string }>) {
      state.purchase = { ...initialPurchase, completed: state.purchase.completed };
    },
    purchasePageClosed(state) {
      state.purchase = { ...initialPurchase, completed: state.purchase.completed };
    },
    ownerRequested(state) {
      state.purchase.ownerStatus = 'loading';
    },
    ownerLoaded(state, action: PayloadAction<OwnerInfo>) {
      state.purchase.owner = action.payload;
      state.purchase.ownerStatus = 'succeeded';
    },
    ownerFailed(state) {
      state.purchase.ownerStatus = 'failed';
    },
    catalogueRequested(state) {
      state.purchase.catalogueStatus = 'loading';
    },
    catalogueLoaded(
      state,
      action: PayloadAction<{ plans: Plan[]; addons: Addon[]; current: ActiveSubscription[] }>,
    ) {
      state.purchase.plans = action.payload.plans;
      state.purchase.addons = action.payload.addons;
      state.purchase.current = action.payload.current;
      state.purchase.catalogueStatus = 'succeeded';
    },
    /** After a purchase: the subscriptions as they now are. */
    currentLoaded(state, action: PayloadAction<ActiveSubscription[]>) {
      state.purchase.current = action.payload;
    },
    catalogueFailed(state) {
      state.purchase.catalogueStatus = 'failed';
    },
    orderInitialised(state, action: PayloadAction<Order>) {
      state.purchase.order = action.payload;
      invalidate(state.purchase);
    },
    /**
     * Spec 2 §4/§5: a new plan or period decides deploy-the-bot again; a new country clears the state; every edit
     * clears the estimate.
     */
    orderChanged(state, action: PayloadAction<OrderEdit>) {
      const { purchase } = state;
      if (!purchase.order) return;
      const { billing, ...fields } = action.payload;
      const order: Order = {
        ...purchase.order,
        ...fields,
        billing: { ...purchase.order.billing, ...billing },
      };
      const planChanged =
        order.planCode !== purchase.order.planCode || order.billOption !== purchase.order.billOption;
      if (planChanged && fields.deployTheBot === undefined) {
        order.deployTheBot = deployTheBotByDefault(planFor(purchase.plans, order.planCode, order.billOption));
      }
      if (
        billing?.billing_country !== undefined &&
        billing.billing_country !== purchase.order.billing.billing_country
      ) {
        order.billing.billing_state_code = '';
        order.billing.billing_state = '';
      }
      purchase.order = order;
      invalidate(purchase);
    },
    estimateRequested(state) {
      state.purchase.estimateStatus = 'loading';
    },
    /** Try again after a failed estimate: asked for once the 2 s quiet period has passed, as after an edit. */
    estimateRetried(state) {
      if (state.purchase.estimateStatus === 'failed') state.purchase.estimateStatus = 'idle';
    },
    estimateLoaded(state, action: PayloadAction<{ revision: number; estimate: Estimate }>) {
      if (action.payload.revision !== state.purchase.revision) return;
      state.purchase.estimate = action.payload.estimate;
      state.purchase.estimateStatus = 'idle';
    },
    estimateFailed(state, action: PayloadAction<{ revision: number }>) {
      if (action.payload.revision !== state.purchase.revision) return;
      state.purchase.estimateStatus = 'failed';
    },
    paymentIntentRequested(state) {
      state.purchase.intentStatus = 'loading';
    },
    paymentIntentLoaded(state, action: PayloadAction<{ revision: number; paymentIntent: PaymentIntent }>) {
      if (action.payload.revision !== state.purchase.revision) return;
      state.purchase.paymentIntent = action.payload.paymentIntent;
      state.purchase.intentStatus = 'idle';
    },
    paymentIntentFailed(state, action: PayloadAction<{ revision: number }>) {
      if (action.payload.revision !== state.purchase.revision) return;
      state.purchase.intentStatus = 'failed';
    },
    /** Try again after a failed payment intent: asked for at once (no edit to wait out). */
    paymentIntentRetried(state) {
      if (state.purchase.intentStatus === 'failed') state.purchase.intentStatus = 'idle';
    },
    /** Purchase pressed: the cardholder's name only; the payment reads the card from the page's card fields. */
    purchaseRequested(state, _action: PayloadAction<PurchaseRequest>) {
      state.purchase.step = 'authorising';
    },
    purchaseStepChanged(state, action: PayloadAction<PurchaseStep>) {
      state.purchase.step = action.payload;
      if (action.payload !== 'challenge') state.purchase.challengeUrl = null;
    },
    challengeShown(state, action: PayloadAction<string>) {
      state.purchase.step = 'challenge';
      state.purchase.challengeUrl = action.payload;
    },
    /** A page loaded in the challenge's frame: the saga asks whether the issuer has answered. */
    challengeFrameLoaded() {},
    /** The challenge's frame closed by the user: hidden at once; the saga gives the challenge up. */
    challengeClosed(state) {
      state.purchase.challengeUrl = null;
    },
    /** Spec 2 §4: a failed authorisation turns the validators on. */
    purchaseFailed(state) {
      state.purchase.step = 'idle';
      state.purchase.challengeUrl = null;
      state.purchase.validate = true;
    },
    /** Spec 2's Subscription Create Result: shown in place of the form until Clear Info. */
    purchaseSucceeded(state, action: PayloadAction<Receipt>) {
      state.purchase.receipt = action.payload;
    },
    receiptCleared(state) {
      state.purchase.receipt = null;
    },
    /** Spec 2 §4: after creation the transaction information clears (a new estimate follows). */
    purchaseFinished(state) {
      state.purchase.step = 'idle';
      state.purchase.challengeUrl = null;
      state.purchase.validate = false;
      state.purchase.completed += 1;
      invalidate(state.purchase);
    },
    pendingFound(state, action: PayloadAction<PendingPurchase | null>) {
      state.purchase.pending = action.payload;
      state.purchase.cancellingPending = false;
    },
    /** Cancel this payment: the waiting payment is given up at the card network. */
    pendingCancelRequested(state) {
      state.purchase.cancellingPending = true;
    },
    pendingCancelFailed(state) {
      state.purchase.cancellingPending = false;
    },
    resumeRequested(state) {
      state.purchase.step = 'authorising';
    },
    licenceChangeSettled(state, action: PayloadAction<string>) {
      state.changing = Object.fromEntries(
        Object.entries(state.changing).filter(([id]) => id !== action.payload),
      );
    },
  },
});

export const {
  purchasePageOpened,
  purchasePageClosed,
  ownerRequested,
  ownerLoaded,
  ownerFailed,
  catalogueRequested,
  catalogueLoaded,
  catalogueFailed,
  currentLoaded,
  orderInitialised,
  orderChanged,
  estimateRequested,
  estimateRetried,
  estimateLoaded,
  estimateFailed,
  paymentIntentRequested,
  paymentIntentLoaded,
  paymentIntentFailed,
  paymentIntentRetried,
  purchaseRequested,
  purchaseStepChanged,
  challengeShown,
  challengeFrameLoaded,
  challengeClosed,
  purchaseFailed,
  purchaseSucceeded,
  receiptCleared,
  purchaseFinished,
  pendingFound,
  pendingCancelRequested,
  pendingCancelFailed,
  resumeRequested,
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
