import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { type CurrentPlanRow, dateOf, dollars } from '../purchase';

/** A term and its value, in a description list that stacks on a phone. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export const detailList = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
  columnGap: 2,
  rowGap: { xs: 0, sm: 0.5 },
  m: 0,
  '& dd': { mb: { xs: 1, sm: 0 } },
} as const;

const licences = (row: CurrentPlanRow) =>
  row.licencesUsed === null || row.licencesTotal === null
    ? 'Not known'
    : `${row.licencesUsed} of ${row.licencesTotal} used`;

/**
 * Issue 21: what the organisation holds, before it buys anything: each active subscription's plan, period,
 * licences in use, renewal date and next invoice.
 */
export function CurrentPlanPanel({ rows }: { rows: readonly CurrentPlanRow[] }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="current-plan"
      sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography id="current-plan" variant="h6" component="h2">
        Current plan
      </Typography>
      {rows.length === 0 && (
        <Typography variant="body2">No subscription yet: choose a plan below.</Typography>
      )}
      {rows.map((row) => (
        <Box
          key={row.id}
          component="article"
          aria-labelledby={`current-plan-${row.id}`}
          sx={{ display: 'grid', gap: 0.5 }}
        >
          <Typography
            id={`current-plan-${row.id}`}
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 600 }}
          >
            {row.name}
          </Typography>
          <Box component="dl" sx={detailList}>
            <Detail term="Billing period">{row.period}</Detail>
            <Detail term="Licences">{licences(row)}</Detail>
            <Detail term="Renews on">{dateOf(row.renewsAt)}</Detail>
            <Detail term="Next invoice">{dollars(row.nextInvoiceAmount)}</Detail>
          </Box>
        </Box>
      ))}
    </Paper>
  );
}
