import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

import { brandName, dateOf, dollars, type Receipt } from '../purchase';

import { Detail, detailList } from './CurrentPlanPanel';

/**
 * Spec 2's Subscription Create Result, as issue 21 asks it: after a successful purchase, what was bought, what
 * was charged and to which card (brand and last four digits only), the invoice and the next one. Clear Info
 * goes back to the purchase form.
 */
export function PurchaseReceipt({ receipt, onClear }: { receipt: Receipt; onClear(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form it replaces had the focus (Purchase): the confirmation takes it, and screen readers read it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="purchase-receipt"
      sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Typography id="purchase-receipt" ref={heading} tabIndex={-1} variant="h6" component="h2">
        Subscription created
      </Typography>
      <Box component="dl" sx={detailList}>
        <Detail term="Bought">
          {receipt.items.map((item) => (
            <Box component="span" key={item.name} sx={{ display: 'block' }}>
              {item.name} × {item.count}
            </Box>
          ))}
        </Detail>
        <Detail term="Amount charged">{dollars(receipt.amountCharged)}</Detail>
        <Detail term="Paid with">
          {receipt.card
            ? `${brandName(receipt.card.brand)} ending in ${receipt.card.last4}`
            : 'Nothing was charged: the credit for your current subscription covered it.'}
        </Detail>
        <Detail term="Invoice number">{receipt.invoiceNumber}</Detail>
        <Detail term="Next invoice">{dateOf(receipt.nextInvoiceAt)}</Detail>
      </Box>
      <Box>
        <Button variant="contained" onClick={onClear}>
          Clear Info
        </Button>
      </Box>
    </Paper>
  );
}
