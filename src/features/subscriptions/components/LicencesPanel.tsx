import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { type ResponsiveColumn, ResponsiveTable } from '@/components/table/ResponsiveTable';
import type { ChatbotStatus, InteractionCounters } from '@/contracts/subscriptions';

import { CHATBOT_LICENCE_STATES, chatbotLicenceState, interactionUsage, type LicenceRow } from '../licences';

const LEVEL_COLOUR: Record<LicenceRow['level'], string | undefined> = {
  ok: undefined,
  full: '#b35900',
  over: '#c62828',
};

/** A licence by its plan's name (spec 2 §5 counts; issue 21: names, not codes). */
const LICENCE_COLUMNS: readonly ResponsiveColumn<LicenceRow>[] = [
  { id: 'licence', header: 'Licence', cell: (row) => row.planName, card: 'title' },
  { id: 'limit', header: 'Limit', cell: (row) => row.limit, align: 'right' },
  { id: 'used', header: 'Used', cell: (row) => row.used, align: 'right' },
  { id: 'available', header: 'Available', cell: (row) => row.available, align: 'right' },
];

const CHIP_COLOUR = { grey: '#616161', orange: '#b35900', red: '#c62828', black: '#000000' } as const;

/** Licence availability, interaction usage and the external chatbot licence status (spec 2 §4, §5, §9). */
export function LicencesPanel({
  rows,
  loading,
  failed,
  counters,
  chatbot,
}: {
  rows: LicenceRow[];
  loading: boolean;
  failed: boolean;
  counters: InteractionCounters | null;
  chatbot: ChatbotStatus | null;
}) {
  const usage = counters ? interactionUsage(counters) : null;
  const chatbotState = chatbot ? CHATBOT_LICENCE_STATES[chatbotLicenceState(chatbot)] : null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="licences-title">
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography id="licences-title" variant="h6" component="h2">
            Licences
          </Typography>
          {chatbotState && (
            <Chip
              label={chatbotState.label}
              variant="outlined"
              sx={{ color: CHIP_COLOUR[chatbotState.colour], borderColor: CHIP_COLOUR[chatbotState.colour] }}
            />
          )}
        </Box>
        {loading && rows.length === 0 && <Skeleton variant="rectangular" height={96} sx={{ mt: 1 }} />}
        {failed && <Typography color="error">Licences could not be loaded.</Typography>}
        {rows.length > 0 && (
          <ResponsiveTable
            aria-label="Licence availability"
            columns={LICENCE_COLUMNS}
            rows={rows}
            rowKey={(row) => row.planCode}
            // Never wider than the card (width 0, min-width 100%); a phone gets one card per licence.
            containerSx={{ width: 0, minWidth: '100%', mt: 1 }}
            rowProps={(row) => ({
              'data-level': row.level,
              // The row's (or card's) colour, which its cells and fields take on.
              sx: {
                color: LEVEL_COLOUR[row.level],
                fontWeight: row.level === 'ok' ? undefined : 600,
                '& td': { color: 'inherit', fontWeight: 'inherit' },
              },
            })}
          />
        )}
        {counters && usage && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" id="interactions-label">
              Interactions: {counters.used.toLocaleString()} of {counters.total.toLocaleString()} used
              {counters.overflow > 0 ? `, ${counters.overflow.toLocaleString()} over` : ''}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={usage.percent}
              color={usage.warning ? 'warning' : 'primary'}
              aria-labelledby="interactions-label"
              sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
