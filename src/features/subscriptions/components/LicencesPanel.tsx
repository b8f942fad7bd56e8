import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import type { ChatbotStatus, InteractionCounters } from '@/contracts/subscriptions';

import { CHATBOT_LICENCE_STATES, chatbotLicenceState, interactionUsage, type LicenceRow } from '../licences';

const LEVEL_COLOUR: Record<LicenceRow['level'], string | undefined> = {
  ok: undefined,
  full: '#b35900',
  over: '#c62828',
};

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
          // Never wider than the card (width 0, min-width 100%); narrower cell padding and wrapping plan codes
          // let the four columns fit a phone.
          <TableContainer sx={{ width: 0, minWidth: '100%', mt: 1 }}>
            <Table
              size="small"
              aria-label="Licence availability"
              sx={{
                '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
                '& td:first-of-type': { overflowWrap: 'anywhere' },
              }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>Licence</TableCell>
                  <TableCell align="right">Limit</TableCell>
                  <TableCell align="right">Used</TableCell>
                  <TableCell align="right">Available</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow
                    key={row.planCode}
                    data-level={row.level}
                    sx={{
                      '& td': {
                        color: LEVEL_COLOUR[row.level],
                        fontWeight: row.level === 'ok' ? undefined : 600,
                      },
                    }}
                  >
                    <TableCell>{row.planCode}</TableCell>
                    <TableCell align="right">{row.limit}</TableCell>
                    <TableCell align="right">{row.used}</TableCell>
                    <TableCell align="right">{row.available}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
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
