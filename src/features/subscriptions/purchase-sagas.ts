import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call as callEffect, delay, put, race, take, takeLatest } from 'redux-saga/effects';

import type { PaymentIntent } from '@/contracts/subscriptions';
import { selectCurrentUser, signOutRequested } from '@/features/auth';
import { notifyActionRequired, notifyError, notifyInfo, notifySuccess } from '@/features/notifications';
import { formDrafts } from '@/lib/form-draft';
import { actionChannel, call, select, take as takeFrom } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { whileOpen } from '@/lib/redux/while-open';
import { userStorage } from '@/lib/user-storage';
import { toServiceError } from '@/services/errors';
import type { Payments, PaymentStep } from '@/services/payments';

import {
  cancelPaymentIntent,
  createEstimate,
  createPaymentIntent,
  createSubscription,
  fetchActiveSubscriptions,
  fetchAddons,
  fetchLicences,
  fetchOwnerInfo,
  fetchPlans,
} from './api';
import { countryName } from './countries';
import { PURCHASE_MESSAGES } from './messages';
import {
  BILLING_DRAFT,
  billingFromProfile,
  customerOf,
  DEFAULT_COUNTRY,
  defaultPlanCode,
  deployTheBotByDefault,
  ESTIMATE_POLL_MS,
  ESTIMATE_QUIET_MS,
  estimateParamsOf,
  type Order,
  orderFromQuery,
  planFor,
  receiptOf,
  subscriptionParamsOf,
} from './purchase';
import { selectBasket, selectBasketIsHeld, selectPurchase } from './selectors';
import {
  catalogueFailed,
  catalogueLoaded,
  catalogueRequested,
  challengeClosed,
  challengeFrameLoaded,
  challengeShown,
  currentLoaded,
  estimateFailed,
  estimateLoaded,
  estimateRequested,
  estimateRetried,
  licencesFailed,
  licencesLoaded,
  licencesRequested,
  orderChanged,
  orderInitialised,
  ownerFailed,
  ownerLoaded,
  ownerRequested,
  paymentIntentFailed,
  paymentIntentLoaded,
  paymentIntentRequested,
  paymentIntentRetried,
  pendingCancelFailed,
  pendingCancelRequested,
  pendingFound,
  type PendingPurchase,
  purchaseFailed,
  purchaseFinished,
  purchasePageClosed,
  purchasePageOpened,
  type PurchaseRequest,
  purchaseRequested,
  purchaseStepChanged,
  purchaseSucceeded,
  resumeRequested,
} from './slice';

/**
 * The purchase page (spec 2 §4 "Purchase flow"). Hand-written rather than request workers: the estimate and the
 * payment intent are a debounce driven by a 1 s poll, and a purchase is a conversation (authorise, maybe a
 * challenge, then create) whose every step decides the next.
 */

const PURCHASE_KEY = 'subscriptions/purchase';
/** Where an unfinished purchase is remembered (per user): the intent and the order, never the card. */
const PENDING_KEY = 'pending-purchase';

interface StoredPending {
  paymentIntent: PaymentIntent;
  planName: string;
  params: ReturnType<typeof subscriptionParamsOf>;
}

const isStoredPending = (value: unknown): value is StoredPending =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredPending).paymentIntent?.id === 'string' &&
  typeof (value as StoredPending).paymentIntent?.client_secret === 'string' &&
  typeof (value as StoredPending).params?.plan_id === 'string';

function* pendingStorage(): Saga<ReturnType<typeof userStorage> | null> {
  const user = yield* select(selectCurrentUser);
  return user ? userStorage(user.username) : null;
}

/** The page's payments service: the one the purchase page lends its card fields to (`paymentsFor`). */
function* payments(): Saga<Payments | undefined> {
  const { config } = yield* services();
  const { paymentsFor } = yield* call(() => import('@/services/payments'));
  return paymentsFor(config);
}

