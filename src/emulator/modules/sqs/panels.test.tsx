/** The demo panel's storage and queue views. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { emulator } from '@tests/emulator';

import { BucketsPanel } from '../s3/BucketsPanel';

import { enqueueMessage } from './handlers';
import { QueuesPanel } from './QueuesPanel';

describe('the storage & queues panels', () => {
  it('list the upload queue’s messages and post one', async () => {
    const context = emulator();
    enqueueMessage(context, context.config.uploadQueueUrl, { body: 'first' });
    render(<QueuesPanel context={context} />);
    const queue = screen.getByRole('region', { name: 'Queue demo-assistant-portal-uploads' });
    expect(within(queue).getByText('first')).toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: 'Message body' });
    await userEvent.clear(field);
    await userEvent.type(field, 'second');
    await userEvent.click(screen.getByRole('button', { name: 'Post to upload queue' }));
    expect(await within(queue).findByText('second')).toBeInTheDocument();
    expect(context.db.state.sqs.queues[0]?.messages.map((message) => message.body)).toEqual([
      'first',
      'second',
    ]);
  });

  it('list each bucket’s objects', () => {
    const context = emulator();
    context.db.update('s3', (state) => {
      state.buckets[context.config.uploadBucket] = {
        'demo/has/1.csv': {
          key: 'demo/has/1.csv',
          contentType: 'text/csv',
          body: '',
          size: 12,
          etag: '"x"',
          lastModified: context.clock.nowIso(),
        },
      };
    });
    render(<BucketsPanel context={context} />);
    const bucket = screen.getByRole('region', { name: `Bucket ${context.config.uploadBucket}` });
    expect(within(bucket).getByText('demo/has/1.csv · text/csv · 12 bytes')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: `Bucket ${context.config.profilePictureBucket}` })).getByText(
        /0 objects/,
      ),
    ).toBeInTheDocument();
  });
});
