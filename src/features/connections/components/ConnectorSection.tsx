import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

import { itemCount } from '../wording';

/** A collapsible list of connector cards with its count (spec 2 §2: Enabled and Available Connectors). */
export function ConnectorSection({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Accordion defaultExpanded disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {itemCount(count)}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        {count > 0 && (
          <Box
            component="ul"
            aria-label={title}
            sx={{
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
              // Every row as tall as the tallest card: a card with more to say (Reconnect, a long name) does
              // not make the grid ragged.
              gridAutoRows: '1fr',
            }}
          >
            {children}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
