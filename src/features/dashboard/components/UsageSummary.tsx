import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';

import { markWidgetPainted } from '../paint-marks';
import type { ChartData } from '../types';

interface UsageSummaryProps {
  data: ChartData;
  instanceId?: number;
  preview?: boolean;
}

/** usage_summary: total and unfulfilled requests; the average session duration is shown as a dash (spec 2 §2). */
export function UsageSummary({ data, instanceId, preview = false }: UsageSummaryProps) {
  const [total = 0, unfulfilled = 0] = data.data;
  useEffect(() => {
    if (!preview && instanceId !== undefined) markWidgetPainted(instanceId);
  }, [data, instanceId, preview]);
  const figures = [
    { label: 'Total requests', value: total.toLocaleString('en-US') },
    { label: 'Unfulfilled requests', value: unfulfilled.toLocaleString('en-US') },
    { label: 'Average session duration', value: '-' },
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gap: 1,
        height: '100%',
        alignContent: 'center',
      }}
    >
      {figures.map((figure) => (
        <Box key={figure.label} sx={{ textAlign: 'center' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" variant={preview ? 'h6' : 'h4'} sx={{ m: 0, fontWeight: 600 }}>
            {figure.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
