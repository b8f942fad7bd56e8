import ContentCopy from '@mui/icons-material/ContentCopy';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, useSyncExternalStore } from 'react';

import { addChatTurns, type BotFailure, provokeBotFailure } from '../lex/test-support';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_TEAM,
  OTHER_ORGANISATION,
  SPECIAL_ACCOUNTS,
  TEAM_TEMPORARY_PASSWORD,
} from '../seed';
import { DEFAULT_SPOKEN_PHRASE, setNextSpokenPhrase } from '../speech/rule';
import type { EmulatorContext } from '../types';

const FAULT_STATUSES = [500, 503, 403, 401, 404, 400, 408, 409] as const;

function useEmulatorState(context: EmulatorContext) {
  return useSyncExternalStore(
    (listener) => context.db.subscribe(listener),
    () => context.db.state,
  );
}

function Outbox({ context }: { context: EmulatorContext }) {
  const { outbox } = useEmulatorState(context);
  if (outbox.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        Nothing sent yet. Codes and temporary passwords that the cloud would e-mail or text appear here.
      </Typography>
    );
  }
  return (
    <List aria-label="Outbox messages" dense>
      {[...outbox].reverse().map((message) => (
        <ListItem
          key={message.id}
          divider
          secondaryAction={
            message.code && (
              <IconButton
                aria-label={`Copy code ${message.code}`}
                onClick={() => void navigator.clipboard?.writeText(message.code ?? '')}
              >
                <ContentCopy fontSize="small" />
              </IconButton>
            )
          }
        >
          <ListItemText
            primary={`${message.channel === 'sms' ? 'Text' : 'E-mail'} to ${message.to}: ${message.subject}`}
            secondary={
              <>
                {message.body}
                {message.code && (
                  <Box component="span" sx={{ display: 'block', fontWeight: 700 }} data-testid="outbox-code">
                    {message.code}
                  </Box>
                )}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

function Failures({ context }: { context: EmulatorContext }) {
  const [operation, setOperation] = useState('');
  const [status, setStatus] = useState<number>(500);
  const [times, setTimes] = useState('1');
  const [faults, setFaults] = useState(() => [...context.faults.list()]);
  const refresh = () => setFaults([...context.faults.list()]);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Make the next calls of one operation fail, to see how the portal handles it. Use a gateway ApiCall
        (e.g. ReportBug, GetTenantSkill, chat.history, GetBubbles), a Cognito operation (e.g. InitiateAuth),
        RecognizeText / RecognizeUtterance (the assistant), RecognizeSpeech (speech recognition) or
        Suggestions.
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
          sx={{ minWidth: 100 }}
        >
          {FAULT_STATUSES.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
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
      <ChatFailures context={context} onAdded={refresh} />
      <Voice context={context} />
      <ChatHistoryFiller context={context} />
    </Box>
  );
}

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
function ChatFailures({ context, onAdded }: { context: EmulatorContext; onAdded: () => void }) {
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
            onAdded();
          }}
        >
          Fail the next turn
        </Button>
      </Box>
    </Box>
  );
}

/** The demo speech rule: what any speech is heard as. */
function Voice({ context }: { context: EmulatorContext }) {
  // A string snapshot: the state object itself is changed in place, so it would not tell React of a change.
  const current = useSyncExternalStore(
    (listener) => context.db.subscribe(listener),
    () => context.db.state.speech.nextSpokenPhrase,
  );
  const [phrase, setPhrase] = useState(current);
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h3">
        Voice (demo rule)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        No speech recogniser runs in this demo. Whenever the microphone picks up speech (at least 200 ms
        louder than the 0.01 threshold), the demo hears the phrase below, whatever was said; silence is heard
        as nothing. The assistant&apos;s spoken replies are a short two-tone chime that grows with the reply,
        not a voice.
      </Typography>
      <Box
        component="form"
        aria-label="Next spoken phrase"
        onSubmit={(event) => {
          event.preventDefault();
          setNextSpokenPhrase(context, phrase);
          setPhrase(context.db.state.speech.nextSpokenPhrase);
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          label="Next spoken phrase"
          size="small"
          value={phrase}
          onChange={(e) => setPhrase(e.target.value)}
          helperText={`Now: "${current}" (empty: "${DEFAULT_SPOKEN_PHRASE}")`}
          sx={{ minWidth: 300 }}
        />
        <Button type="submit" variant="outlined">
          Set phrase
        </Button>
      </Box>
    </Box>
  );
}

/** Fills a user's chat history, to see paging and a long history (e.g. 5,000 messages). */
function ChatHistoryFiller({ context }: { context: EmulatorContext }) {
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

function Accounts() {
  return (
    <List dense aria-label="Demo accounts">
      {Object.values(DEMO_ACCOUNTS).map((account) => (
        <ListItem key={account.email}>
          <ListItemText
            primary={`${account.email} (${account.role})`}
            secondary={`Password: ${account.password}`}
          />
        </ListItem>
      ))}
      {Object.values(SPECIAL_ACCOUNTS).map((account) => (
        <ListItem key={account.email}>
          <ListItemText
            primary={`${account.email} (${account.role})`}
            secondary={`${account.description} Password: ${account.password}`}
          />
        </ListItem>
      ))}
      {[OTHER_ORGANISATION.administrator, OTHER_ORGANISATION.user].map((account) => (
        <ListItem key={account.email}>
          <ListItemText
            primary={`${account.email} (${account.role})`}
            secondary={`Another organisation, ${OTHER_ORGANISATION.company}. Password: ${account.password}`}
          />
        </ListItem>
      ))}
      <ListItem>
        <ListItemText
          primary={`${DEMO_TEAM.length} more members of the demo organisation`}
          secondary={
            `firstname.lastname@demo.example (for example ${DEMO_TEAM[1]?.email ?? ''}). ` +
            `Password: ${DEMO_PASSWORD}; invited members: ${TEAM_TEMPORARY_PASSWORD}`
          }
        />
      </ListItem>
    </List>
  );
}

/**
 * The demo's window onto its emulated cloud: the outbox of codes that would be e-mailed or texted, demo
 * accounts, simulated failures and a reset. Rendered only when the cloud is emulated.
 */
export function DemoPanel({ context }: { context: EmulatorContext }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState(0);
  const [seenCount, setSeenCount] = useState(0);
  const { outbox } = useEmulatorState(context);
  const unseen = Math.max(0, outbox.length - seenCount);
  const show = () => {
    setOpen(true);
    setSeenCount(outbox.length);
  };
  return (
    <>
      {/* Above the docked navigation it floats over (like the top bar), under drawers and dialogs. */}
      <Box sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Badge badgeContent={unseen} color="secondary">
          <Fab variant="extended" size="medium" color="primary" onClick={show} aria-label="Demo outbox">
            <ScienceOutlined sx={{ mr: 1 }} />
            Demo
          </Fab>
        </Badge>
      </Box>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="demo-panel-title"
      >
        <DialogTitle id="demo-panel-title">Demo cloud</DialogTitle>
        <Tabs value={tab} onChange={(_, value: number) => setTab(value)} sx={{ px: 3 }}>
          <Tab label="Outbox" />
          <Tab label="Accounts" />
          <Tab label="Simulate failures" />
        </Tabs>
        <DialogContent dividers sx={{ minHeight: 240 }}>
          {tab === 0 && <Outbox context={context} />}
          {tab === 1 && <Accounts />}
          {tab === 2 && <Failures context={context} />}
        </DialogContent>
        <DialogActions>
          <Button
            color="error"
            onClick={() => {
              if (!window.confirm('Reset the demo data? Everything you changed in the demo is lost.')) return;
              void context.db.reset().then(() => window.location.reload());
            }}
          >
            Reset demo data
          </Button>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
