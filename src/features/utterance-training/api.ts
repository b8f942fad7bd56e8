import * as contract from '@/contracts/utterance-training';
import type { Gateway } from '@/services/gateway';

import type { UtteranceTrainingParams } from './types';
import type { UtteranceTrainingItem } from './types';

/** The tenant's items. The gateway client refuses a body code other than 200. */
export async function listUtteranceTrainingItems(
  gateway: Gateway,
  params: UtteranceTrainingParams,
): Promise<UtteranceTrainingItem[]> {
  const reply = await gateway.send(contract.listUtteranceTrainingItems, { FormParams: params });
  return reply.data;
}

/** Adds an item; administrators only. */
export async function createUtteranceTrainingItem(
  gateway: Gateway,
  params: UtteranceTrainingParams,
  name: string,
): Promise<UtteranceTrainingItem> {
  const reply = await gateway.send(contract.createUtteranceTrainingItem, { FormParams: { ...params, name } });
  return reply.data;
}
