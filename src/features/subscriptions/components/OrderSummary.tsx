import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { TOP_BAR_HEIGHT } from '@/config/constants';
import type { Estimate, EstimateLineItem } from '@/contracts/subscriptions';

import { PURCHASE_MESSAGES } from '../messages';
import { type Basket, dateOf, dollars } from '../purchase';

const period = (item: EstimateLineItem) => `${dateOf(item.date_from)} – ${dateOf(item.date_to)}`;

/** Why Purchase cannot be pressed, when it is not just waiting for the estimate and the payment. */
export type PurchaseBlock =
  /** The basket is the subscription held. */
  | { kind: 'current-plan' }
  /** An earlier payment waits to be completed or cancelled (the notice above the form has the actions). */
  | { kind: 'pending'; text: string };

function Line({
  label,
  detail,
  amount,
  strong,
}: {
  label: ReactNode;
  detail?: ReactNode;
  amount: string;
  strong?: boolean;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: strong ? 700 : undefined, overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : undefined, whiteSpace: 'nowrap' }}>
        {amount}
      </Typography>
    </Box>
  );
}

const list = { listStyle: 'none', m: 0, p: 0 } as const;

/**
 * Spec 2 §2 "Order Summary": the basket, the estimate's lines, taxes and prorations with their dates, and the
 * total in dollars. Purchase reads 'Please wait ...' while the estimate and the payment intent are on their way;
 * when something else holds it (the basket is the current plan, an earlier payment waits), it says what. A
 * failed estimate or payment intent offers Try again.
 */
export function OrderSummary({
  basket,
  estimate,
  estimating,
  estimateFailed,
  intentFailed,
  blocked,
  canPurchase,
  onPurchase,
  onRetryEstimate,
  onRetryIntent,
}: {
  basket: Basket | undefined;
  estimate: Estimate | null;
  estimating: boolean;
  estimateFailed: boolean;
  intentFailed: boolean;
  blocked: PurchaseBlock | null;
  canPurchase: boolean;
  onPurchase(): void;
  onRetryEstimate(): void;
  onRetryIntent(): void;
}) {
  const held = blocked?.kind === 'current-plan';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="order-summary"
      // Beside the form on wide screens, it stays in view below the fixed top bar while the form scrolls.
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        minWidth: 0,
        position: { md: 'sticky' },
        top: { md: TOP_BAR_HEIGHT + 16 },
      }}
    >
      <Typography id="order-summary" variant="h6" component="h2">
        Order Summary
      </Typography>
      {basket && (
        <Box component="ul" aria-label="Basket" sx={list}>
          {basket.items.map((item) => (
            <Line
              key={item.id}
              label={`${item.name} × ${item.count}`}
              detail={item.planInfo ?? `${dollars(item.price)} each`}
              amount={dollars(item.total)}
            />
          ))}
        </Box>
      )}
      <Divider />
      <Box aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
        {held ? (
          <Alert severity="info">
            <strong>{PURCHASE_MESSAGES.currentPlan}.</strong> Change the plan, the period or the licences to
            buy something else.
          </Alert>
        ) : estimate ? (
          <>
            <Box component="ul" aria-label="Estimate" sx={list}>
              {estimate.invoice_estimate.line_items.map((item) => (
                <Line
                  key={item.id}
                  label={item.description}
                  detail={period(item)}
                  amount={dollars(item.amount)}
                />
              ))}
              {estimate.invoice_estimate.taxes.map((tax) => (
                <Line key={tax.name} label={tax.description} amount={dollars(tax.amount)} />
              ))}
              {estimate.prorate_invoice_estimate?.line_items.map((item) => (
                <Line
                  key={item.id}
                  label={item.description}
                  detail={period(item)}
                  amount={dollars(item.amount)}
                />
              ))}
            </Box>
            <Divider />
            <Box component="ul" aria-label="Total" sx={list}>
              <Line label="Total due today (USD)" amount={dollars(estimate.amount_due)} strong />
            </Box>
          </>
        ) : estimateFailed ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={onRetryEstimate}>
                Try again
              </Button>
            }
          >
            {PURCHASE_MESSAGES.checkForm}
          </Alert>
        ) : (
          <Box>
            <Typography variant="body2" color="text.secondary">
              {estimating ? 'Calculating your estimate…' : 'Your estimate follows your choices.'}
            </Typography>
            <LinearProgress aria-label="Estimate loading" sx={{ mt: 1 }} />
          </Box>
        )}
        {intentFailed && !held && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetryIntent}>
                Try again
              </Button>
            }
          >
            The payment could not be prepared.
          </Alert>
        )}
        {blocked?.kind === 'pending' && (
          <Typography id="purchase-blocked" variant="body2">
            {blocked.text}
          </Typography>
        )}
      </Box>
      <Button
        variant="contained"
        size="large"
        disabled={!canPurchase}
        onClick={onPurchase}
        aria-describedby={blocked?.kind === 'pending' ? 'purchase-blocked' : undefined}
      >
        {canPurchase || blocked || estimateFailed || intentFailed ? 'Purchase' : PURCHASE_MESSAGES.pleaseWait}
      </Button>
    </Paper>
  );
}
