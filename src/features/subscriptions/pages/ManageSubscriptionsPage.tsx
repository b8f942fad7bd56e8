import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';

import { notifyWarning } from '@/features/notifications';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { subscriptionsFeature } from '..';
import { BillingSection } from '../components/BillingSection';
import { CardSection } from '../components/CardSection';
import { ChallengeDialog } from '../components/ChallengeDialog';
import { OrderSummary } from '../components/OrderSummary';
import { SubscriptionOptions } from '../components/SubscriptionOptions';
import {
  billingComplete,
  cardErrors,
  type CardFields,
  dollars,
  EMPTY_CARD,
  PURCHASE_MESSAGES,
} from '../purchase';
import { selectBasket, selectPurchase } from '../selectors';
import {
  challengeClosed,
  challengeFrameLoaded,
  estimateRetried,
  orderChanged,
  purchasePageClosed,
  purchasePageOpened,
  purchaseRequested,
  resumeRequested,
} from '../slice';

/** Registered by the route before the page renders. */
export const features = [subscriptionsFeature];

const PURCHASE_KEY = 'subscriptions/purchase';

function Heading() {
  return (
    <Typography variant="h4" component="h1">
      Manage Subscriptions
    </Typography>
  );
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

/**
 * The owner's purchase form. Keyed by the purchases completed: after one, the card is forgotten and the
 * validators rest.
 */
function PurchaseForm() {
  const dispatch = useAppDispatch();
  const purchase = useAppSelector(selectPurchase);
  const basket = useAppSelector(selectBasket);
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [triedToBuy, setTriedToBuy] = useState(false);
  const [open, setOpen] = useState({ billing: true, card: true });
  const errors = useMemo(() => cardErrors(card, new Date()), [card]);
  const { order, step, estimate, paymentIntent, pending } = purchase;
  if (!order) return <Loading label="Loading plans" />;
  const busy = step !== 'idle';
  const paymentReady = paymentIntent !== null || (estimate !== null && estimate.amount_due === 0);
  const canPurchase = Boolean(estimate) && paymentReady && !busy && !pending;

  const buy = () => {
    setTriedToBuy(true);
    if (!billingComplete(order.billing)) {
      setOpen((sections) => ({ ...sections, billing: true }));
      dispatch(notifyWarning(PURCHASE_MESSAGES.billingIncomplete, PURCHASE_KEY));
      return;
    }
    if (Object.keys(errors).length > 0) {
      setOpen((sections) => ({ ...sections, card: true }));
      dispatch(notifyWarning(PURCHASE_MESSAGES.cardIncomplete, PURCHASE_KEY));
      return;
    }
    dispatch(
      purchaseRequested({
        name: `${card.cardFirstName.trim()} ${card.cardLastName.trim()}`,
        firstName: card.cardFirstName.trim(),
        lastName: card.cardLastName.trim(),
        number: card.cardNumber.replace(/[\s-]/g, ''),
        expMonth: Number(card.cardExpMonth),
        expYear: Number(card.cardExpYear),
        cvc: card.cardCVV,
      }),
    );
  };

  return (
    <>
      {pending && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" disabled={busy} onClick={() => dispatch(resumeRequested())}>
              {pending.step === 'challenge' ? 'Complete authentication' : 'Complete purchase'}
            </Button>
          }
        >
          {pending.step === 'challenge'
            ? `Your payment of ${dollars(pending.paymentIntent.amount)} for ${pending.planName} is waiting for your bank's authentication.`
            : `Your payment of ${dollars(pending.paymentIntent.amount)} for ${pending.planName} went through; the subscription is not created yet.`}
        </Alert>
      )}
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
          <BillingSection
            billing={order.billing}
            disabled={busy}
            expanded={open.billing}
            onToggle={() => setOpen((sections) => ({ ...sections, billing: !sections.billing }))}
            onChange={(billing) => dispatch(orderChanged({ billing }))}
          />
          <CardSection
            card={card}
            errors={errors}
            showErrors={triedToBuy || purchase.validate}
            disabled={busy}
            expanded={open.card}
            onToggle={() => setOpen((sections) => ({ ...sections, card: !sections.card }))}
            onChange={(edit) => setCard((current) => ({ ...current, ...edit }))}
          />
        </Box>
        <OrderSummary
          basket={basket}
          estimate={estimate}
          estimating={purchase.estimateStatus === 'loading'}
          estimateFailed={purchase.estimateStatus === 'failed'}
          canPurchase={canPurchase}
          onPurchase={buy}
          onRetryEstimate={() => dispatch(estimateRetried())}
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

export default function ManageSubscriptionsPage() {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const { owner, ownerStatus, catalogueStatus, completed } = useAppSelector(selectPurchase);

  useEffect(() => {
    dispatch(purchasePageOpened({ query: search }));
    return () => {
      dispatch(purchasePageClosed());
    };
  }, [dispatch, search]);

  const retry = () => dispatch(purchasePageOpened({ query: search }));
  const failure = (message: string) => (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={retry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );

  let body;
  if (ownerStatus === 'idle' || ownerStatus === 'loading') body = <Loading label="Checking your access" />;
  else if (ownerStatus === 'failed' || !owner)
    body = failure('Could not check who may manage subscriptions. Please try again.');
  else if (!owner.isOwner) body = <AccessInfo name={owner.owner.name} email={owner.owner.email} />;
  else if (catalogueStatus === 'failed') body = failure('Could not load the plans. Please try again.');
  else body = <PurchaseForm key={completed} />;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <Heading />
      {body}
    </Box>
  );
}
