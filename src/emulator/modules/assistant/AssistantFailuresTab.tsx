import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { DemoTabProps } from '../../core/module';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS } from '../../seed';
import { addChatTurns, type BotFailure, provokeBotFailure } from '../lex/test-support';

const BOT_FAILURES: { value: BotFailure; label: string }[] = [
  { value: 'environment-not-ready', label: 'Environment not ready (no alias named demo)' },
  { value: 'bot-missing', label: 'Bot does not exist' },
  { value: 'bot-building', label: 'Bot is building' },
  { value: 'request-timeout', label: 'Request too long (RequestTimeoutException)' },
  { value: 'dialog-failed', label: 'Conversation fails (dialog state Failed)' },
  { value: 'internal-error', label: 'Internal error' },
  { value: 'access-denied', label: 'Access denied' },
  { value: 'expired-token', label: 'Expired credentials (ExpiredTokenException)' },
  { value: 'invalid-token', label: 'Unknown credentials (UnrecognizedClientException)' },
];

/** One-click bot failures with the messages the real runtime gives (the portal keys on them). */
function ChatFailures({ context, onAdded }: { context: EmulatorContext; onAdded?: () => void }) {
  const [failure, setFailure] = useState<BotFailure>('environment-not-ready');
  const [operation, setOperation] = useState<'RecognizeText' | 'RecognizeUtterance'>('RecognizeText');
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h3">
        Assistant failures
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
        <TextField
          select
          label="Assistant failure"
          size="small"
          value={failure}
          onChange={(e) => setFailure(e.target.value as BotFailure)}
          sx={{ minWidth: 260 }}
        >
          {BOT_FAILURES.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Turn"
          size="small"
          value={operation}
          onChange={(e) => setOperation(e.target.value as typeof operation)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="RecognizeText">Typed (RecognizeText)</MenuItem>
          <MenuItem value="RecognizeUtterance">Spoken (RecognizeUtterance)</MenuItem>
        </TextField>
        <Button
          variant="outlined"
          onClick={() => {
            provokeBotFailure(context, failure, { operation });
            onAdded?.();
          }}
        >
          Fail the next turn
        </Button>
      </Box>
    </Box>
  );
}
/** Fills a user's chat history, to see paging and a long history (e.g. 5,000 messages). */
function ChatHistoryFiller({ context }: DemoTabProps) {
  const [email, setEmail] = useState<string>(DEMO_ACCOUNTS.administrator.email);
  const [count, setCount] = useState('100');
  const [result, setResult] = useState('');
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h3">
        Chat history
      </Typography>
      <Box
        component="form"
        aria-label="Add chat messages"
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = Number.parseInt(count, 10);
          if (!Number.isFinite(wanted) || wanted < 1 || wanted > 10_000) {
            setResult('Choose 1 to 10,000 messages.');
            return;
          }
          try {
            addChatTurns(context, { user: email.trim(), count: wanted });
            setResult(`Added ${wanted} messages to the chat history of ${email.trim()}.`);
          } catch (error) {
            setResult(error instanceof Error ? error.message : String(error));
          }
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}
      >
        <TextField
          label="User e-mail"
          size="small"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Messages"
          size="small"
          type="number"
          value={count}
          onChange={(e) => setCount(e.target.value)}
          sx={{ width: 120 }}
        />
        <Button type="submit" variant="outlined">
          Add messages
        </Button>
      </Box>
      {result && (
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {result}
        </Typography>
      )}
    </Box>
  );
}

/** The assistant's part of the demo panel's Simulate failures tab: bot failures and a long chat history. */
export function AssistantFailuresTab({ context, onChange }: DemoTabProps) {
  return (
    <>
      <ChatFailures context={context} onAdded={onChange} />
      <ChatHistoryFiller context={context} />
    </>
  );
}
