import { newId } from '../../core/db';
import type { SeedInput } from '../../core/types';
import { seedTimes, SPECIAL_ACCOUNTS } from '../../seed';

import { temporaryPasswordMessage } from './deliver';
import type { OutboxMessage, OutboxState } from './state';

/** The outbox's seed: the invited account's temporary password, as the invitation e-mailed it. */
export function seedOutbox(input: SeedInput): OutboxState {
  const { invited } = SPECIAL_ACCOUNTS;
  const invitation: OutboxMessage = {
    id: newId(),
    ...temporaryPasswordMessage(invited.email, invited.email, invited.password),
    createdAt: seedTimes(input).invitedCreatedAt,
  };
  return { messages: [invitation] };
}
