import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { DemoTabProps } from '../../core/module';
import { DEMO_TENANT } from '../../seed';

import { lastClusterRun, LOG_SIZE_MAX, replaceLog } from './demo-log';

/** The demo panel's "Utterance log" tab: a log of any size, and what the last clustering took. */
export function UtteranceLogTab({ context, onChange }: DemoTabProps) {
  const [count, setCount] = useState('10000');
  const [result, setResult] = useState('');
  const untrained = context.db.state.utteranceTraining.utterances.filter(
    (row) => row.tenant === DEMO_TENANT && !row.trained,
  ).length;
  const run = lastClusterRun();
  return (
    <Box>
      <Typography variant="body2">
        The Utterance Training page reviews {untrained.toLocaleString('en-US')} untrained utterances.
      </Typography>
      <Box
        component="form"
        aria-label="Replace the utterance log"
        onSubmit={(event) => {
          event.preventDefault();
          try {
            const made = replaceLog(context, Number.parseInt(count, 10));
            setResult(`The log holds ${made} utterances.`);
            onChange?.();
          } catch (error) {
            setResult(error instanceof Error ? error.message : String(error));
          }
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}
      >
        <TextField
          label="Utterances"
          size="small"
          type="number"
          slotProps={{ htmlInput: { min: 1, max: LOG_SIZE_MAX } }}
          value={count}
          onChange={(event) => setCount(event.target.value)}
          sx={{ width: 140 }}
        />
        <Button type="submit" variant="outlined">
          Replace the log
        </Button>
      </Box>
      {result && (
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {result}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 2 }}>
        {run
          ? `The last clustering: ${run.utterances} utterances into ${run.clusters} clusters in ${Math.round(run.ms)} ms.`
          : 'No clustering has run in this window yet.'}
      </Typography>
    </Box>
  );
}
