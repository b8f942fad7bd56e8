import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import { RestoredDraftNotice } from '@/components/form/RestoredDraftNotice';
import { LoadError } from '@/components/page/LoadError';
import { PageHeader } from '@/components/page/PageHeader';
import { useTenant } from '@/config/tenant-context';
import { selectUsername } from '@/features/auth';
import { notifyWarning } from '@/features/notifications';
import { useDraftKeeping, useFormDrafts } from '@/lib/form-draft';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';
import type { Payments } from '@/services/payments';

import { subscriptionsFeature } from '..';
import { BillingSection } from '../components/BillingSection';
import { type CardFieldsHandle, CardSection } from '../components/CardSection';
import { ChallengeDialog } from '../components/ChallengeDialog';
import { CurrentPlanPanel } from '../components/CurrentPlanPanel';
import { OrderSummary, type PurchaseBlock } from '../components/OrderSummary';
import { PurchaseReceipt } from '../components/PurchaseReceipt';
import { SubscriptionOptions } from '../components/SubscriptionOptions';
import { PURCHASE_MESSAGES } from '../messages';
import { BILLING_DRAFT, billingComplete, type BillingFields, dollars, isBillingFields } from '../purchase';
import { selectBasket, selectBasketIsHeld, selectCurrentPlans, selectPurchase } from '../selectors';
import {
  challengeClosed,
  challengeFrameLoaded,
  estimateRetried,
  orderChanged,
  paymentIntentRetried,
  pendingCancelRequested,
  type PendingPurchase,
  purchasePageClosed,
  purchasePageOpened,
  purchaseRequested,
  receiptCleared,
  resumeRequested,
} from '../slice';

/** Registered by the route before the page renders. */
export const features = [subscriptionsFeature];

const PURCHASE_KEY = 'subscriptions/purchase';

function Heading() {
  return <PageHeader title="Manage Subscriptions" />;
}

