import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { getTenantSkill } from '@/contracts/auth';
import { chatHistory, getBubbles } from '@/contracts/chat';
import { reportBug } from '@/contracts/support';

import type { DemoTabProps } from '../module';

const FAULT_STATUSES = [500, 503, 403, 401, 404, 400, 408, 409] as const;

/** Gateway operations the tab's text gives as examples, named by their descriptors. */
const EXAMPLES = [reportBug, getTenantSkill, chatHistory, getBubbles].map((operation) => operation.apiCall);

/** The core of the Simulate failures tab: make the next calls of any operation fail. */
export function FailuresTab({ context, onChange }: DemoTabProps) {
  const [operation, setOperation] = useState('');
  const [status, setStatus] = useState<number>(500);
  const [times, setTimes] = useState('1');
  // Read on every render: the panel redraws when another section adds a fault (onChange).
  const faults = context.faults.list();
  const [, setRevision] = useState(0);
  const refresh = () => {
    setRevision((revision) => revision + 1);
    onChange?.();
  };
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Make the next calls of one operation fail, to see how the portal handles it. Use a gateway ApiCall
        (e.g. {EXAMPLES.join(', ')}), a Cognito operation (e.g. InitiateAuth), RecognizeText /
        RecognizeUtterance (the assistant), RecognizeSpeech (speech recognition) or Suggestions.
      </Typography>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!operation.trim()) return;
          const count = Number.parseInt(times, 10);
          context.faults.add({
            operation: operation.trim(),
            status,
            ...(Number.isFinite(count) && count > 0 ? { times: count } : {}),
          });
          refresh();
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          label="Operation"
          size="small"
          value={operation}
          onChange={(e) => setOperation(e.target.value)}
        />
        <TextField
          select
          label="Status"
          size="small"
          value={status}
          onChange={(e) => setStatus(Number(e.target.value))}
          // A native select: no menu layer over the panel, so a quick pick never leaves the panel hidden.
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 100 }}
        >
          {FAULT_STATUSES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </TextField>
        <TextField
          label="Times"
          size="small"
          type="number"
          value={times}
          onChange={(e) => setTimes(e.target.value)}
          helperText="Empty: until cleared"
          sx={{ width: 120 }}
        />
        <Button type="submit" variant="outlined">
          Add failure
        </Button>
      </Box>
      <List dense aria-label="Simulated failures">
        {faults.map((fault, index) => (
          <ListItem key={`${fault.operation}-${index}`}>
            <ListItemText
              primary={`${fault.operation} → ${fault.outcome === 'dialog-failed' ? 'dialog fails' : fault.status}`}
              secondary={fault.times === undefined ? 'until cleared' : `${fault.times} more call(s)`}
            />
          </ListItem>
        ))}
      </List>
      {faults.length > 0 && (
        <Button
          onClick={() => {
            context.faults.clear();
            refresh();
          }}
        >
          Clear failures
        </Button>
      )}
    </Box>
  );
}
