import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';

import type { DemoTabProps } from '../../core/module';

/** The demo panel's Outbox tab: every message the cloud would have e-mailed or texted, newest first. */
export function OutboxTab({ context }: DemoTabProps) {
  // The messages are appended in place: their count tells React of a change.
  useSyncExternalStore(
    (listener) => context.db.subscribe(listener),
    () => context.db.state.outbox.messages.length,
  );
  const outbox = context.db.state.outbox.messages;
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