/** Ownership first: only the owner loads the catalogue and may buy (spec 2 §6 `purchase_license`). */
function* openPurchase({ payload }: PayloadAction<{ query: string }>): Saga {
  const user = yield* select(selectCurrentUser);
  const { gateway, config } = yield* services();
  if (!user) return;
  yield put(ownerRequested());
  try {
    const owner = yield* call(fetchOwnerInfo, gateway, config.billingSite, user.email);
    yield put(ownerLoaded(owner));
    if (!owner.isOwner) return;
  } catch {
    yield put(ownerFailed());
    return;
  }
  yield put(catalogueRequested());
  yield put(licencesRequested());
  let order: Order;
  try {
    const [licences, plans, addons, current] = yield* call(() =>
      Promise.all([
        fetchLicences(gateway, config.billingSite),
        fetchPlans(gateway, config.billingSite),
        fetchAddons(gateway, config.billingSite),
        fetchActiveSubscriptions(gateway, config.billingSite),
      ]),
    );
    yield put(licencesLoaded(licences));
    yield put(catalogueLoaded({ plans, addons, current }));
    const query = orderFromQuery(new URLSearchParams(payload.query));
    const planCode = defaultPlanCode(licences.licenses, query.planCode);
    order = {
      planCode,
      billOption: query.billOption,
      numberOfLicences: '1',
      addNumberOfLicences: '0',
      deployTheBot: deployTheBotByDefault(planFor(plans, planCode, query.billOption)),
      billing: billingFromProfile(user.attributes, countryName(DEFAULT_COUNTRY)),
    };
  } catch {
    yield put(catalogueFailed());
    yield put(licencesFailed());
    return;
  }
  yield put(orderInitialised(order));
  yield all([callEffect(findPending), callEffect(estimateLoop)]);
}

/**
 * Spec 2 §4 steps 2–3: the estimate, then the payment intent for its amount. The first ones (no edit yet) are
 * asked for at once (issue 21); after an edit, the estimate waits for 2 s without one (checked every second)
 * and the intent for 2 s more ("same debounce"). An edit meanwhile clears both and starts again. Try again (a
 * failed estimate or intent) asks at once. Nothing is asked for while a purchase runs, for a basket that is the
 * subscription held, or (the intent) while an earlier payment waits to be completed or cancelled.
 */
function* estimateLoop(): Saga {
  // Buffered: an edit made while a request is out is not missed (its 2 s start when the request is back).
  const edits = yield* actionChannel([orderChanged, orderInitialised]);
  const retries = yield* actionChannel([
    estimateRetried,
    paymentIntentRetried,
    purchaseFinished,
    purchaseFailed,
    pendingFound,
  ]);
  const { timings } = yield* services();
  const quietMs = timings.wait(ESTIMATE_QUIET_MS);
  const pollMs = timings.wait(ESTIMATE_POLL_MS);
  let quietFor = quietMs;
  let edited = false;
  // A refused payment intent is asked for again after Try again or an edit, not every second.
  let intentAsked = false;
  try {
    for (;;) {
      if (quietFor >= quietMs) {
        const asked = yield* askNext(intentAsked);
        if (asked === 'estimate') {
          quietFor = edited ? 0 : quietMs;
          continue;
        }
        if (asked === 'intent') intentAsked = true;
      }
      const event = (yield race({
        edited: take(edits),
        retried: take(retries),
        tick: delay(pollMs),
      })) as { edited?: unknown; retried?: unknown };
      if (event.edited) {
        quietFor = 0;
        edited = true;
        intentAsked = false;
      } else if (event.retried) {
        quietFor = quietMs;
        intentAsked = false;
      } else {
        quietFor += pollMs;
      }
    }
  } finally {
    edits.close();
    retries.close();
  }
}

/** Asks for what the order lacks: its estimate, else its payment intent; answers which it asked for. */
function* askNext(intentAsked: boolean): Saga<'estimate' | 'intent' | null> {
  const purchase = yield* select(selectPurchase);
  if (purchase.step !== 'idle' || (yield* select(selectBasketIsHeld))) return null;
  if (!purchase.estimate && purchase.estimateStatus === 'idle') {
    yield* loadEstimate();
    return 'estimate';
  }
  if (
    purchase.estimate &&
    !purchase.paymentIntent &&
    purchase.estimate.amount_due > 0 &&
    purchase.intentStatus === 'idle' &&
    !purchase.pending &&
    !intentAsked
  ) {
    yield* loadPaymentIntent();
    return 'intent';
  }
  return null;
}

function* loadEstimate(): Saga {
  const { gateway, config } = yield* services();
  const { revision, order } = yield* select(selectPurchase);
  const basket = yield* select(selectBasket);
  if (!order || !basket) return;
  yield put(estimateRequested());
  try {
    const estimate = yield* call(
      createEstimate,
      gateway,
      config.billingSite,
      estimateParamsOf(basket, order.billing),
    );
    yield put(estimateLoaded({ revision, estimate }));
  } catch {
    yield put(estimateFailed({ revision }));
    yield put(notifyInfo(PURCHASE_MESSAGES.checkForm, PURCHASE_KEY));
  }
}