/** Spec 2 §2 "Access Info": everyone but the owner is sent to the owner. */
function AccessInfo({ name, email }: { name: string; email: string }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="access-info"
      sx={{ p: 3, display: 'grid', gap: 1 }}
    >
      <Typography id="access-info" variant="h6" component="h2">
        Access Info
      </Typography>
      <Typography>
        Only the application owner can buy or change subscriptions. Please contact the application owner,{' '}
        <strong>{name}</strong>, at <Link href={`mailto:${email}`}>{email}</Link>.
      </Typography>
    </Paper>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

const pendingText = (pending: PendingPurchase) =>
  pending.step === 'challenge'
    ? `Your payment of ${dollars(pending.paymentIntent.amount)} for ${pending.planName} is waiting for your bank's authentication.`
    : `Your payment of ${dollars(pending.paymentIntent.amount)} for ${pending.planName} went through; the subscription is not created yet.`;

/** Why Purchase waits on an earlier payment (the notice at the top of the page has its actions). */
const pendingBlock = (pending: PendingPurchase): PurchaseBlock => ({
  kind: 'pending',
  text:
    pending.step === 'challenge'
      ? 'Purchase is paused: an earlier payment is waiting for your bank. Complete it or cancel it (at the top of the page) first.'
      : 'Purchase is paused: an earlier payment went through. Complete that purchase (at the top of the page) first.',
});

/** An interrupted purchase, found on return: complete it, or (while the bank waits) cancel the payment. */
function PendingNotice({
  pending,
  busy,
  cancelling,
}: {
  pending: PendingPurchase;
  busy: boolean;
  cancelling: boolean;
}) {
  const dispatch = useAppDispatch();
  return (
    <Alert
      severity="warning"
      action={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          <Button color="inherit" disabled={busy || cancelling} onClick={() => dispatch(resumeRequested())}>
            {pending.step === 'challenge' ? 'Complete authentication' : 'Complete purchase'}
          </Button>
          {pending.step === 'challenge' && (
            <Button
              color="inherit"
              disabled={busy || cancelling}
              onClick={() => dispatch(pendingCancelRequested())}
            >
              Cancel this payment
            </Button>
          )}
        </Box>
      }
      sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' } } }}
    >
      {pendingText(pending)}
    </Alert>
  );
}

/**
 * The tenant's payments service, loaded with the card fields (on demand: the page's own chunk holds none of
 * it). The same one the purchase saga pays with (`paymentsFor`). Undefined while it loads; null when the tenant
 * takes no card payments.
 */
function usePayments(): Payments | null | undefined {
  const { config } = useTenant();
  const [payments, setPayments] = useState<{ config: typeof config; payments: Payments | null }>();
  useEffect(() => {
    let left = false;
    void import('@/services/payments').then(({ paymentsFor }) => {
      if (!left) setPayments({ config, payments: paymentsFor(config) ?? null });
    });
    return () => {
      left = true;
    };
  }, [config]);
  return payments?.config === config ? payments.payments : undefined;
}

/**
 * The owner's purchase form. Keyed by the purchases completed: after one, the card is forgotten and the
 * validators rest. The card stays in the card fields (and the payments service that reads them): Purchase sends
 * the cardholder's name only.
 */
function PurchaseForm() {
  const dispatch = useAppDispatch();
  const purchase = useAppSelector(selectPurchase);
  const basket = useAppSelector(selectBasket);
  const held = useAppSelector(selectBasketIsHeld);
  const [triedToBuy, setTriedToBuy] = useState(false);
  const [open, setOpen] = useState({ billing: true, card: true });
  const card = useRef<CardFieldsHandle>(null);
  const payments = usePayments();
  const { order, step, estimate, paymentIntent, pending } = purchase;
  // The billing section's edits are kept as the user's draft (issue 21 §4.5); the card never is.
  const drafts = useFormDrafts(useAppSelector(selectUsername));
  const [billingEdited, setBillingEdited] = useState(false);
  // Looked up once the order (prefilled from the profile) is there: the kept billing, and what it replaces.
  const [restore, setRestore] = useState<{ kept: BillingFields; prefilled: BillingFields } | null>();
  if (order && restore === undefined) {
    const kept = drafts.load(BILLING_DRAFT, isBillingFields);
    setRestore(kept ? { kept, prefilled: order.billing } : null);
  }
  useDraftKeeping(drafts, BILLING_DRAFT, order?.billing, billingEdited || Boolean(restore));
  const setBilling = useCallback(
    (billing: BillingFields) => {
      // The country first: a new country clears the state (spec 2 §5), which the second edit then sets.
      const { billing_country, billing_country_name, ...rest } = billing;
      dispatch(orderChanged({ billing: { billing_country, billing_country_name } }));
      dispatch(orderChanged({ billing: rest }));
    },
    [dispatch],
  );
  const restoredBilling = restore?.kept;
  useEffect(() => {
    if (restoredBilling) setBilling(restoredBilling);
  }, [restoredBilling, setBilling]);
  if (!order) return <Loading label="Loading plans" />;
  const editBilling = (billing: Partial<BillingFields>) => {
    setBillingEdited(true);
    dispatch(orderChanged({ billing }));
  };
  const busy = step !== 'idle';
  const nothingToPay = estimate !== null && estimate.amount_due === 0;
  const paymentReady = paymentIntent !== null || nothingToPay;
  const canPurchase = Boolean(estimate) && paymentReady && !busy && !pending && !held;
  const blocked: PurchaseBlock | null = held
    ? { kind: 'current-plan' }
    : pending
      ? pendingBlock(pending)
      : null;

  const buy = () => {
    setTriedToBuy(true);
    if (!billingComplete(order.billing)) {
      setOpen((sections) => ({ ...sections, billing: true }));
      dispatch(notifyWarning(PURCHASE_MESSAGES.billingIncomplete, PURCHASE_KEY));
      return;
    }
    // Nothing to charge: no card is read.
    if (!nothingToPay && !card.current?.complete()) {
      setOpen((sections) => ({ ...sections, card: true }));
      card.current?.reveal();
      dispatch(notifyWarning(PURCHASE_MESSAGES.cardIncomplete, PURCHASE_KEY));
      return;
    }
    dispatch(
      purchaseRequested({ cardholder: card.current?.cardholder() ?? { firstName: '', lastName: '' } }),
    );
  };

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <SubscriptionOptions
            order={order}
            plans={purchase.plans}
            addons={purchase.addons}
            basket={basket}
            disabled={busy}
            onChange={(edit) => dispatch(orderChanged(edit))}
          />
          {restore && (
            <RestoredDraftNotice
              onDiscard={() => {
                drafts.discard(BILLING_DRAFT);
                setBilling(restore.prefilled);
                setBillingEdited(false);
                setRestore(null);
              }}
            />
          )}
          <BillingSection
            billing={order.billing}
            disabled={busy}
            expanded={open.billing}
            onToggle={() => setOpen((sections) => ({ ...sections, billing: !sections.billing }))}
            onChange={editBilling}
          />
          {payments === undefined ? (
            <Skeleton
              variant="rounded"
              height={240}
              role="progressbar"
              aria-label="Loading the card fields"
            />
          ) : payments ? (
            <CardSection
              ref={card}
              payments={payments}
              showErrors={triedToBuy || purchase.validate}
              disabled={busy}
              expanded={open.card}
              onToggle={() => setOpen((sections) => ({ ...sections, card: !sections.card }))}
            />
          ) : (
            <Alert severity="info">Card payments are not set up for this organisation.</Alert>
          )}
        </Box>
        <OrderSummary
          basket={basket}
          estimate={estimate}
          estimating={purchase.estimateStatus === 'loading'}
          estimateFailed={purchase.estimateStatus === 'failed'}
          intentFailed={purchase.intentStatus === 'failed'}
          blocked={blocked}
          canPurchase={canPurchase}
          onPurchase={buy}
          onRetryEstimate={() => dispatch(estimateRetried())}
          onRetryIntent={() => dispatch(paymentIntentRetried())}
        />
      </Box>
      <ChallengeDialog
        url={purchase.challengeUrl}
        onFrameLoaded={() => dispatch(challengeFrameLoaded())}
        onClose={() => dispatch(challengeClosed())}
      />
    </>
  );
}

