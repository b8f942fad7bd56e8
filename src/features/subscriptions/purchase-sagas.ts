import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call as callEffect, delay, put, race, take, takeLatest } from 'redux-saga/effects';

import type { PaymentIntent } from '@/contracts/subscriptions';
import { selectCurrentUser, signOutRequested } from '@/features/auth';
import { notifyError, notifyInfo, notifySuccess } from '@/features/notifications';
import { actionChannel, call, select, take as takeFrom } from '@/lib/redux/effects';
import type { Saga } from '@/lib/redux/saga';
import { services } from '@/lib/redux/services';
import { whileOpen } from '@/lib/redux/while-open';
import { userStorage } from '@/lib/user-storage';
import { toServiceError } from '@/services/errors';
import type { Payments, PaymentStep } from '@/services/payments';

import {
  createEstimate,
  createPaymentIntent,
  createSubscription,
  fetchAddons,
  fetchLicences,
  fetchOwnerInfo,
  fetchPlans,
} from './api';
import { countryName } from './countries';
import {
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
  PURCHASE_MESSAGES,
  subscriptionParamsOf,
} from './purchase';
import { selectBasket, selectPurchase } from './selectors';
import {
  catalogueFailed,
  catalogueLoaded,
  catalogueRequested,
  challengeClosed,
  challengeFrameLoaded,
  challengeShown,
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
  paymentIntentLoaded,
  pendingFound,
  type PendingPurchase,
  type PurchaseCard,
  purchaseFailed,
  purchaseFinished,
  purchasePageClosed,
  purchasePageOpened,
  purchaseRequested,
  purchaseStepChanged,
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

function* payments(): Saga<Payments | undefined> {
  const { config } = yield* services();
  const { createPayments } = yield* call(() => import('@/services/payments'));
  return createPayments(config);
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
    const [licences, plans, addons] = yield* call(() =>
      Promise.all([
        fetchLicences(gateway, config.billingSite),
        fetchPlans(gateway, config.billingSite),
        fetchAddons(gateway, config.billingSite),
      ]),
    );
    yield put(licencesLoaded(licences));
    yield put(catalogueLoaded({ plans, addons }));
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
 * Spec 2 §4 steps 2–3: 2 s after the last edit (checked every second) the estimate is asked for; 2 s after a
 * successful estimate, the payment intent for its amount. An edit meanwhile clears both and starts again.
 */
function* estimateLoop(): Saga {
  let quietFor = 0;
  // A refused payment intent is asked for again after the next edit, not every 2 s.
  let intentAsked = false;
  for (;;) {
    const { edited } = yield* racePoll();
    if (edited) {
      quietFor = 0;
      intentAsked = false;
      continue;
    }
    quietFor += ESTIMATE_POLL_MS;
    if (quietFor < ESTIMATE_QUIET_MS) continue;
    const purchase = yield* select(selectPurchase);
    if (purchase.step !== 'idle') continue;
    if (!purchase.estimate && purchase.estimateStatus === 'idle') {
      yield* loadEstimate();
      quietFor = 0;
    } else if (
      purchase.estimate &&
      !purchase.paymentIntent &&
      purchase.estimate.amount_due > 0 &&
      !intentAsked
    ) {
      intentAsked = true;
      yield* loadPaymentIntent();
      quietFor = 0;
    }
  }
}

function* racePoll(): Saga<{ edited: boolean }> {
  const result = (yield race({
    edited: take([orderChanged.type, orderInitialised.type, purchaseFinished.type, estimateRetried.type]),
    tick: delay(ESTIMATE_POLL_MS),
  })) as { edited?: unknown };
  return { edited: Boolean(result.edited) };
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
  try {
    const paymentIntent = yield* call(createPaymentIntent, gateway, config.billingSite, {
      amount: estimate.amount_due,
      currency_code: 'USD',
    });
    yield put(paymentIntentLoaded({ revision, paymentIntent }));
  } catch (error) {
    yield put(notifyError(toServiceError(error).message, PURCHASE_KEY));
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
  try {
    step = yield* call(first);
    if (step.status === 'challenge') step = yield* challenge(client, stored.paymentIntent, step.url);
  } catch (error) {
    step = { status: 'failed', reason: toServiceError(error).message };
  }
  if (step.status !== 'succeeded') {
    yield* forgetPending();
    yield put(purchaseFailed());
    const reason = step.status === 'failed' ? step.reason : 'The authentication was not completed.';
    yield put(notifyError(PURCHASE_MESSAGES.failedToAuthorize(reason), PURCHASE_KEY));
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
      yield put(notifySuccess(PURCHASE_MESSAGES.created, PURCHASE_KEY));
    } else {
      yield put(notifyError(PURCHASE_MESSAGES.creationFailed, PURCHASE_KEY));
    }
    yield* forgetPending();
  } catch (error) {
    // Refused for good (already used, or no longer the invoice's amount: a 4xx): forgotten, never captured, and
    // a new purchase can start. A network failure or a 5xx may pass: the payment is offered again.
    const { status } = toServiceError(error);
    if (status >= 400 && status < 500) yield* forgetPending();
    yield put(notifyError(PURCHASE_MESSAGES.creationFailed, PURCHASE_KEY));
  }
  yield put(purchaseFinished());
  yield* reloadLicences();
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

function* forgetPending(): Saga {
  (yield* pendingStorage())?.remove(PENDING_KEY);
}

/** Spec 2 §4 step 5: the purchase. The card goes to the card network only; what is remembered has none of it. */
function* purchase({ payload: card }: PayloadAction<PurchaseCard>): Saga {
  const state = yield* select(selectPurchase);
  const basket = yield* select(selectBasket);
  const client = yield* payments();
  if (!state.order || !state.estimate || !basket) {
    yield put(purchaseFailed());
    return;
  }
  const params = subscriptionParamsOf(
    estimateParamsOf(basket, state.order.billing),
    state.order.billing,
    customerOf(
      state.order.billing,
      { cardFirstName: card.firstName, cardLastName: card.lastName },
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
      notifyError(PURCHASE_MESSAGES.failedToAuthorize('Payments are not set up for this organisation.')),
    );
    return;
  }
  const stored: StoredPending = { paymentIntent: state.paymentIntent, planName: basket.plan.name, params };
  (yield* pendingStorage())?.set(PENDING_KEY, stored);
  const { name, number, expMonth, expYear, cvc } = card;
  yield* pay(client, stored, () =>
    client.authorise(stored.paymentIntent, { name, number, expMonth, expYear, cvc }),
  );
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

/** The purchase page's watcher, yielded by the feature's saga. */
export const watchPurchasePage = () =>
  whileOpen(purchasePageOpened, [purchasePageClosed, signOutRequested], function* (action): Saga {
    yield all([
      callEffect(openPurchase, action),
      takeLatest(purchaseRequested.type, purchase),
      takeLatest(resumeRequested.type, resume),
    ]);
  });