function* loadPaymentIntent(): Saga {
  const { gateway, config } = yield* services();
  const { revision, estimate } = yield* select(selectPurchase);
  if (!estimate) return;
  yield put(paymentIntentRequested());
  try {
    const paymentIntent = yield* call(createPaymentIntent, gateway, config.billingSite, {
      amount: estimate.amount_due,
      currency_code: 'USD',
    });
    yield put(paymentIntentLoaded({ revision, paymentIntent }));
  } catch (error) {
    yield put(paymentIntentFailed({ revision }));
    yield put(notifyActionRequired(toServiceError(error).message, PURCHASE_KEY));
  }
}

/**
 * The demo's challenge: the issuer's page in a frame. Each page the frame loads may be the issuer's answer, so
 * the card network is asked where the intent stands (as Stripe advises once its return page loads); closing the
 * frame unanswered fails the authentication, unless the answer was already given.
 */
function* challenge(client: Payments, intent: PaymentIntent, url: string): Saga<PaymentStep> {
  // Buffered: a page that loads while the card network is being asked is not missed.
  const events = yield* actionChannel([challengeFrameLoaded, challengeClosed]);
  try {
    yield put(challengeShown(url));
    for (;;) {
      const event = yield* takeFrom(events);
      const step = yield* call(client.resume, intent);
      if (step.status !== 'challenge') return step;
      if (challengeClosed.match(event)) return yield* call(client.cancelChallenge, intent);
    }
  } finally {
    events.close();
  }
}

/** Authorises (with a challenge when the bank asks), then creates the subscription; the failures as the spec says. */
function* pay(client: Payments, stored: StoredPending, first: () => Promise<PaymentStep>): Saga {
  let step: PaymentStep;
  // Whether the card network said how the payment ended. A call that failed (the page leaving mid-challenge
  // aborts one) says nothing: the purchase stays stored, and the next visit asks where it stands (findPending).
  let known = true;
  try {
    step = yield* call(first);
    if (step.status === 'challenge') step = yield* challenge(client, stored.paymentIntent, step.url);
  } catch (error) {
    known = false;
    step = { status: 'failed', reason: toServiceError(error).message };
  }
  if (step.status !== 'succeeded') {
    if (known) yield* forgetPending();
    yield put(purchaseFailed());
    const reason = step.status === 'failed' ? step.reason : 'The authentication was not completed.';
    yield put(notifyActionRequired(PURCHASE_MESSAGES.failedToAuthorize(reason), PURCHASE_KEY));
    return;
  }
  yield* createPaid(stored.params);
}

/** Spec 2 §4 step 6: success only with both subscription and customer; licences reload; the transaction clears. */
function* createPaid(params: StoredPending['params']): Saga {
  const { gateway, config } = yield* services();
  yield put(purchaseStepChanged('creating'));
  yield put(notifyInfo(PURCHASE_MESSAGES.creating, PURCHASE_KEY));
  try {
    const transaction = yield* call(createSubscription, gateway, config.billingSite, params);
    if (transaction.subscription && transaction.customer) {
      // Bought: the billing section's kept draft (issue 21 §4.5) has done its work.
      formDrafts((yield* select(selectCurrentUser))?.username).discard(BILLING_DRAFT);
      const { plans, addons } = yield* select(selectPurchase);
      const receipt = receiptOf(transaction, plans, addons);
      if (receipt) yield put(purchaseSucceeded(receipt));
      yield put(notifySuccess(PURCHASE_MESSAGES.created, PURCHASE_KEY));
    } else {
      yield put(notifyActionRequired(PURCHASE_MESSAGES.creationFailed, PURCHASE_KEY));
    }
    yield* forgetPending();
  } catch (error) {
    // Refused for good (already used, or no longer the invoice's amount: a 4xx): forgotten, never captured, and
    // a new purchase can start. A network failure or a 5xx may pass: the payment is offered again.
    const { status } = toServiceError(error);
    if (status >= 400 && status < 500) yield* forgetPending();
    yield put(notifyActionRequired(PURCHASE_MESSAGES.creationFailed, PURCHASE_KEY));
  }
  // Reloaded first: once the purchase is over, the next estimate is asked for with what is now held.
  yield all([callEffect(reloadLicences), callEffect(reloadSubscriptions)]);
  yield put(purchaseFinished());
  yield* findPending();
}

function* reloadLicences(): Saga {
  const { gateway, config } = yield* services();
  try {
    yield put(licencesLoaded(yield* call(fetchLicences, gateway, config.billingSite)));
  } catch {
    // The page keeps the licences it has; the Users page loads them again anyway.
  }
}

function* reloadSubscriptions(): Saga {
  const { gateway, config } = yield* services();
  try {
    yield put(currentLoaded(yield* call(fetchActiveSubscriptions, gateway, config.billingSite)));
  } catch {
    // The panel keeps what it showed; the next visit loads it again.
  }
}

