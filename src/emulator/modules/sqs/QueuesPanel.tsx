import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, useSyncExternalStore } from 'react';

import type { DemoTabProps } from '../../core/module';

import { enqueueMessage } from './handlers';

/** The demo panel's view of the emulated SQS: each queue's messages, and a form to post one. */
export function QueuesPanel({ context }: DemoTabProps) {
  const snapshot = useSyncExternalStore(
    (listener) => context.db.subscribe(listener),
    () =>
      JSON.stringify(
        context.db.state.sqs.queues.map((queue) => ({
          name: queue.name,
          url: queue.url,
          messages: queue.messages.map(({ messageId, body, receiveCount, visibleAt }) => ({
            messageId,
            body,
            receiveCount,
            visibleAt,
          })),
        })),
      ),
  );
  const queues = JSON.parse(snapshot) as {
    name: string;
    url: string;
    messages: { messageId: string; body: string; receiveCount: number; visibleAt: number }[];
  }[];
  const [body, setBody] = useState('{"msgId":"","status":"success","msg":""}');
  const uploadQueue = context.config.uploadQueueUrl;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h3">
        Queues (SQS)
      </Typography>
      {queues.map((queue) => (
        <Box key={queue.url} component="section" aria-label={`Queue ${queue.name}`} sx={{ mb: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {queue.name}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              ({queue.messages.length === 1 ? '1 message' : `${queue.messages.length} messages`})
            </Typography>
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {queue.messages.map((message) => (
              <li key={message.messageId}>
                <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
                  {message.body}
                  {message.receiveCount > 0 ? ` · received ${message.receiveCount}×` : ''}
                  {message.visibleAt > context.clock.now() ? ' · in flight' : ''}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ))}
      <Box
        component="form"
        aria-label="Post to the upload queue"
        onSubmit={(event) => {
          event.preventDefault();
          if (body.trim()) enqueueMessage(context, uploadQueue, { body });
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          label="Message body"
          size="small"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          sx={{ minWidth: 300 }}
        />
        <Button type="submit" variant="outlined">
          Post to upload queue
        </Button>
      </Box>
    </Box>
  );
}