/** The owner's page: what the organisation holds, any interrupted payment, then the form or the last receipt. */
function OwnerPage() {
  const dispatch = useAppDispatch();
  const { completed, receipt, pending, step, cancellingPending, order } = useAppSelector(selectPurchase);
  const currentPlans = useAppSelector(selectCurrentPlans);
  if (!order) return <Loading label="Loading plans" />;
  return (
    <>
      {pending && <PendingNotice pending={pending} busy={step !== 'idle'} cancelling={cancellingPending} />}
      <CurrentPlanPanel rows={currentPlans} />
      {receipt ? (
        <PurchaseReceipt receipt={receipt} onClear={() => dispatch(receiptCleared())} />
      ) : (
        <PurchaseForm key={completed} />
      )}
    </>
  );
}

export default function ManageSubscriptionsPage() {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const { owner, ownerStatus, catalogueStatus } = useAppSelector(selectPurchase);

  useEffect(() => {
    dispatch(purchasePageOpened({ query: search }));
    return () => {
      dispatch(purchasePageClosed());
    };
  }, [dispatch, search]);

  const retry = () => dispatch(purchasePageOpened({ query: search }));
  const failure = (message: string) => <LoadError onRetry={retry}>{message}</LoadError>;

  let body;
  if (ownerStatus === 'idle' || ownerStatus === 'loading') body = <Loading label="Checking your access" />;
  else if (ownerStatus === 'failed' || !owner)
    body = failure('Could not check who may manage subscriptions. Please try again.');
  else if (!owner.isOwner) body = <AccessInfo name={owner.owner.name} email={owner.owner.email} />;
  else if (catalogueStatus === 'failed') body = failure('Could not load the plans. Please try again.');
  else body = <OwnerPage />;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <Heading />
      {body}
    </Box>
  );
}