function* forgetPending(): Saga {
  (yield* pendingStorage())?.remove(PENDING_KEY);
}

/**
 * Spec 2 §4 step 5: the purchase. The card goes from the page's card fields to the card network only (the
 * payments service reads them); the action and what is remembered carry none of it.
 */
function* purchase({ payload: { cardholder } }: PayloadAction<PurchaseRequest>): Saga {
  const state = yield* select(selectPurchase);
  const basket = yield* select(selectBasket);
  const client = yield* payments();
  if (!state.order || !state.estimate || !basket || (yield* select(selectBasketIsHeld))) {
    yield put(purchaseFailed());
    return;
  }
  const params = subscriptionParamsOf(
    estimateParamsOf(basket, state.order.billing),
    state.order.billing,
    customerOf(
      state.order.billing,
      { cardFirstName: cardholder.firstName, cardLastName: cardholder.lastName },
      (yield* select(selectCurrentUser))?.email ?? '',
    ),
    state.paymentIntent?.id ?? null,
  );
  if (!state.paymentIntent) {
    // Nothing to charge (the credit covers it): created without a payment.
    yield* createPaid(params);
    return;
  }
  if (!client) {
    yield put(purchaseFailed());
    yield put(
      notifyActionRequired(
        PURCHASE_MESSAGES.failedToAuthorize('Payments are not set up for this organisation.'),
      ),
    );
    return;
  }
  const stored: StoredPending = { paymentIntent: state.paymentIntent, planName: basket.plan.name, params };
  (yield* pendingStorage())?.set(PENDING_KEY, stored);
  const name = `${cardholder.firstName} ${cardholder.lastName}`.trim();
  yield* pay(client, stored, () => client.authorise(stored.paymentIntent, { name }));
}

/** On return: a purchase interrupted during 3-D Secure, or paid but not created, is offered again. */
function* findPending(): Saga {
  const stored = (yield* pendingStorage())?.get(PENDING_KEY, isStoredPending);
  const client = stored ? yield* payments() : undefined;
  if (!stored || !client) {
    yield put(pendingFound(null));
    return;
  }
  let step: PaymentStep;
  try {
    step = yield* call(client.resume, stored.paymentIntent);
  } catch {
    yield put(pendingFound(null));
    return;
  }
  if (step.status === 'failed') {
    yield* forgetPending();
    yield put(pendingFound(null));
    return;
  }
  const pending: PendingPurchase = {
    paymentIntent: stored.paymentIntent,
    planName: stored.planName,
    step: step.status === 'succeeded' ? 'paid' : 'challenge',
  };
  yield put(pendingFound(pending));
}

function* resume(): Saga {
  const stored = (yield* pendingStorage())?.get(PENDING_KEY, isStoredPending);
  const client = yield* payments();
  if (!stored || !client) {
    yield put(purchaseStepChanged('idle'));
    yield put(pendingFound(null));
    return;
  }
  yield put(pendingFound(null));
  yield* pay(client, stored, () => client.resume(stored.paymentIntent));
}

/**
 * Cancel this payment: a payment left waiting for the bank's authentication is given up, cancelled at the card
 * network by the billing provider (a browser's publishable key cannot cancel one), so it can never be charged.
 * If it went through meanwhile, it is offered as a purchase to complete instead.
 */
function* cancelPending(): Saga {
  const stored = (yield* pendingStorage())?.get(PENDING_KEY, isStoredPending);
  const { gateway, config } = yield* services();
  if (!stored) {
    yield put(pendingFound(null));
    return;
  }
  try {
    yield* call(cancelPaymentIntent, gateway, config.billingSite, { id: stored.paymentIntent.id });
  } catch (error) {
    const failure = toServiceError(error);
    yield put(pendingCancelFailed());
    yield put(notifyError(failure.message, PURCHASE_KEY));
    if (failure.status === 409) yield* findPending();
    return;
  }
  yield* forgetPending();
  yield put(pendingFound(null));
  yield put(notifyInfo(PURCHASE_MESSAGES.paymentCancelled, PURCHASE_KEY));
}

/** The purchase page's watcher, yielded by the feature's saga. */
export const watchPurchasePage = () =>
  whileOpen(purchasePageOpened, [purchasePageClosed, signOutRequested], function* (action): Saga {
    yield all([
      callEffect(openPurchase, action),
      takeLatest(purchaseRequested.type, purchase),
      takeLatest(resumeRequested.type, resume),
      takeLatest(pendingCancelRequested.type, cancelPending),
    ]);
  });
